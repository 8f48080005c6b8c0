import { describe, expect, it } from 'vitest';
import { runReadOnlyQuery, runUpdateQuery, streamReadOnlyQuery } from '../../server/sql/run-query';
import { startServer } from './harness';

const server = startServer();
const limits = { timeoutMs: 2000, maxRows: 100 };

const refusal = async (p: Promise<unknown>): Promise<string> => {
  try {
    await p;
  } catch (error) {
    return (error as Error).message;
  }
  return 'ran';
};

describe('read-only query runner', () => {
  it('answers the columns and rows of the site only', async () => {
    const a = await runReadOnlyQuery(server.db, {
      ...limits,
      siteId: 'SXD',
      sql: 'SELECT DISTINCT site_id, current_user AS who FROM wms.locations WHERE site_id <> $1',
      params: ['nothing'],
    });
    expect(a.columns).toEqual(['site_id', 'who']);
    expect(a.rows).toEqual([['SXD', 'wms_query']]);
  });

  it('streams batches from a cursor', async () => {
    const sizes: number[] = [];
    const total = await streamReadOnlyQuery(
      server.db,
      {
        ...limits,
        maxRows: 1000,
        batchRows: 7,
        siteId: 'SXD',
        sql: 'SELECT g FROM generate_series(1, 20) g',
      },
      async (b) => void sizes.push(b.rows.length),
    );
    expect(total).toBe(20);
    expect(sizes).toEqual([7, 7, 6]);
  });

  it('refuses escapes', async () => {
    const run = (sql: string) =>
      refusal(runReadOnlyQuery(server.db, { ...limits, siteId: 'SXD', sql }));
    for (const sql of [
      "SELECT set_config('role', 'postgres', true)",
      "SELECT set_config('app.site_id', 'TAS', true)",
      'SELECT * FROM pg_authid',
      "SELECT pg_read_file('/etc/passwd')",
      "SELECT * FROM pg_ls_dir('.')",
      "SELECT lo_import('/etc/passwd')",
      "COPY (SELECT 1) TO PROGRAM 'id'",
      'SET ROLE postgres',
      'RESET ROLE',
      'SELECT 1; COMMIT; SELECT 2',
      "INSERT INTO wms.activity_log (site_id) VALUES ('SXD')",
      'WITH x AS (DELETE FROM wms.locations RETURNING 1) SELECT * FROM x',
      "SELECT nextval('wms.activity_log_log_id_seq')",
      'SELECT pg_sleep(5)',
      'DO $$ BEGIN PERFORM 1; END $$',
      "SELECT * FROM dblink('x', 'select 1') AS t(a int)",
    ]) {
      const message = await run(sql);
      console.log(sql, '=>', message);
      expect(message, sql).not.toBe('ran');
    }
  });

  it('updates as the writer role under the site', async () => {
    const r = await runUpdateQuery(server.db, {
      ...limits,
      siteId: 'SXD',
      sql: "UPDATE wms.locations SET location = location WHERE site_id = 'TAS'",
    });
    expect(r.rowCount).toBe(0);
  });
});
