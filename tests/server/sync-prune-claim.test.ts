import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rows } from '../../server/db/sql';
import { pruneSyncData, SYNC_PRUNE_LOCK_KEY } from '../../server/jobs/sync-retention';
import { startServer } from './harness';

const server = startServer();

const oldChanges = () =>
  rows<{ row_key: string }>(
    server.db,
    sql`SELECT row_key FROM wms.sync_changes WHERE site_id = 'TAS' AND row_key LIKE 'CLAIM-%'`,
  );

describe('the sync prune with several server processes', () => {
  it('is claimed: while another process prunes, this one skips; then it prunes', async () => {
    await server.db.execute(
      sql`INSERT INTO wms.sync_changes (site_id, entity, row_key, warehouse, deleted, xid, changed_at)
          VALUES ('TAS', 'inventory', 'CLAIM-OLD', '', false, 50, now() - interval '9 days')`,
    );

    // another process's prune holds the claim (its transaction is open)
    const skipped = await server.db.transaction(async (tx) => {
      await tx.execute(
        sql`SELECT pg_advisory_xact_lock(CAST(${SYNC_PRUNE_LOCK_KEY.toString()} AS bigint))`,
      );
      return pruneSyncData(server.db);
    });
    expect(skipped).toEqual({ idempotencyKeys: 0, syncChanges: 0, sites: [], skipped: true });
    expect((await oldChanges()).map((r) => r.row_key)).toEqual(['CLAIM-OLD']);

    // its transaction ended: the claim is free again
    const done = await pruneSyncData(server.db);
    expect(done.skipped).toBe(false);
    expect(done.sites).toContain('TAS');
    expect(await oldChanges()).toEqual([]);
  });

  it('two prunes at once delete each row once, one of them doing the work', async () => {
    await server.db.execute(
      sql`INSERT INTO wms.sync_changes (site_id, entity, row_key, warehouse, deleted, xid, changed_at)
          VALUES ('TAS', 'inventory', 'CLAIM-A', '', false, 51, now() - interval '9 days'),
                 ('TAS', 'inventory', 'CLAIM-B', '', false, 52, now() - interval '9 days')`,
    );
    const both = await Promise.all([pruneSyncData(server.db), pruneSyncData(server.db)]);
    expect(both.reduce((n, r) => n + r.syncChanges, 0)).toBe(2);
    expect(await oldChanges()).toEqual([]);
  });
});
