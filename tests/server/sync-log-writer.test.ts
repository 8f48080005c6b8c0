import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  SQL_TOOL_MESSAGES as M,
  type TEnvelopeAnswer,
  type TSqlToolAnswer,
} from '../../src/contract';
import { rows } from '../../server/db/sql';
import { startServer } from './harness';
import { sqlToolEnvelope } from './helpers';

/*
 * The sync change log is written by its trigger as the function's owner: the SQL tool's writer
 * updates a mirrored table it may write (its change still reaches the devices' log) but cannot
 * write the log itself.
 */

const server = startServer();
let writer = '';

const run = (text: string, queryType = 'update_transaction') =>
  server.call<TSqlToolAnswer>(writer, 'query', sqlToolEnvelope(text, queryType));
const firstMessage = (body: TEnvelopeAnswer<unknown>) => body.errors[0]?.message ?? '';

async function logged(entity: string): Promise<number> {
  const [row] = await rows<{ n: number }>(
    server.db,
    sql`SELECT count(*)::int AS n FROM wms.sync_changes WHERE site_id = 'SXD' AND entity = ${entity}`,
  );
  return row!.n;
}

beforeAll(async () => {
  // floor: no admin rights; given the SQL tool's view and update at SXD.
  await server.db.execute(
    sql`INSERT INTO wms.user_permissions (site_id, user_id, module, view, update, delete)
        VALUES ('SXD', 'floor', 'query', true, true, false)
        ON CONFLICT (site_id, user_id, module) DO UPDATE SET view = true, update = true`,
  );
  writer = await server.login('floor');
});

describe('the sync change log and the SQL writer', () => {
  it('the writer updates an allowed mirrored table and its change is logged', async () => {
    const [code] = await rows<{ reason_id: number }>(
      server.db,
      sql`SELECT reason_id FROM wms.reason_codes WHERE site_id = 'SXD' ORDER BY reason_id LIMIT 1`,
    );
    expect(code).toBeDefined();
    const before = await logged('reason_codes');
    const answer = await run(
      `UPDATE wms.reason_codes SET description = 'Changed by SQL' WHERE reason_id = ${code!.reason_id}`,
    );
    expect(answer.status, JSON.stringify(answer.body.errors)).toBe(200);
    const [saved] = await rows<{ description: string }>(
      server.db,
      sql`SELECT description FROM wms.reason_codes WHERE reason_id = ${code!.reason_id}`,
    );
    expect(saved!.description).toBe('Changed by SQL');
    expect(await logged('reason_codes')).toBe(before + 1);
  });

  it('the writer cannot insert into the sync change log; nothing is written', async () => {
    const before = await logged('inventory');
    const answer = await run(
      `INSERT INTO wms.sync_changes (site_id, entity, row_key, warehouse, deleted, xid)
       VALUES ('SXD', 'inventory', 'FAKE', '', true, 1)`,
    );
    expect(answer.status).toBe(400);
    expect(firstMessage(answer.body)).toBe(
      M.notAllowed('permission denied for table sync_changes'),
    );
    expect(await logged('inventory')).toBe(before);
  });

  it('the trigger function runs as its owner with a fixed search_path', async () => {
    const [fn] = await rows<{ definer: boolean; config: string[] | null }>(
      server.db,
      sql`SELECT prosecdef AS definer, proconfig AS config FROM pg_proc
          WHERE oid = 'wms.sync_record_change()'::regprocedure`,
    );
    expect(fn!.definer).toBe(true);
    expect(fn!.config).toEqual(['search_path=pg_catalog, pg_temp']);
  });
});
