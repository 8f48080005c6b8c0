import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  SYNC_MESSAGES,
  type TMirrorEntity,
  type TMirrorPullAnswer,
  type TMirrorPullRequest,
  mirrorPageRows,
} from '../../src/contract';
import { rows } from '../../server/db/sql';
import { pruneSyncData } from '../../server/jobs/sync-retention';
import { startServer } from './harness';

const server = startServer();
const q = <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
  rows<T>(server.db, query);

const count = async (query: ReturnType<typeof sql>) => (await q<{ n: number }>(query))[0]!.n;

let admin = '';
let floor = '';
let partner = '';

const pull = (token: string, data: TMirrorPullRequest, site = 'SXD') =>
  server.call<TMirrorPullAnswer>(token, 'sync', {
    site_id: site,
    entity: 'mirror',
    action: 'pull',
    data,
  });

type PageRow = ReturnType<typeof mirrorPageRows>[number];

/** Every page of a pull, as the device does it; the first page's cursor is kept. */
async function pullAll(
  token: string,
  entity: TMirrorEntity,
  opts: { warehouse?: string; since?: string; limit?: number; site?: string } = {},
) {
  const rowsOut: PageRow[] = [];
  const deleted: string[] = [];
  let after: string | undefined;
  let cursor = '';
  let pages = 0;
  let reset = false;
  for (;;) {
    const { status, body } = await pull(
      token,
      {
        entity,
        ...(opts.warehouse ? { warehouse: opts.warehouse } : {}),
        ...(opts.since ? { updated_since: opts.since } : {}),
        ...(after ? { after } : {}),
        ...(opts.limit ? { limit: opts.limit } : {}),
      },
      opts.site,
    );
    expect(status, JSON.stringify(body.errors)).toBe(200);
    const page = body.results[0]!;
    pages += 1;
    if (pages === 1) cursor = page.cursor;
    reset ||= page.reset;
    expect(page.columns[0]).toBe('key');
    for (const values of page.rows) expect(values.length).toBe(page.columns.length);
    rowsOut.push(...mirrorPageRows(page));
    deleted.push(...page.deleted);
    if (!page.more) break;
    after = page.last_key!;
  }
  return { rows: rowsOut, deleted, cursor, pages, reset };
}

beforeAll(async () => {
  admin = await server.login('admin');
  floor = await server.login('floor');
  partner = await server.login('partner');
});

describe('sync / mirror / pull: first load', () => {
  it('pages over every location of the warehouse exactly once, in key order', async () => {
    const n = await count(
      sql`SELECT count(*)::int AS n FROM wms.locations WHERE site_id = 'SXD' AND warehouse = 'DC1'`,
    );
    expect(n).toBeGreaterThan(20);
    const limit = Math.max(3, Math.floor(n / 6));
    const all = await pullAll(floor, 'locations', { warehouse: 'DC1', limit });
    expect(all.pages).toBe(Math.ceil(n / limit) + (n % limit === 0 ? 1 : 0));
    const keys = all.rows.map((r) => r.key);
    expect(new Set(keys).size).toBe(n);
    expect(keys.length).toBe(n);
    for (const r of all.rows) {
      // The device knows its site: rows come without site_id.
      expect(r.site_id).toBeUndefined();
      expect(r.warehouse).toBe('DC1');
      expect(r.key).toBe(String(r.location_id));
      expect(typeof r.location_id).toBe('number');
      expect(typeof r.location).toBe('string');
      // What the device has no use for is not sent.
      expect(r.updated_at).toBeUndefined();
      expect(r.erp_location).toBeUndefined();
    }
    expect(all.cursor).toMatch(/^[0-9]+$/);
  });

  it('answers composite keys joined by U+001F and numbers as numbers', async () => {
    const sections = await pullAll(floor, 'pick_sections', { warehouse: 'DC1', limit: 2 });
    expect(sections.rows.length).toBeGreaterThan(0);
    for (const r of sections.rows)
      expect(r.key).toBe([r.warehouse, r.pick_area, r.pick_section].join('\u001f'));
    const n = await count(
      sql`SELECT count(*)::int AS n FROM wms.pick_sections WHERE site_id = 'SXD' AND warehouse = 'DC1'`,
    );
    expect(sections.rows.length).toBe(n);
    const onHands = await pullAll(floor, 'on_hands', { warehouse: 'DC1' });
    expect(onHands.rows.length).toBeGreaterThan(0);
    expect(typeof onHands.rows[0]!.quantity).toBe('number');
  });

  it('answers site-wide entities without a warehouse and refuses warehouse ones at ALL', async () => {
    const inv = await pullAll(floor, 'inventory');
    const n = await count(sql`SELECT count(*)::int AS n FROM wms.inventory WHERE site_id = 'SXD'`);
    expect(inv.rows.length).toBe(n);
    const refused = await pull(floor, { entity: 'locations', warehouse: 'ALL' });
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0]!.message).toBe(SYNC_MESSAGES.selectWarehouse('locations'));
    const none = await pull(floor, { entity: 'pick_lines' });
    expect(none.status).toBe(400);
  });

  it('mirrors open picks of the warehouse only, and the lines of those picks', async () => {
    const picks = await pullAll(floor, 'picks', { warehouse: 'DC1' });
    const open = await q<{ pick_id: number }>(
      sql`SELECT pick_id FROM wms.picks WHERE site_id = 'SXD' AND warehouse = 'DC1'
          AND status IN ('new', 'in_progress') ORDER BY pick_id`,
    );
    expect(picks.rows.map((r) => r.pick_id)).toEqual(open.map((p) => p.pick_id));
    for (const p of picks.rows) expect(['new', 'in_progress']).toContain(p.status);
    const lines = await pullAll(floor, 'pick_lines', { warehouse: 'DC1' });
    const expected = await q<{ pick_line_id: number }>(
      sql`SELECT l.pick_line_id FROM wms.pick_lines l JOIN wms.picks p USING (site_id, pick_id)
          WHERE l.site_id = 'SXD' AND p.warehouse = 'DC1' AND p.status IN ('new', 'in_progress')
          ORDER BY l.pick_line_id`,
    );
    expect(lines.rows.map((r) => r.pick_line_id)).toEqual(expected.map((l) => l.pick_line_id));
  });

  it('mirrors open jobs of the warehouse and their timesheets; packs of the warehouse and their contents', async () => {
    const jobs = await q<{ job_id: number; status: string }>(
      sql`INSERT INTO wms.jobs (site_id, job_reference, warehouse, status)
          VALUES ('SXD', 'SYNC-J-OPEN', 'DC1', 'In Progress'), ('SXD', 'SYNC-J-DONE', 'DC1', 'COMPLETE'),
                 ('SXD', 'SYNC-J-CANC', 'DC1', 'cancelled'), ('SXD', 'SYNC-J-DC2', 'DC2', 'New')
          RETURNING job_id, status`,
    );
    for (const j of jobs) {
      await server.db.execute(
        sql`INSERT INTO wms.job_timesheets (site_id, job_id, user_id, start_timestamp)
            VALUES ('SXD', ${j.job_id}, 'floor', now())`,
      );
    }
    const pulled = await pullAll(floor, 'jobs', { warehouse: 'DC1' });
    const refs = pulled.rows.map((r) => r.job_reference);
    expect(refs).toContain('SYNC-J-OPEN');
    expect(refs).not.toContain('SYNC-J-DONE');
    expect(refs).not.toContain('SYNC-J-CANC');
    expect(refs).not.toContain('SYNC-J-DC2');
    const times = await pullAll(floor, 'job_timesheets', { warehouse: 'DC1' });
    const ours = times.rows.filter((t) => jobs.some((j) => j.job_id === t.job_id));
    expect(ours.map((t) => t.job_id)).toEqual([jobs[0]!.job_id]);
    expect(ours[0]!.key).toMatch(/^[0-9a-f-]{36}$/);

    const [pack] = await q<{ container_id: number }>(
      sql`INSERT INTO wms.containers (site_id, container_number, warehouse)
          VALUES ('SXD', 'SYNC-PACK-1', 'DC1') RETURNING container_id`,
    );
    await server.db.execute(
      sql`INSERT INTO wms.container_contents (site_id, container_id, inventory_code, quantity)
          VALUES ('SXD', ${pack!.container_id}, 'X', 2)`,
    );
    const packs = await pullAll(floor, 'containers', { warehouse: 'DC1' });
    expect(packs.rows.map((r) => r.container_number)).toContain('SYNC-PACK-1');
    const contents = await pullAll(floor, 'container_contents', { warehouse: 'DC1' });
    const mine = contents.rows.filter((c) => c.container_id === pack!.container_id);
    expect(mine.map((c) => c.quantity)).toEqual([2]);
    const dc2 = await pullAll(floor, 'containers', { warehouse: 'DC2' });
    expect(dc2.rows.map((r) => r.container_number)).not.toContain('SYNC-PACK-1');
  });

  it("never answers another site's rows; a non-member is refused", async () => {
    const sxd = await pullAll(admin, 'inventory');
    const tas = await pullAll(admin, 'inventory', { site: 'TAS' });
    const codes = async (site: string) =>
      (
        await q<{ code: string }>(
          sql`SELECT inventory_code AS code FROM wms.inventory WHERE site_id = ${site}
              ORDER BY inventory_code`,
        )
      ).map((r) => r.code);
    expect(sxd.rows.map((r) => r.key)).toEqual(await codes('SXD'));
    expect(tas.rows.map((r) => r.key)).toEqual(await codes('TAS'));
    const refused = await pull(partner, { entity: 'inventory' });
    expect(refused.status).toBe(403);
    expect(refused.body.results).toEqual([]);
  });
});

async function storage(): Promise<string> {
  const [s] = await q<{ storage: string }>(
    sql`SELECT storage FROM wms.locations WHERE site_id = 'SXD' AND warehouse = 'DC1' LIMIT 1`,
  );
  return s!.storage;
}

async function addLocation(code: string, warehouse = 'DC1'): Promise<number> {
  const [r] = await q<{ location_id: number }>(
    sql`INSERT INTO wms.locations (site_id, warehouse, location, storage, barcode)
        VALUES ('SXD', ${warehouse}, ${code}, ${await storage()}, ${code})
        RETURNING location_id`,
  );
  return r!.location_id;
}

describe('sync / mirror / pull: changes since the cursor', () => {
  it('answers an update, an insert and a delete after the cursor', async () => {
    const updated = await addLocation('SYNC-UPD-01');
    const doomed = await addLocation('SYNC-DEL-01');
    const first = await pullAll(floor, 'locations', { warehouse: 'DC1' });
    expect(first.rows.some((r) => r.location_id === updated)).toBe(true);

    await server.db.execute(
      sql`UPDATE wms.locations SET location_name = 'Renamed' WHERE site_id = 'SXD' AND location_id = ${updated}`,
    );
    const inserted = await addLocation('SYNC-INS-01');
    await server.db.execute(
      sql`DELETE FROM wms.locations WHERE site_id = 'SXD' AND location_id = ${doomed}`,
    );

    const next = await pullAll(floor, 'locations', { warehouse: 'DC1', since: first.cursor });
    expect(next.reset).toBe(false);
    const byKey = new Map(next.rows.map((r) => [r.key, r]));
    expect(byKey.get(String(updated))?.location_name).toBe('Renamed');
    expect(byKey.get(String(inserted))?.location).toBe('SYNC-INS-01');
    expect(next.deleted).toContain(String(doomed));
    expect(byKey.has(String(doomed))).toBe(false);
    // Lagging: a cursor is the oldest transaction still running anywhere on the server
    // (another database's too), so while one runs, changes before it may come again.
    // Never missed, and never another warehouse's.
    expect(next.rows.every((r) => r.warehouse === 'DC1')).toBe(true);

    // Another warehouse's change does not reach a DC1 device.
    const [other] = await q<{ warehouse: string }>(
      sql`SELECT warehouse FROM wms.warehouses WHERE site_id = 'SXD' AND warehouse <> 'DC1' LIMIT 1`,
    );
    if (other) {
      await addLocation('SYNC-OTHER-01', other.warehouse);
      const after = await pullAll(floor, 'locations', { warehouse: 'DC1', since: next.cursor });
      // DC1's changes may come again (lagging, above), never another warehouse's rows.
      expect(after.rows.filter((r) => r.warehouse !== 'DC1')).toEqual([]);
      expect(after.rows.map((r) => r.location)).not.toContain('SYNC-OTHER-01');
      expect(after.deleted.filter((k) => k !== String(doomed))).toEqual([]);
    }
  });

  it('answers a pick completed after the cursor (and its lines) as deleted', async () => {
    const first = await pullAll(floor, 'picks', { warehouse: 'DC1' });
    const firstLines = await pullAll(floor, 'pick_lines', { warehouse: 'DC1' });
    const pick = first.rows[0];
    expect(pick, 'an open demo pick in DC1').toBeDefined();
    const lines = firstLines.rows.filter((l) => l.pick_id === pick!.pick_id).map((l) => l.key);
    expect(lines.length).toBeGreaterThan(0);
    await server.db.execute(
      sql`UPDATE wms.picks SET status = 'complete' WHERE site_id = 'SXD' AND pick_id = ${pick!.pick_id as number}`,
    );
    const next = await pullAll(floor, 'picks', { warehouse: 'DC1', since: first.cursor });
    // Changes may come again (see lagging, below); the completed pick leaves, no open one does.
    const open = new Set(first.rows.filter((p) => p.key !== pick!.key).map((p) => p.key));
    expect(next.deleted).toContain(pick!.key);
    expect(next.deleted.filter((k) => open.has(k))).toEqual([]);
    expect(next.rows.map((r) => r.key)).not.toContain(pick!.key);
    const nextLines = await pullAll(floor, 'pick_lines', {
      warehouse: 'DC1',
      since: firstLines.cursor,
    });
    expect(nextLines.deleted).toEqual(expect.arrayContaining(lines));
    expect(nextLines.rows.filter((l) => l.pick_id === pick!.pick_id)).toEqual([]);
  });

  it('answers reset once the change log was pruned past the cursor', async () => {
    const first = await pullAll(floor, 'inventory');
    await server.db.execute(
      sql`UPDATE wms.inventory SET updated_at = now() WHERE site_id = 'SXD' AND inventory_code =
          (SELECT min(inventory_code) FROM wms.inventory WHERE site_id = 'SXD')`,
    );
    // Everything in the log counts as old: the prune keeps nothing of SXD that no running
    // transaction may still be writing (on a shared PostgreSQL server another database's
    // transaction can hold that back for a moment: prune again until it has gone).
    const later = new Date(Date.now() + 30 * 86_400_000);
    await expect
      .poll(
        async () => {
          await pruneSyncData(server.db, { now: later });
          const answer = await pull(floor, { entity: 'inventory', updated_since: first.cursor });
          return answer.body.results[0]?.reset;
        },
        { timeout: 30_000 },
      )
      .toBe(true);
    const next = await pull(floor, { entity: 'inventory', updated_since: first.cursor });
    expect(next.status).toBe(200);
    expect(next.body.results[0]!.reset).toBe(true);
    expect(next.body.results[0]!.rows).toEqual([]);
    // A fresh load's cursor is above the prune: no reset.
    const again = await pullAll(floor, 'inventory');
    const after = await pull(floor, { entity: 'inventory', updated_since: again.cursor });
    expect(after.body.results[0]!.reset).toBe(false);
  });
});

describe('sync / mirror / pull: a transaction open when the cursor was taken', () => {
  it('is not missed: its change comes back on the next pull after it commits', async () => {
    const first = await pullAll(floor, 'locations', { warehouse: 'DC1' });
    const st = await storage();
    let middle = { rows: [] as PageRow[], cursor: '' };
    let id = 0;
    // A second connection: begin, write, (the device pulls), commit.
    await server.db.transaction(async (tx) => {
      const [r] = await rows<{ location_id: number }>(
        tx,
        sql`INSERT INTO wms.locations (site_id, warehouse, location, storage)
              VALUES ('SXD', 'DC1', 'SYNC-LATE-01', ${st}) RETURNING location_id`,
      );
      id = r!.location_id;
      const m = await pullAll(floor, 'locations', { warehouse: 'DC1', since: first.cursor });
      middle = { rows: m.rows, cursor: m.cursor };
    });
    expect(middle.rows.some((r) => r.location_id === id)).toBe(false);
    const after = await pullAll(floor, 'locations', { warehouse: 'DC1', since: middle.cursor });
    expect(after.rows.map((r) => r.location_id)).toContain(id);
  });
});

describe('retention: idempotency keys and the change log', () => {
  it('deletes keys and changes older than 8 days, keeps newer ones, records the prune', async () => {
    const answer = JSON.stringify({
      success: true,
      results: [],
      errors: [],
      warnings: [],
      info: [],
    });
    for (const [id, days] of [
      ['ret-old', 9],
      ['ret-week', 7],
      ['ret-new', 0],
    ] as const) {
      await server.db.execute(
        sql`INSERT INTO wms.idempotency_keys
              (site_id, user_id, request_id, service, entity, action, status, answer, created_at)
            VALUES ('TAS', 'floor', ${id}, 'movement', 'movement', 'add', 200, ${answer}::jsonb,
              now() - make_interval(days => ${days}))`,
      );
    }
    await server.db.execute(sql`DELETE FROM wms.sync_prunes WHERE site_id = 'TAS'`);
    await server.db.execute(
      sql`INSERT INTO wms.sync_changes (site_id, entity, row_key, warehouse, deleted, xid, changed_at)
          VALUES ('TAS', 'inventory', 'RET-OLD-1', '', false, 40, now() - interval '9 days'),
                 ('TAS', 'inventory', 'RET-OLD-2', '', true, 41, now() - interval '8 days 1 hour'),
                 ('TAS', 'inventory', 'RET-KEEP', '', false, 42, now() - interval '7 days 23 hours')`,
    );
    const result = await pruneSyncData(server.db);
    expect(result.idempotencyKeys).toBeGreaterThanOrEqual(1);
    expect(result.sites).toContain('TAS');
    const keys = await q<{ request_id: string }>(
      sql`SELECT request_id FROM wms.idempotency_keys WHERE request_id LIKE 'ret-%' ORDER BY 1`,
    );
    expect(keys.map((k) => k.request_id)).toEqual(['ret-new', 'ret-week']);
    const left = await q<{ row_key: string }>(
      sql`SELECT row_key FROM wms.sync_changes WHERE site_id = 'TAS' AND row_key LIKE 'RET-%'`,
    );
    expect(left.map((r) => r.row_key)).toEqual(['RET-KEEP']);
    const [prune] = await q<{ below: string }>(
      sql`SELECT pruned_below_xid::text AS below FROM wms.sync_prunes WHERE site_id = 'TAS'`,
    );
    expect(BigInt(prune!.below)).toBeGreaterThanOrEqual(42n);
  });
});
