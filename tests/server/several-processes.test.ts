import { randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../server/db/connection';
import { rows } from '../../server/db/sql';
import type { DbHandle } from '../../server/db/types';
import { recordJobs, type NewPrintJob } from '../../server/print/jobs';
import { adminStatement, databaseUrl } from './db-template';
import { startPrinter, type TestPrinter } from './print-printers';
import { startServer, type ServerProcess } from './server-processes';

/*
 * Several real server processes (server/main.ts) on one PostgreSQL database that starts
 * empty: they start together, share the sign-in limits, split the print queue between them
 * without sending a label twice, and stop gracefully; `npm run serve:cluster` runs workers
 * on one address.
 */
const template = inject('dbTemplate');
const SEEDED_TABLES = ['users', 'sites', 'warehouses', 'locations', 'movements', 'print_jobs'];

let url = '';
let dbName = '';
let servers: ServerProcess[] = [];
let db: DbHandle | undefined;
let printer: TestPrinter | undefined;

async function counts(databaseUrlOf: string): Promise<Record<string, number>> {
  const handle = await openDatabase({ databaseUrl: databaseUrlOf });
  try {
    const out: Record<string, number> = {};
    for (const table of SEEDED_TABLES) {
      const [row] = await rows<{ n: number }>(
        handle.db,
        sql.raw(`SELECT count(*)::int AS n FROM wms.${table}`),
      );
      out[table] = row!.n;
    }
    return out;
  } finally {
    await handle.close();
  }
}

async function signIn(base: string, username: string, password: string): Promise<number> {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  await response.arrayBuffer();
  return response.status;
}

/** Wrong passwords for `username`, sent in turn to `bases`: how many were refused 401 before the first 429. */
async function wrongUntilLimited(bases: string[], username: string): Promise<number> {
  for (let i = 0; i < 40; i++) {
    const status = await signIn(bases[i % bases.length]!, username, 'not-the-password');
    if (status === 429) return i;
    expect(status).toBe(401);
  }
  throw new Error('never limited');
}

beforeAll(async () => {
  dbName = `wms_multi_${randomBytes(6).toString('hex')}`;
  await adminStatement(template.adminUrl, `CREATE DATABASE ${dbName}`);
  url = databaseUrl(template.adminUrl, dbName);
  printer = await startPrinter('ready');
  // The dispatchers' poll is left out of reach: only a committed job's notification wakes them.
  const env = { PRINT_DISPATCH_POLL_MS: '600000' };
  servers = await Promise.all([
    startServer(url, env),
    startServer(url, env),
    startServer(url, env),
  ]);
  db = await openDatabase({ databaseUrl: url });
}, 120_000);

afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  await db?.close();
  await printer?.close();
  if (dbName)
    await adminStatement(template.adminUrl, `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
});

describe('several server processes on one database', () => {
  it('three started at once on an empty database all come up, with the demo data once', async () => {
    for (const s of servers) {
      const ready = await fetch(`${s.base}/api/ready`);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toEqual({ ready: true });
    }
    // The same rows as one seed of the same data (the test template, seeded by one process).
    expect(await counts(url)).toEqual(await counts(databaseUrl(template.adminUrl, template.name)));
    const loaded = servers.filter((s) => s.output().includes('Demo data loaded'));
    expect(loaded).toHaveLength(1);
  });

  it('wrong passwords through two processes are refused at the same count as through one', async () => {
    const [a, b] = servers;
    const alone = await wrongUntilLimited([a!.base], 'office');
    const shared = await wrongUntilLimited([a!.base, b!.base], 'floor');
    expect(alone).toBe(10);
    expect(shared).toBe(alone);
  });

  it('200 queued labels reach the printer exactly once each, woken by the commit that queued them', async () => {
    const key = randomBytes(4).toString('hex');
    const job = (batch: number, seq: number): NewPrintJob => ({
      site_id: 'SXD',
      idempotency_key: `multi-${key}-${batch}`,
      seq,
      label: 'PACK',
      printer: 'LOOPBACK',
      printer_address: '127.0.0.1',
      printer_port: printer!.port,
      printer_type: 'ZEBRA',
      printed_by: 'floor',
      body: `^XA^FDmulti-${key}-${batch}-${seq};^FS^XZ`,
    });
    const started = Date.now();
    // Four commits of 50 jobs each, as four calls queue them.
    for (let batch = 0; batch < 4; batch++)
      await recordJobs(
        db!.db,
        Array.from({ length: 50 }, (_, i) => job(batch, i + 1)),
      );
    const sent = () => printer!.text().match(new RegExp(`multi-${key}-\\d+-\\d+;`, 'g')) ?? [];
    while (sent().length < 200 && Date.now() - started < 10_000)
      await new Promise((r) => setTimeout(r, 20));
    // A label sent twice would arrive after the 200th.
    await new Promise((r) => setTimeout(r, 1000));
    const labels = sent();
    expect(labels).toHaveLength(200);
    expect(new Set(labels).size).toBe(200);
    const [state] = await rows<{ printed: number; attempts: number }>(
      db!.db,
      sql`SELECT count(*) FILTER (WHERE status = 'printed')::int AS printed,
                 sum(attempts)::int AS attempts
          FROM wms.print_jobs WHERE idempotency_key LIKE ${`multi-${key}-%`}`,
    );
    expect(state).toEqual({ printed: 200, attempts: 200 });
  });

  it('a stopped process answers the call in flight, then exits cleanly; the others stay ready', async () => {
    const last = servers[2]!;
    // A sign-in whose body is still arriving when the stop begins.
    const body = JSON.stringify({ username: 'viewer', password: 'not-the-password' });
    const { port } = new URL(last.base);
    const request = httpRequest({
      host: '127.0.0.1',
      port: Number(port),
      method: 'POST',
      path: '/api/auth/login',
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    });
    const answered = new Promise<number>((resolve, reject) => {
      request.on('response', (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      request.on('error', reject);
    });
    request.write(body.slice(0, 10));
    await new Promise((r) => setTimeout(r, 300));
    const exit = last.stop();
    await new Promise((r) => setTimeout(r, 300));
    expect(last.child.exitCode).toBeNull();
    request.end(body.slice(10));
    expect(await answered).toBe(401);
    expect(await exit).toEqual({ code: 0, signal: null });
    for (const s of servers.slice(0, 2))
      expect((await fetch(`${s.base}/api/ready`)).status).toBe(200);
  });

  it('npm run serve:cluster runs two workers on one address and stops them all', async () => {
    const cluster = await startServer(url, { CLUSTER_WORKERS: '2' }, 'server/cluster.ts', 2);
    try {
      expect(cluster.output()).toContain('WMS cluster: 2 workers');
      const ready = await fetch(`${cluster.base}/api/ready`);
      expect(ready.status).toBe(200);
    } finally {
      expect(await cluster.stop()).toEqual({ code: 0, signal: null });
    }
    expect(cluster.output().match(/SIGTERM: shutting down/g)).toHaveLength(2);
  });
});
