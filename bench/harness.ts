/**
 * What the benchmarks share: command-line options, percentiles, timing loops, a server on a
 * free port with an admin session, and running one measurement on a temporary embedded
 * PostgreSQL and (when DATABASE_URL is set) on a fresh database of that PostgreSQL.
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../server/db/connection';
import { startEmbeddedPostgres } from '../server/db/embedded-postgres';
import { APP_ROLE, SITE_SETTING } from '../server/db/rls';
import { rows } from '../server/db/sql';
import type { DbHandle } from '../server/db/types';
import { buildApp } from '../server/http/app';

/** `--name value`, else the fallback. */
export const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? (process.argv[i + 1] ?? fallback) : fallback;
};

export const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
export const ms = (v: number) => v.toFixed(2);
/** "1.42x": how many times `a`'s median is `b`'s. */
export const ratio = (a: number[], b: number[]) =>
  `${(pct(a, 50) / Math.max(pct(b, 50), 0.001)).toFixed(2)}x`;

/** Warm up with `warmUp` calls, then `n` calls one after another, timing each. */
export async function serial(
  n: number,
  fn: (i: number) => Promise<void>,
  warmUp = 20,
): Promise<number[]> {
  for (let i = 0; i < warmUp; i++) await fn(i);
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await fn(i);
    out.push(performance.now() - t);
  }
  return out;
}

/**
 * Several ways of doing the same thing, timed in turns (call i of each, then call i + 1 of
 * each), so a busy moment of the machine falls on all of them alike and their medians compare.
 */
export async function interleaved<K extends string>(
  n: number,
  ways: Record<K, (i: number) => Promise<unknown>>,
  warmUp = 20,
): Promise<Record<K, number[]>> {
  const entries = Object.entries(ways) as [K, (i: number) => Promise<unknown>][];
  const out = Object.fromEntries(entries.map(([k]) => [k, [] as number[]])) as Record<K, number[]>;
  for (let i = 0; i < warmUp + n; i++) {
    for (const [k, fn] of entries) {
      const t = performance.now();
      await fn(i);
      if (i >= warmUp) out[k].push(performance.now() - t);
    }
  }
  return out;
}

/** n, p50 and p99 of a set of timings, as a table row shows them. */
export const timings = (values: number[]) => ({
  n: values.length,
  p50: ms(pct(values, 50)),
  p99: ms(pct(values, 99)),
});

/** `clients` callers at once, each making `perClient` calls back to back; each call timed. */
export async function concurrent(
  clients: number,
  perClient: number,
  fn: (i: number) => Promise<void>,
): Promise<number[]> {
  const out: number[] = [];
  await Promise.all(
    Array.from({ length: clients }, async (_, c) => {
      for (let k = 0; k < perClient; k++) {
        const t = performance.now();
        await fn(c * perClient + k);
        out.push(performance.now() - t);
      }
    }),
  );
  return out;
}

export type BenchServer = {
  /** POST an envelope to /api/{service}/ as the demo admin at `site`. */
  envelope(service: string, entity: string, action: string, data: unknown): Promise<unknown>;
  /**
   * The baseline of an envelope call: POST `data` to a bare route of the same server that runs
   * `query` on the owner connection and answers its rows as JSON: HTTP, JSON and the SQL, with
   * no sign-in, transaction, row-level security or activity log. An envelope call's p50 less
   * this one's is what the envelope itself costs.
   */
  bare(data: unknown, query: () => SQL): Promise<unknown>;
  close(): Promise<void>;
};

/** The real app on a free port, signed in as the demo admin (site SXD unless told). */
export async function startBenchServer(handle: DbHandle, site = 'SXD'): Promise<BenchServer> {
  const app = await buildApp({ db: handle.db, kind: handle.kind, loginRateLimit: 100_000 });
  const bareQueries = new Map<string, () => SQL>();
  let bareId = 0;
  app.post<{ Params: { id: string } }>('/bench/bare/:id', async (request) => {
    const query = bareQueries.get(request.params.id)!;
    bareQueries.delete(request.params.id);
    return { results: await rows(handle.db, query()) };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const post = async (path: string, body: unknown, token?: string) => {
    const res = await fetch(base + path, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
    const json = (await res.json()) as { token?: string; results?: unknown[] };
    if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(json).slice(0, 300)}`);
    return json;
  };
  const { token } = (await post('/api/auth/login', {
    username: 'admin',
    password: 'demo1234',
  })) as { token: string };
  return {
    envelope: (service, entity, action, data) =>
      post(`/api/${service}/`, { site_id: site, entity, action, data }, token),
    bare: (data, query) => {
      const id = String(++bareId);
      bareQueries.set(id, query);
      return post(`/bench/bare/${id}`, data);
    },
    close: () => app.close(),
  };
}

/** Where a benchmark runs: the embedded PostgreSQL (the product's default) or DATABASE_URL's. */
export type Backend = 'embedded' | 'postgres';

/** A running temporary embedded PostgreSQL of a benchmark. */
export type BenchEmbedded = {
  /** `postgres://…` of the benchmark's database on it. */
  url: string;
  /** Milliseconds to initialise the cluster, start the server and create the database. */
  startMs: number;
};

/**
 * A temporary embedded PostgreSQL 17, started with the product's settings (durable, as
 * `npm start` runs it) with database `wms_bench_{name}` created on it, for `use`; then
 * stopped and its folder removed (kept, and its path printed, when `keep`).
 */
export async function withEmbeddedServer<T>(
  name: string,
  use: (server: BenchEmbedded) => Promise<T>,
  options: { keep?: boolean } = {},
): Promise<T> {
  const dir = mkdtempSync(join(tmpdir(), `wms-bench-${name}-`));
  chmodSync(dir, 0o755); // the cluster runs as the postgres system user when we are root
  try {
    const t = performance.now();
    const server = await startEmbeddedPostgres({ dataDir: dir, database: benchDatabase(name) });
    const startMs = performance.now() - t;
    try {
      return await use({ url: server.url, startMs });
    } finally {
      await server.stop();
    }
  } finally {
    if (options.keep) console.log(`kept the embedded cluster in ${dir}`);
    else rmSync(dir, { recursive: true, force: true });
  }
}

const benchDatabase = (name: string) => `wms_bench_${name.replace(/[^a-z0-9_]/gi, '_')}`;

/**
 * A fresh database on the PostgreSQL at `baseUrl` for `use` (given its URL), dropped after
 * (kept, and its name printed, when `keep`).
 */
export async function withFreshDatabase<T>(
  baseUrl: string,
  name: string,
  use: (url: string) => Promise<T>,
  options: { keep?: boolean } = {},
): Promise<T> {
  const database = `${benchDatabase(name)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${database}`);
    const url = new URL(baseUrl);
    url.pathname = `/${database}`;
    try {
      return await use(url.toString());
    } finally {
      if (options.keep) console.log(`kept database ${database}`);
      else await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    }
  } finally {
    await admin.end();
  }
}

/**
 * Run `measure` on a temporary embedded PostgreSQL (see `withEmbeddedServer`), then — when
 * DATABASE_URL is set — on a fresh database of that PostgreSQL (see `withFreshDatabase`).
 * `only` picks one of them; `keep` keeps their data. `open` opens a new pool on the
 * benchmark's database each time it is called; `embeddedStartMs` is how long the embedded
 * server took to start (undefined on postgres).
 */
export async function onEachBackend(
  name: string,
  measure: (
    backend: Backend,
    open: () => Promise<DbHandle>,
    embeddedStartMs: number | undefined,
  ) => Promise<void>,
  options: { only?: string; keep?: boolean } = {},
): Promise<void> {
  if (options.only && options.only !== 'embedded' && options.only !== 'postgres')
    throw new Error(`--only embedded|postgres, not ${options.only}`);
  if (options.only !== 'postgres') {
    await withEmbeddedServer(
      name,
      (server) =>
        measure(
          'embedded',
          () => openDatabase({ databaseUrl: server.url, kind: 'embedded' }),
          server.startMs,
        ),
      options,
    );
  }
  const baseUrl = process.env.DATABASE_URL;
  if (options.only === 'postgres' && !baseUrl)
    throw new Error('--only postgres needs DATABASE_URL');
  if (baseUrl && options.only !== 'embedded') {
    await withFreshDatabase(
      baseUrl,
      name,
      (url) =>
        measure('postgres', () => openDatabase({ databaseUrl: url, kind: 'postgres' }), undefined),
      options,
    );
  }
}

/** Print lines of context, then a markdown table. */
export function printTable(info: string[], header: string[], rows: (string | number)[][]): void {
  console.log('');
  for (const line of info) console.log(line);
  console.log(`\n| ${header.join(' | ')} |\n|${header.map(() => ' --- |').join('')}`);
  for (const r of rows) console.log(`| ${r.join(' | ')} |`);
}

/** Exit non-zero on a failure, with its stack. */
export function runMain(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}

/** One read timed four ways (see `againstBaselines`). */
export type Baselined = { envelope: number[]; bare: number[]; raw: number[]; rls: number[] };

/**
 * Time a read, in turns, as its envelope call and as its three baselines: the same SQL behind
 * the bare HTTP route, run directly on the owner connection (no HTTP, auth or RLS), and run as
 * the handler runs it (a transaction as the app role under the site's row-level security).
 * `data(i)` is what call i asks; `call` sends it as an envelope; `raw` is its SQL.
 */
export function againstBaselines(
  handle: DbHandle,
  server: BenchServer,
  n: number,
  probe: {
    data: (i: number) => unknown;
    call: (data: unknown) => Promise<unknown>;
    raw: (data: unknown) => SQL;
  },
  site = 'SXD',
): Promise<Baselined> {
  return interleaved(n, {
    envelope: (i) => probe.call(probe.data(i)),
    bare: (i) => {
      const data = probe.data(i);
      return server.bare(data, () => probe.raw(data));
    },
    raw: (i) => handle.db.execute(probe.raw(probe.data(i))),
    rls: (i) =>
      handle.db.transaction(async (tx) => {
        await tx.execute(
          sql`SELECT set_config('role', ${APP_ROLE}, true), set_config(${SITE_SETTING}, ${site}, true)`,
        );
        await tx.execute(probe.raw(probe.data(i)));
      }),
  });
}

/** The table rows of `againstBaselines`: how, n, p50, p99, envelope/raw, envelope − bare, note. */
export function baselineRows(t: Baselined, note: string) {
  const row = (how: string, values: number[], rowNote: string, ratioOf = '', own = '') => ({
    how,
    ...timings(values),
    ratio: ratioOf,
    own,
    note: rowNote,
  });
  return [
    row(
      'envelope',
      t.envelope,
      note,
      ratio(t.envelope, t.raw),
      ms(pct(t.envelope, 50) - pct(t.bare, 50)),
    ),
    row(
      'same SQL behind a bare HTTP route',
      t.bare,
      'HTTP and JSON as the envelope; no auth, RLS or log',
    ),
    row('raw SQL', t.raw, 'no HTTP, auth or RLS'),
    row('same SQL under RLS', t.rls, 'BEGIN, SET LOCAL ROLE + site, the SQL, COMMIT'),
  ];
}
