/**
 * Report export benchmark: a report of 100,000 movements (10 columns) exported through the real
 * server, `POST /api/reporting/export`, as CSV and as XLSX, the answer read as a stream by a
 * client that counts bytes and lines but keeps nothing. The report's SQL runs through the
 * read-only runner (a cursor fetched 1,000 rows at a time) and each batch is written before
 * the next is fetched, so memory stays flat: the process's RSS and heap are sampled every
 * 10 ms and their growth over the idle server is printed.
 *
 * Targets: 100k rows to CSV in < 3 s; RSS / heap growth a small fraction of the file.
 *
 *   node --expose-gc --import tsx bench/report-export.ts [--rows 100000] [--only embedded|postgres]
 *   npm run bench:report
 */
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { buildApp } from '../server/http/app';
import { prepareDatabase } from '../server/db/prepare';
import type { DbHandle } from '../server/db/types';
import { seedDemo } from '../server/seed';
import { arg, onEachBackend, printTable, runMain } from './harness';

const ROWS = Number(arg('rows', '100000'));
/** A larger CSV run: memory that stays flat does not grow with the rows. */
const LARGE = Number(arg('large', '400000'));
const ONLY = arg('only', 'embedded');
const MB = 1024 * 1024;

/** Movements added for the benchmark (the demo's own are kept). */
const BENCH_REFERENCE = 'BENCH-EXPORT';

/** Stream straight from a table: the cursor hands rows over as the scan finds them. */
const REPORT_SQL = `SELECT m.movement_id, m.timestamp, m.operator, m.movement_type, m.warehouse,
       m.inventory_code, m.from_location, m.to_location, m.movement_qty::float8 AS quantity,
       m.notes
  FROM wms.movements m
 WHERE m.reference = 'BENCH-EXPORT' AND m.timestamp >= :from_date::timestamptz
 LIMIT :row_count::int`;

type Sample = { rss: number; heap: number; live: number };

/**
 * Sample the process's memory until stopped; answers the peaks: RSS and heap every 10 ms, and
 * (with --expose-gc) the live heap, after a full collection, every 2 s: what is really held.
 */
function sampler() {
  const peak: Sample = { rss: 0, heap: 0, live: 0 };
  const take = () => {
    const m = process.memoryUsage();
    peak.rss = Math.max(peak.rss, m.rss);
    peak.heap = Math.max(peak.heap, m.heapUsed);
  };
  const collect = () => {
    global.gc?.();
    peak.live = Math.max(peak.live, process.memoryUsage().heapUsed);
  };
  take();
  const timer = setInterval(take, 10);
  const gcTimer = setInterval(collect, 2000);
  return {
    stop: () => {
      clearInterval(timer);
      clearInterval(gcTimer);
      take();
      return peak;
    },
  };
}

async function measure(handle: DbHandle): Promise<(string | number)[][]> {
  await prepareDatabase(handle);
  await seedDemo(handle.db, { scale: 1 });
  await handle.db.execute(sql`
    WITH items AS (
      SELECT array_agg(inventory_code ORDER BY inventory_code) AS codes
      FROM wms.inventory WHERE site_id = 'SXD'),
    houses AS (
      SELECT array_agg(warehouse ORDER BY warehouse) AS codes
      FROM wms.warehouses WHERE site_id = 'SXD')
    INSERT INTO wms.movements (site_id, timestamp, operator, movement_type, warehouse,
      inventory_code, from_location, to_location, movement_qty, reference, notes)
    SELECT 'SXD', timestamptz '2026-01-01' + make_interval(secs => g), 'bench.user',
      (ARRAY['PICK', 'TRANSFER', 'PUT_AWAY', 'RECEIPT'])[g % 4 + 1],
      houses.codes[g % cardinality(houses.codes) + 1],
      items.codes[g % cardinality(items.codes) + 1], 'A-' || lpad((g % 400)::text, 3, '0'),
      'B-' || lpad((g % 300)::text, 3, '0'), (g % 97 + 1) * 1.25, ${BENCH_REFERENCE},
      'Counted "twice", moved once'
    FROM generate_series(1, ${Math.max(ROWS, LARGE)}) g, items, houses`);
  const app = await buildApp({ db: handle.db, kind: handle.kind, loginRateLimit: 100_000 });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  try {
    const post = (path: string, body: unknown, token?: string) =>
      fetch(base + path, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(body),
      });
    const login = (await (
      await post('/api/auth/login', { username: 'admin', password: 'demo1234' })
    ).json()) as { token: string };
    const saved = await post(
      '/api/reporting/',
      {
        site_id: 'SXD',
        entity: 'report',
        action: 'check',
        data: {
          definition: {
            report: 'BENCH_EXPORT',
            label: 'Bench export',
            group: 'Bench',
            parameters: [
              { database_field: 'row_count', display_name: 'Rows', field_type: 'number' },
              { database_field: 'from_date', display_name: 'From', field_type: 'from_date' },
            ],
            operations: [
              {
                operation_number: 1,
                operation_name: 'rows',
                database: 'wms',
                sql_command: REPORT_SQL,
              },
            ],
          },
        },
      },
      login.token,
    );
    if (!saved.ok) throw new Error(`save: ${saved.status} ${await saved.text()}`);

    const out: (string | number)[][] = [];
    const runs: ['csv' | 'xlsx', number][] = [
      ['csv', ROWS],
      ['xlsx', ROWS],
      ['csv', LARGE],
    ];
    for (const [format, rowCount] of runs) {
      global.gc?.();
      await new Promise((r) => setTimeout(r, 200));
      const idle = process.memoryUsage();
      const mem = sampler();
      const t0 = performance.now();
      const body = JSON.stringify({
        site_id: 'SXD',
        data: {
          report: 'BENCH_EXPORT',
          format,
          parameters: { row_count: rowCount, from_date: '2026-01-01T00:00:00' },
        },
      });
      // A plain HTTP client that counts what arrives and keeps nothing.
      const { bytes, newlines, firstByte, status } = await new Promise<{
        bytes: number;
        newlines: number;
        firstByte: number;
        status: number;
      }>((resolve, reject) => {
        const req = request(
          `${base}/api/reporting/export`,
          {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              authorization: `Bearer ${login.token}`,
            },
          },
          (res) => {
            let n = 0;
            let lines = 0;
            let first = 0;
            res.on('data', (chunk: Buffer) => {
              if (!first) first = performance.now() - t0;
              n += chunk.length;
              if (format === 'csv') {
                for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines += 1;
              }
            });
            res.on('end', () =>
              resolve({ bytes: n, newlines: lines, firstByte: first, status: res.statusCode ?? 0 }),
            );
            res.on('error', reject);
          },
        );
        req.on('error', reject);
        req.end(body);
      });
      const seconds = (performance.now() - t0) / 1000;
      const peak = mem.stop();
      if (status !== 200) throw new Error(`export ${format}: ${status}`);
      // The header, each row and the totals line (quantity adds up).
      if (format === 'csv' && newlines !== rowCount + 2)
        throw new Error(`csv: ${newlines} lines for ${rowCount} rows`);
      out.push([
        format.toUpperCase(),
        rowCount.toLocaleString('en'),
        (firstByte / 1000).toFixed(2),
        seconds.toFixed(2),
        Math.round(rowCount / seconds).toLocaleString('en'),
        (bytes / MB).toFixed(1),
        ((peak.rss - idle.rss) / MB).toFixed(1),
        ((peak.heap - idle.heapUsed) / MB).toFixed(1),
        global.gc ? ((peak.live - idle.heapUsed) / MB).toFixed(1) : 'n/a',
        format === 'csv' && rowCount === 100_000 ? (seconds < 3 ? 'yes' : 'NO') : '-',
      ]);
    }
    return out;
  } finally {
    await app.close();
  }
}

runMain(async () => {
  await onEachBackend(
    'report',
    async (backend, open) => {
      const handle = await open();
      try {
        const table = await measure(handle);
        printTable(
          [
            `Report export through POST /api/reporting/export on ${backend} (10 columns of wms.movements; read-only runner, cursor batches of 1,000; a plain HTTP client counting bytes).`,
            'Memory: growth of the process (server and client) over the idle server: RSS and heap sampled every 10 ms, live heap after a full GC every 2 s.',
            `Load average at the end: ${loadavg()
              .map((l) => l.toFixed(1))
              .join(', ')} on ${cpus().length} cores (timings are shared with other work).`,
          ],
          [
            'format',
            'rows',
            'first byte s',
            'total s',
            'rows/s',
            'file MB',
            'peak RSS growth MB',
            'peak heap growth MB',
            'live heap growth MB',
            '100k CSV < 3 s',
          ],
          table,
        );
      } finally {
        await handle.close();
      }
    },
    { only: ONLY },
  );
});
