/**
 * Many users at once: 50 simulated floor devices (each its own session of `floor` at SXD,
 * looking items up and writing stock movements) against the product as `npm start` starts it
 * (server/main.ts in its own process, the embedded PostgreSQL, the demo data), first quiet,
 * then beside each hostile load in turn:
 *
 * - a carrier that never answers (consign quote through a machship URL set on loopback);
 * - a runaway template (a label preview that loops);
 * - `generate_series(1, 1e9)` in the SQL tool, by a view-only user;
 * - a 100,000-row report export (CSV, read to the end);
 * - a 10,000-label print (20 locations x 500 copies, to a loopback Zebra).
 *
 * It prints p50/p99 of the devices' calls per phase, their 5xx count, the slowest
 * /api/health, and how each hostile call ended.
 *
 *   npm run bench:concurrency -- [--devices 50] [--seconds 15] [--think 250] [--hostile 2]
 *     [--phases quiet,carrier,template,series,export,print] [--profile <folder for a CPU profile>]
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer as createHttpServer, type ServerResponse } from 'node:http';
import { createServer as createTcpServer, type AddressInfo, type Socket } from 'node:net';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import {
  SITE,
  WH,
  device,
  floorFixture,
  freePort,
  login,
  post,
  type Answer,
  type DeviceCall,
  type FloorFixture,
} from './floor-devices';
import { arg, ms, pct, printTable, runMain } from './harness';

const DEVICES = Number(arg('devices', '50'));
const PHASE_MS = Number(arg('seconds', '15')) * 1000;
const THINK_MS = Number(arg('think', '250'));
const HOSTILE = Number(arg('hostile', '2'));
/** The phases to run (quiet and the hostile loads by their short names); all by default. */
const PHASES = new Set(arg('phases', 'quiet,carrier,template,series,export,print').split(','));
/** A folder for the server's V8 CPU profile (written when it stops); none by default. */
const PROFILE_DIR = arg('profile', '');

/** An HTTP carrier on loopback that takes every request and never answers. */
async function hangingCarrier() {
  const open = new Set<ServerResponse>();
  const server = createHttpServer((req, res) => {
    req.resume();
    open.add(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received: () => open.size,
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of open) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A raw-TCP Zebra on loopback: answers `~HS` ready, keeps a count of the bytes printed. */
async function readyPrinter() {
  let bytes = 0;
  const sockets = new Set<Socket>();
  const server = createTcpServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    socket.on('data', (chunk: Buffer) => {
      if (chunk.toString('latin1') === '~HS')
        socket.write(
          '\x02030,0,0,1218,000,0,0,0,000,0,0,0\x03\r\n\x02000,0,0,0,1,2,6,0,00000000,1,000\x03\r\n\x021234,0\x03\r\n',
        );
      else bytes += chunk.length;
    });
    socket.on('end', () => socket.end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    bytes: () => bytes,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

type Product = { base: string; dbUrl: string; child: ChildProcess; dataDir: string };

/** `npm start`'s server (server/main.ts) on a fresh data folder: embedded PostgreSQL, demo data. */
async function startProduct(): Promise<Product> {
  const dataDir = mkdtempSync(join(tmpdir(), 'wms-bench-concurrency-'));
  chmodSync(dataDir, 0o755);
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOGIN_RATE_LIMIT: '100000',
    LOG_LEVEL: 'warn',
  };
  delete env.DATABASE_URL;
  const profile = PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', 'server/main.ts'], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const dbPort = await new Promise<number>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const at = /embedded PostgreSQL 17 in .* \(127\.0\.0\.1:(\d+)\)/.exec(output);
      if (output.includes('WMS is running') && at) resolve(Number(at[1]));
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code) => reject(new Error(`server exited (${code}):\n${output}`)));
  });
  child.stdout!.resume();
  child.stderr!.on('data', (chunk: Buffer) => process.stderr.write(chunk));
  const password = readFileSync(join(dataDir, 'postgres.password'), 'utf8').trim();
  return {
    base: `http://127.0.0.1:${port}`,
    dbUrl: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${dbPort}/wms`,
    child,
    dataDir,
  };
}

async function stopProduct(product: Product): Promise<void> {
  const exited = new Promise((resolve) => product.child.once('exit', resolve));
  product.child.kill('SIGTERM');
  await exited;
  rmSync(product.dataDir, { recursive: true, force: true });
}

type Fixture = FloorFixture & {
  packedOrder: string;
  locationLabel: string;
};

/** What the devices and the hostile calls use, read (and the hostile peers set up) as the owner. */
async function arrange(dbUrl: string, carrierUrl: string): Promise<Fixture> {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    const { items, locations } = await floorFixture(client);
    const [order] = (
      await client.query<{ so: string }>(
        `SELECT so.sales_order AS so FROM wms.sales_orders so
         WHERE so.site_id = $1 AND so.wms_status = 'packed' AND coalesce(so.connote, '') = ''
           AND EXISTS (SELECT 1 FROM wms.containers c
                       WHERE c.site_id = so.site_id AND c.sales_order = so.sales_order)
         ORDER BY 1 LIMIT 1`,
        [SITE],
      )
    ).rows;
    const [label] = (
      await client.query<{ label: string }>(
        `SELECT label FROM wms.labels WHERE site_id = $1 AND entity = 'location' ORDER BY 1 LIMIT 1`,
        [SITE],
      )
    ).rows;
    if (!order || !label || items.length === 0 || locations.length < 20)
      throw new Error('the demo data lacks a packed order, a location label, items or bins');
    // Courier TOLL of SXD quoted through a machship URL set whose server never answers (no
    // key: a key written here would not be sealed for its host, and the server would refuse it).
    await client.query(
      `INSERT INTO wms.carrier_url_sets (site_id, url_set, platform, base_url, key)
       VALUES ($1, 'BENCH-HANG', 'machship', $2, '')`,
      [SITE, `${carrierUrl}/api`],
    );
    await client.query(
      `INSERT INTO wms.courier_interfaces (site_id, courier, courier_interface, url_set)
       VALUES ($1, 'TOLL', 'MACHSHIP', 'BENCH-HANG')
       ON CONFLICT DO NOTHING`,
      [SITE],
    );
    await client.query(
      `UPDATE wms.courier_interfaces SET courier_interface = 'MACHSHIP', url_set = 'BENCH-HANG'
       WHERE site_id = $1 AND courier = 'TOLL'`,
      [SITE],
    );
    return { items, locations, packedOrder: order.so, locationLabel: label.label };
  } finally {
    await client.end();
  }
}

type Hostile = { key: string; name: string; limit: string; call: () => Promise<Answer> };

async function main(): Promise<void> {
  const carrier = await hangingCarrier();
  const printer = await readyPrinter();
  const t0 = performance.now();
  const product = await startProduct();
  const startedIn = performance.now() - t0;
  try {
    const fx = await arrange(product.dbUrl, carrier.url);
    const { base } = product;
    const admin = await login(base, 'admin');
    const viewer = await login(base, 'viewer');
    const tokens: string[] = [];
    for (let i = 0; i < DEVICES; i++) tokens.push(await login(base, 'floor'));

    // The printer set of the print phase, and the report of the export phase, saved as admin.
    const setSaved = await post(
      base,
      '/api/printing/',
      {
        site_id: SITE,
        entity: 'printer_set',
        action: 'check',
        data: {
          printer_sets: [
            {
              printer_set: 'BENCH',
              printer_set_name: 'Bench loopback',
              warehouse: WH,
              printers: [
                {
                  printer: 'P1',
                  printer_name: 'Loopback Zebra',
                  printer_address: '127.0.0.1',
                  printer_port: printer.port,
                },
              ],
              map: [{ label: fx.locationLabel, printer: 'P1' }],
            },
          ],
        },
      },
      admin,
    );
    if (setSaved.status !== 200) throw new Error(`printer set: ${setSaved.message}`);
    const reportSaved = await post(
      base,
      '/api/reporting/',
      {
        site_id: SITE,
        entity: 'report',
        action: 'check',
        data: {
          definition: {
            report: 'BENCH_100K',
            label: 'Bench 100k',
            group: 'Bench',
            parameters: [],
            operations: [
              {
                operation_number: 1,
                operation_name: 'rows',
                database: 'wms',
                sql_command:
                  'SELECT g AS n, md5(g::text) AS hash, now() AS at FROM generate_series(1, 100000) g',
              },
            ],
          },
        },
      },
      admin,
    );
    if (reportSaved.status !== 200) throw new Error(`report: ${reportSaved.message}`);

    const hostiles: Hostile[] = [
      {
        key: 'carrier',
        name: 'carrier never answers (consign quote)',
        limit: 'CARRIER_TIMEOUT_MS 10 s',
        call: () =>
          post(
            base,
            '/api/consign/',
            {
              site_id: SITE,
              entity: 'consign',
              action: 'quote',
              data: { sales_orders: [fx.packedOrder] },
            },
            admin,
          ),
      },
      {
        key: 'template',
        name: 'runaway template (label preview)',
        limit: 'template time limit',
        call: () =>
          post(
            base,
            '/api/printing/',
            {
              site_id: SITE,
              entity: 'label',
              action: 'preview',
              data: {
                label: {
                  entity: 'location',
                  label_size: '100x50',
                  label_string: '^XA{% for i in range(0, 100000000) %}{{ i }}{% endfor %}^XZ',
                },
              },
            },
            admin,
          ),
      },
      {
        key: 'series',
        name: 'generate_series(1, 1e9) (SQL tool, viewer)',
        limit: 'SQL tool statement time-out',
        call: () =>
          post(
            base,
            '/api/query/',
            {
              site_id: SITE,
              entity: 'query',
              action: 'query',
              data: {
                query_type: 'select',
                sql_commands: [
                  {
                    database: 'staging',
                    query_name: 'sql_tool',
                    sql_command: 'SELECT count(*) FROM generate_series(1, 1e9)',
                  },
                ],
              },
            },
            viewer,
          ),
      },
      {
        key: 'export',
        name: '100,000-row export (report, CSV)',
        limit: 'report time-out',
        call: () =>
          post(
            base,
            '/api/reporting/export',
            { site_id: SITE, data: { report: 'BENCH_100K', format: 'csv', parameters: {} } },
            admin,
          ),
      },
      {
        key: 'print',
        name: '10,000-label print (20 bins x 500 copies)',
        limit: 'labels per print',
        call: () =>
          post(
            base,
            '/api/printing/',
            {
              site_id: SITE,
              entity: 'printing',
              action: 'print',
              request_id: randomUUID(),
              data: {
                label: fx.locationLabel,
                label_type: 'location',
                keys: fx.locations.slice(0, 20),
                warehouse: WH,
                copies: 500,
                printer_set: 'BENCH',
              },
            },
            admin,
          ),
      },
    ];

    const rows: (string | number)[][] = [];
    const endings: (string | number)[][] = [];
    const owner = new pg.Client({ connectionString: product.dbUrl });
    await owner.connect();
    /** The server's own time (activity log) of the devices' calls of a phase: p50 and p99. */
    const serverTimes = async (from: Date, to: Date) => {
      const {
        rows: [row],
      } = await owner.query<{ p50: number; p99: number }>(
        `SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY duration) AS p50,
                percentile_cont(0.99) WITHIN GROUP (ORDER BY duration) AS p99
         FROM wms.activity_log
         WHERE user_id = 'floor' AND start_time BETWEEN $1 AND $2
           AND entity IN ('inventory', 'movement')`,
        [from, to],
      );
      return row ?? { p50: 0, p99: 0 };
    };
    const phase = async (name: string, hostile?: Hostile) => {
      const calls: DeviceCall[] = [];
      const from = new Date();
      const health: number[] = [];
      const ended: Answer[] = [];
      const stopAt = performance.now() + PHASE_MS;
      const over = () => performance.now() > stopAt;
      const probes = (async () => {
        while (!over()) {
          const t = performance.now();
          await fetch(`${base}/api/health`).then((r) => r.arrayBuffer());
          health.push(performance.now() - t);
          await new Promise((r) => setTimeout(r, 250));
        }
      })();
      const hostileLoops = hostile
        ? Array.from({ length: HOSTILE }, async () => {
            while (!over()) ended.push(await hostile.call());
          })
        : [];
      await Promise.all([
        ...tokens.map((token, i) => device(base, token, fx, i, over, calls, THINK_MS)),
        probes,
        ...hostileLoops,
      ]);
      const server = await serverTimes(from, new Date());
      const times = calls.map((c) => c.ms);
      const reads = calls.filter((c) => !c.write).map((c) => c.ms);
      const writes = calls.filter((c) => c.write).map((c) => c.ms);
      rows.push([
        name,
        calls.length,
        ms(pct(times, 50)),
        ms(pct(times, 99)),
        ms(pct(reads, 99)),
        ms(pct(writes, 99)),
        `${ms(Number(server.p50))} / ${ms(Number(server.p99))}`,
        ms(Math.max(...times)),
        calls.filter((c) => c.status >= 500 || c.status === 0).length,
        calls.filter((c) => c.status >= 400 && c.status < 500).length,
        ms(Math.max(...health)),
      ]);
      if (hostile) {
        const byEnd = new Map<string, number[]>();
        for (const a of ended) {
          const key = `${a.status} ${a.message.slice(0, 110)}`;
          byEnd.set(key, [...(byEnd.get(key) ?? []), a.ms]);
        }
        for (const [ending, times] of byEnd)
          endings.push([
            hostile.name,
            hostile.limit,
            times.length,
            ending,
            `${(Math.max(...times) / 1000).toFixed(2)} s`,
          ]);
      }
    };

    // Warm-up (not reported): the devices' first calls, the server's and database's caches,
    // and the statistics PostgreSQL gathers on the freshly seeded tables.
    await phase('warm-up');
    rows.length = 0;
    if (PHASES.has('quiet')) await phase('quiet');
    for (const hostile of hostiles) if (PHASES.has(hostile.key)) await phase(hostile.name, hostile);

    printTable(
      [
        `bench:concurrency — ${DEVICES} floor devices (own sessions of 'floor' at ${SITE}: 4 item lookups to 1 stock write, ${THINK_MS} ms ± 50% think time), ${PHASE_MS / 1000} s a phase; the hostile call ${HOSTILE}x at once, again and again.`,
        `Product started as npm start does (server/main.ts, embedded PostgreSQL 17, demo data) in ${(startedIn / 1000).toFixed(1)} s; ${cpus().length} cores.`,
        'Targets: quiet p99 < 50 ms; each hostile phase p99 < 150 ms and no 5xx; each hostile call ends with a clear 4xx or its time-out within its limit + 1 s.',
      ],
      [
        'phase',
        'device calls',
        'p50 ms',
        'p99 ms',
        'reads p99',
        'writes p99',
        'in the server p50 / p99',
        'max ms',
        '5xx/failed',
        '4xx',
        'slowest /api/health ms',
      ],
      rows,
    );
    printTable(
      ['How each hostile call ended:'],
      ['hostile load', 'its limit', 'calls', 'status and message', 'slowest'],
      endings,
    );
    console.log(`\nprinter received ${printer.bytes().toLocaleString('en')} bytes`);
    await owner.end();
  } finally {
    await stopProduct(product);
    await carrier.close();
    await printer.close();
  }
}

runMain(main);
