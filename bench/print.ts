/**
 * Print benchmark: 1,000 labels rendered with the demo LOCATION label and sent over raw TCP
 * to a loopback printer (a node:net listener on 127.0.0.1 that keeps the bytes and answers
 * `~HS` ready), through the real server (`printing printing print`, one request_id per call).
 * Target: 1,000 labels in < 5 s. Also timed apart: rendering alone, and sending alone.
 *
 *   npx tsx bench/print.ts [--labels 1000] [--locations 100] [--only embedded|postgres]
 *   npm run bench:print
 */
import { randomUUID } from 'node:crypto';
import { createServer, type AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { and, asc, eq } from 'drizzle-orm';
import { buildApp } from '../server/http/app';
import { prepareDatabase } from '../server/db/prepare';
import { locations } from '../server/db/schema';
import { seedDemo } from '../server/seed';
import { loadLabelRecords } from '../server/print/label-data';
import { findLabel, renderLabels } from '../server/print/render-label';
import { sendToPrinter } from '../server/print/zebra-tcp';
import { arg, ms, onEachBackend, printTable, runMain } from './harness';

const LABELS = Number(arg('labels', '1000'));
const LOCATIONS = Number(arg('locations', '100'));
const READY =
  '\x02030,0,0,1218,000,0,0,0,000,0,0,0\x03\r\n\x02000,0,0,0,1,2,6,0,00000000,1,000\x03\r\n\x021234,0\x03\r\n';

/** A loopback label printer: counts the bytes of prints, answers ~HS ready. */
async function loopbackPrinter() {
  const stats = { bytes: 0, prints: 0 };
  const server = createServer((socket) => {
    let status = false;
    socket.on('data', (chunk: Buffer) => {
      if (!status && chunk.length === 3 && chunk.toString('latin1') === '~HS') {
        status = true;
        socket.write(READY);
      } else stats.bytes += chunk.length;
    });
    socket.on('end', () => {
      if (!status) stats.prints += 1;
      socket.end();
    });
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return { port, stats, close: () => new Promise<void>((r) => server.close(() => r())) };
}

runMain(async () => {
  await onEachBackend(
    'print',
    async (backend, open) => {
      const handle = await open();
      await prepareDatabase(handle);
      await seedDemo(handle.db, { scale: 1 });
      const printer = await loopbackPrinter();
      const app = await buildApp({ db: handle.db, kind: handle.kind, loginRateLimit: 100_000 });
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
        const json = (await res.json()) as { token?: string; results?: { status: string }[] };
        if (!res.ok)
          throw new Error(`${path}: ${res.status} ${JSON.stringify(json).slice(0, 300)}`);
        return json;
      };
      try {
        const { token } = await post('/api/auth/login', {
          username: 'admin',
          password: 'demo1234',
        });
        await post(
          '/api/printing/',
          {
            site_id: 'SXD',
            entity: 'printer_set',
            action: 'check',
            data: {
              printer_sets: [
                {
                  printer_set: 'BENCH',
                  printer_set_name: 'Bench loopback',
                  warehouse: 'DC1',
                  printers: [
                    {
                      printer: 'LOOP',
                      printer_name: 'Loopback Zebra',
                      printer_address: '127.0.0.1',
                      printer_port: printer.port,
                    },
                  ],
                  map: [{ label: 'LOCATION', printer: 'LOOP' }],
                },
              ],
            },
          },
          token,
        );
        const locs = (
          await handle.db
            .select({ location: locations.location })
            .from(locations)
            .where(and(eq(locations.site_id, 'SXD'), eq(locations.warehouse, 'DC1')))
            .orderBy(asc(locations.location))
            .limit(LOCATIONS)
        ).map((l) => l.location);
        const copies = Math.ceil(LABELS / locs.length);
        const total = locs.length * copies;
        const print = (keys: string[], n: number) =>
          post(
            '/api/printing/',
            {
              site_id: 'SXD',
              entity: 'printing',
              action: 'print',
              request_id: randomUUID(),
              data: {
                label: 'LOCATION',
                label_type: 'location',
                keys,
                warehouse: 'DC1',
                copies: n,
                printer_set: 'BENCH',
              },
            },
            token,
          );

        // Warm up (sandbox, first queries), then the measured call.
        await print(locs.slice(0, 1), 1);
        const bytesBefore = printer.stats.bytes;
        let t = performance.now();
        const answer = await print(locs, copies);
        const oneCall = performance.now() - t;
        const printed = (answer.results ?? []).filter((j) => j.status === 'printed').length;
        const bytes = printer.stats.bytes - bytesBefore;

        t = performance.now();
        const batches = 20;
        const per = Math.ceil(locs.length / batches);
        for (let i = 0; i < batches; i++) await print(locs.slice(i * per, (i + 1) * per), copies);
        const manyCalls = performance.now() - t;

        const def = (await findLabel(handle.db, 'SXD', 'LOCATION', 'ZEBRA'))!;
        const records = await loadLabelRecords(handle.db, 'SXD', 'location', locs, 'DC1');
        t = performance.now();
        const rendered = await renderLabels(def, records, {
          printed_user: 'admin',
          printed_time: '25-11-26 @ 9:00:00 AM',
          copies,
        });
        const renderOnly = performance.now() - t;
        if (!rendered.ok) throw new Error(rendered.message);
        const payload = Buffer.from(rendered.labels.map((l) => l.body).join(''), 'utf8');
        t = performance.now();
        const sent = await sendToPrinter({ host: '127.0.0.1', port: printer.port }, payload);
        const sendOnly = performance.now() - t;
        if (!sent.ok) throw new Error(sent.reason);

        printTable(
          [
            `Print (${backend}): ${total} LOCATION labels (${locs.length} locations x ${copies} copies) to a loopback Zebra on 127.0.0.1; target < 5 s.`,
          ],
          ['measure', 'labels', 'ms', 'labels/s', 'KB sent'],
          [
            [
              'one print call (render + record + send + ~HS)',
              printed,
              ms(oneCall),
              Math.round(printed / (oneCall / 1000)),
              Math.round(bytes / 1024),
            ],
            [
              `${batches} print calls one after another`,
              total,
              ms(manyCalls),
              Math.round(total / (manyCalls / 1000)),
              '',
            ],
            [
              'render only (renderLabels)',
              rendered.labels.length,
              ms(renderOnly),
              Math.round(rendered.labels.length / (renderOnly / 1000)),
              '',
            ],
            [
              'send only (one connection + ~HS)',
              rendered.labels.length,
              ms(sendOnly),
              Math.round(rendered.labels.length / (sendOnly / 1000)),
              Math.round(payload.length / 1024),
            ],
          ],
        );
        if (printed !== total) throw new Error(`printed ${printed} of ${total}`);
        if (oneCall > 5000) console.log(`\nOVER TARGET: ${ms(oneCall)} ms > 5000 ms`);
      } finally {
        await app.close();
        await printer.close();
        await handle.close();
      }
    },
    { only: arg('only', 'embedded') },
  );
});
