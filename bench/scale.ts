/**
 * Several server processes on one PostgreSQL: the floor devices of bench:concurrency (each its
 * own session of `floor` at SXD: 4 item lookups to 1 stock write) plus office users (report
 * runs, the report list, location list pages, as `admin`) against `npm run serve:cluster`
 * with 1, 2 and 4 workers in turn, all on one embedded PostgreSQL 17 (the product's settings,
 * demo data loaded by the first start). Prints for each: calls a second, p50 / p99 of the
 * devices and the office calls, failures, and the throughput against one process.
 *
 *   npm run bench:scale -- [--devices 50] [--office 4] [--seconds 15] [--think 0]
 *     [--office-think 250] [--processes 1,2,4]
 *
 * --think 0 (the default) keeps every device busy (a closed loop), so the figures are what
 * the processes and the database carry, not what the devices ask.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { startEmbeddedPostgres } from '../server/db/embedded-postgres';
import {
  SITE,
  WH,
  device,
  floorFixture,
  freePort,
  login,
  post,
  type DeviceCall,
  type FloorFixture,
} from './floor-devices';
import { arg, ms, pct, printTable, runMain } from './harness';

const DEVICES = Number(arg('devices', '50'));
const OFFICE = Number(arg('office', '4'));
const PHASE_MS = Number(arg('seconds', '15')) * 1000;
const WARM_MS = Math.min(3000, PHASE_MS);
const THINK_MS = Number(arg('think', '0'));
const OFFICE_THINK_MS = Number(arg('office-think', '250'));
const PROCESSES = arg('processes', '1,2,4').split(',').map(Number);

type Cluster = { base: string; child: ChildProcess; startedMs: number };

/** `npm run serve:cluster` with `workers` workers on `databaseUrl`, once every worker listens. */
async function startCluster(workers: number, databaseUrl: string): Promise<Cluster> {
  const port = await freePort();
  const t0 = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/cluster.ts'], {
    env: {
      ...process.env,
      CLUSTER_WORKERS: String(workers),
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOGIN_RATE_LIMIT: '100000',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.split('WMS is running').length - 1 >= workers) resolve();
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`cluster exited (${code}):\n${output}`)));
  });
  child.stdout!.resume();
  child.stderr!.on('data', (chunk: Buffer) => process.stderr.write(chunk));
  return { base: `http://127.0.0.1:${port}`, child, startedMs: performance.now() - t0 };
}

async function stopCluster(cluster: Cluster): Promise<void> {
  const exited = new Promise((resolve) => cluster.child.once('exit', resolve));
  cluster.child.kill('SIGTERM');
  await exited;
}

type OfficeCall = { ms: number; status: number };

/** One office user: a report run, the report list and a page of bins, in turn. */
async function officeUser(
  base: string,
  token: string,
  index: number,
  until: () => boolean,
  out: OfficeCall[],
): Promise<void> {
  const calls = [
    () =>
      post(
        base,
        '/api/reporting/',
        {
          site_id: SITE,
          entity: 'report',
          action: 'report',
          data: { report: 'STOCK_ON_HAND', parameters: { warehouse: WH } },
        },
        token,
      ),
    () =>
      post(
        base,
        '/api/reporting/',
        { site_id: SITE, entity: 'report', action: 'list', data: {} },
        token,
      ),
    () =>
      post(
        base,
        '/api/warehouse/',
        {
          site_id: SITE,
          entity: 'location',
          action: 'list',
          data: { warehouse: WH, limit: 100, offset: (index * 100) % 500 },
        },
        token,
      ),
  ];
  for (let n = index; !until(); n++) {
    const answer = await calls[n % calls.length]!();
    out.push({ ms: answer.ms, status: answer.status });
    if (OFFICE_THINK_MS > 0)
      await new Promise((r) => setTimeout(r, OFFICE_THINK_MS * (0.5 + Math.random())));
  }
}

type Measured = { devices: DeviceCall[]; office: OfficeCall[]; seconds: number };

async function load(
  base: string,
  fx: FloorFixture,
  floor: string[],
  office: string[],
  forMs: number,
): Promise<Measured> {
  const devices: DeviceCall[] = [];
  const officeCalls: OfficeCall[] = [];
  const t0 = performance.now();
  const over = () => performance.now() - t0 > forMs;
  await Promise.all([
    ...floor.map((token, i) => device(base, token, fx, i, over, devices, THINK_MS)),
    ...office.map((token, i) => officeUser(base, token, i, over, officeCalls)),
  ]);
  return { devices, office: officeCalls, seconds: (performance.now() - t0) / 1000 };
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'wms-bench-scale-'));
  chmodSync(dataDir, 0o755);
  const database = await startEmbeddedPostgres({ dataDir, database: 'wms' });
  const rows: (string | number)[][] = [];
  let single = 0;
  try {
    let fx: FloorFixture | undefined;
    let floor: string[] = [];
    let office: string[] = [];
    for (const workers of PROCESSES) {
      const cluster = await startCluster(workers, database.url);
      try {
        if (!fx) {
          const client = new pg.Client({ connectionString: database.url });
          await client.connect();
          fx = await floorFixture(client).finally(() => client.end());
          // Sessions live in PostgreSQL: signed in once, valid through every cluster.
          floor = await Promise.all(
            Array.from({ length: DEVICES }, () => login(cluster.base, 'floor')),
          );
          office = await Promise.all(
            Array.from({ length: OFFICE }, () => login(cluster.base, 'admin')),
          );
        }
        await load(cluster.base, fx, floor, office, WARM_MS);
        const m = await load(cluster.base, fx, floor, office, PHASE_MS);
        const all = [...m.devices, ...m.office];
        const perSecond = all.length / m.seconds;
        if (workers === PROCESSES[0]) single = perSecond;
        const failed = all.filter((c) => c.status >= 500 || c.status === 0).length;
        const refused = all.filter((c) => c.status >= 400 && c.status < 500).length;
        rows.push([
          workers,
          perSecond.toFixed(0),
          `${(perSecond / single).toFixed(2)}x`,
          (m.devices.length / m.seconds).toFixed(0),
          ms(
            pct(
              m.devices.map((c) => c.ms),
              50,
            ),
          ),
          ms(
            pct(
              m.devices.map((c) => c.ms),
              99,
            ),
          ),
          (m.office.length / m.seconds).toFixed(1),
          ms(
            pct(
              m.office.map((c) => c.ms),
              50,
            ),
          ),
          ms(
            pct(
              m.office.map((c) => c.ms),
              99,
            ),
          ),
          `${failed} / ${refused}`,
          (cluster.startedMs / 1000).toFixed(1),
        ]);
      } finally {
        await stopCluster(cluster);
      }
    }
  } finally {
    await database.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  printTable(
    [
      `bench:scale — ${DEVICES} floor devices (4 item lookups to 1 stock write, think ${THINK_MS} ms) and ${OFFICE} office users (report run, report list, location page in turn, think ${OFFICE_THINK_MS} ms), ${PHASE_MS / 1000} s after a ${WARM_MS / 1000} s warm-up, against npm run serve:cluster with N workers on one embedded PostgreSQL 17; ${cpus().length} cores shared by the workers, PostgreSQL and this load.`,
      'Target on 2 cores: 2 processes give at least 1.6x the throughput of 1, with p99 no worse.',
    ],
    [
      'processes',
      'calls/s',
      'vs first',
      'device calls/s',
      'device p50 ms',
      'device p99 ms',
      'office calls/s',
      'office p50 ms',
      'office p99 ms',
      '5xx/failed / 4xx',
      'cluster up in s',
    ],
    rows,
  );
}

runMain(main);
