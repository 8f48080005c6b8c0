import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres, type EmbeddedServer } from '../../server/db/embedded-postgres';

/*
 * The embedded database: a real PostgreSQL 17 the server starts on its own data folder, with
 * what the product needs of it (statement_timeout, pg_trgm, many connections), that survives
 * a crash of its owner and refuses a second owner.
 */
const root = mkdtempSync(join(tmpdir(), 'wms-embedded-'));
chmodSync(root, 0o755);
const started: EmbeddedServer[] = [];

afterAll(async () => {
  for (const server of started) await server.stop();
  rmSync(root, { recursive: true, force: true });
});

async function query<T extends pg.QueryResultRow>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

/** Start the owner fixture on `dataDir`; resolves with its URL once its server is up. */
function startOwner(dataDir: string) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'tests/server/fixtures/embedded-postgres-owner.ts', dataDir],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const ready = new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const line = output.split('\n').find((l) => l.startsWith('{'));
      if (line) resolve((JSON.parse(line) as { url: string }).url);
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`owner exited (${code}): ${output}`)));
  });
  return { child, ready };
}

const postmasterPid = (dataDir: string) =>
  Number(readFileSync(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('embedded PostgreSQL', () => {
  it('is PostgreSQL 17 with a statement time-out, pg_trgm and UTF-8, on loopback', async () => {
    const dataDir = join(root, 'a');
    const server = await startEmbeddedPostgres({ dataDir, database: 'wms', throwAway: true });
    started.push(server);
    // The server's own connections use the Unix socket in the cluster's folder; tools reach
    // the same database on 127.0.0.1.
    const socketDir = encodeURIComponent(join(dataDir, 'postgres'));
    expect(server.url).toMatch(
      new RegExp(`^postgres://postgres:[^@]+@127\\.0\\.0\\.1:\\d+/wms\\?host=${socketDir}$`),
    );
    const [facts] = await query<{ v: string; enc: string; addr: string | null }>(
      server.url,
      `SELECT current_setting('server_version_num') AS v, current_setting('server_encoding') AS enc,
              inet_server_addr()::text AS addr`,
    );
    expect(Number(facts!.v)).toBeGreaterThanOrEqual(170000);
    expect(facts!.enc).toBe('UTF8');
    expect(facts!.addr).toBeNull();
    const [overTcp] = await query<{ addr: string }>(
      server.url.replace(/\?.*$/, ''),
      `SELECT inet_server_addr()::text AS addr`,
    );
    expect(overTcp!.addr).toBe('127.0.0.1/32');
    await query(server.url, 'CREATE EXTENSION IF NOT EXISTS pg_trgm');
    const client = new pg.Client({ connectionString: server.url });
    await client.connect();
    try {
      await client.query(`SET statement_timeout = '300ms'`);
      const t0 = Date.now();
      await expect(client.query('SELECT count(*) FROM generate_series(1, 1e9)')).rejects.toThrow(
        /statement timeout/,
      );
      expect(Date.now() - t0).toBeLessThan(1_500);
    } finally {
      await client.end();
    }
    // A second server on the same folder while its owner runs is refused, naming the owner.
    await expect(startEmbeddedPostgres({ dataDir, database: 'wms' })).rejects.toThrow(
      `in use by another running WMS server (process ${process.pid})`,
    );
  });

  it('keeps its data when its owner is killed, and the next start takes the folder over', async () => {
    const dataDir = join(root, 'b');
    const owner = startOwner(dataDir);
    const firstUrl = await owner.ready;
    await query(firstUrl, 'CREATE TABLE kept (note text); INSERT INTO kept VALUES ($$before$$)');
    const orphan = postmasterPid(dataDir);
    owner.child.kill('SIGKILL');
    await new Promise((resolve) => owner.child.once('exit', resolve));
    expect(alive(orphan)).toBe(true); // PostgreSQL outlives a SIGKILLed owner

    const server = await startEmbeddedPostgres({ dataDir, database: 'wms', throwAway: true });
    started.push(server);
    expect(alive(orphan)).toBe(false);
    expect(server.url).not.toBe(firstUrl); // a new free port
    expect(await query(server.url, 'SELECT note FROM kept')).toEqual([{ note: 'before' }]);
    expect(existsSync(join(dataDir, 'postgres.password'))).toBe(true);
  });
});
