import { randomUUID } from 'node:crypto';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CARRIER_MESSAGES,
  PRINT_MAX_LABELS_PER_CALL,
  PRINT_MESSAGES as M,
  type TPrintJob,
  type TQuote,
} from '../../src/contract';
import { labels } from '../../server/db/schema';
import { warmSandboxPool } from '../../server/sandbox/pool';
import { rows } from '../../server/db/sql';
import { sealForOrigin, urlSetKeyBound } from '../../server/secrets/origin-bound';
import { PRINTER_REASONS } from '../../server/print/zebra-tcp';
import { startCarrier, TOLL_IPEC_QUOTE, type TestCarrier } from './carrier-servers';
import { startServer } from './harness';
import { startPrinter, type TestPrinter } from './print-printers';

/*
 * Calls to the outside run with no transaction open: while a carrier or a printer hangs, the
 * server keeps answering everyone else, and the hanging call ends at its time-out.
 */

const CARRIER_TIMEOUT_MS = 1500;
const PRINTER_TIMEOUT_MS = 1500;
process.env.CARRIER_TIMEOUT_MS = String(CARRIER_TIMEOUT_MS);
process.env.PRINTER_CONNECT_TIMEOUT_MS = '1000';
process.env.PRINTER_TIMEOUT_MS = String(PRINTER_TIMEOUT_MS);

const server = startServer();
/** The URL set OC-HANG's key, sealed for the carrier at `url` (a key goes only to its host). */
const keyFor = (url: string) => sealForOrigin('tok', url, urlSetKeyBound('SXD', 'OC-HANG'));

/** A carrier that never answers anything. */
let carrier: TestCarrier;
/** A carrier that quotes at once and never answers a booking. */
let slowBooking: TestCarrier;
let silent: TestPrinter;
let ready: TestPrinter;
let admin: string;
let locations: string[];

const printerSet = (code: string, port: number) => ({
  printer_set: code,
  printer_set_name: `Test ${code}`,
  warehouse: 'DC1',
  printers: [
    { printer: 'P1', printer_name: 'Loopback', printer_address: '127.0.0.1', printer_port: port },
  ],
  map: ['OC_LOC', 'OC_PLAIN'].map((label) => ({ label, printer: 'P1' })),
});

beforeAll(async () => {
  // The server starts its sandbox workers once it listens: label renders never wait for them.
  await warmSandboxPool();
  carrier = await startCarrier(() => 'hang');
  slowBooking = await startCarrier((r) => (r.url === '/api/quotes' ? TOLL_IPEC_QUOTE : 'hang'));
  [silent, ready] = await Promise.all([startPrinter('silent'), startPrinter('ready')]);
  admin = await server.login('admin');
  await server.db.execute(
    sql`INSERT INTO wms.carrier_url_sets (site_id, url_set, platform, base_url, key)
        VALUES ('SXD', 'OC-HANG', 'machship', ${`${carrier.url}/api`}, ${keyFor(carrier.url)})`,
  );
  await server.db.execute(
    sql`INSERT INTO wms.courier_interfaces (site_id, courier, courier_interface, url_set)
        VALUES ('SXD', 'TOLL', 'MACHSHIP', 'OC-HANG')`,
  );
  const saved = await server.call(admin, 'printing', {
    site_id: 'SXD',
    entity: 'printer_set',
    action: 'check',
    data: { printer_sets: [printerSet('OC-HANG', silent.port), printerSet('OC-GOOD', ready.port)] },
  });
  expect(saved.status).toBe(200);
  await server.db.insert(labels).values([
    {
      site_id: 'SXD',
      label: 'OC_LOC',
      entity: 'location',
      label_string: '^XA^FD{{ location }}|{{ counter }}^FS^XZ\n',
    },
    {
      site_id: 'SXD',
      label: 'OC_PLAIN',
      entity: 'location',
      label_string: '^XA^FD{{ location }}^FS^XZ\n',
    },
  ]);
  const found = await rows<{ location: string }>(
    server.db,
    sql`SELECT location FROM wms.locations WHERE site_id = 'SXD' AND warehouse = 'DC1'
        ORDER BY location LIMIT 20`,
  );
  locations = found.map((l) => l.location);
  expect(locations).toHaveLength(20);
});

afterAll(async () => {
  await Promise.all([carrier?.close(), slowBooking?.close(), silent?.close(), ready?.close()]);
});

/** Sessions of this test's database idle inside a transaction for more than 300 ms. */
async function idleInTransaction(): Promise<number> {
  const [row] = await rows<{ n: number }>(
    server.db,
    sql`SELECT count(*)::int AS n FROM pg_stat_activity
        WHERE datname = current_database() AND state = 'idle in transaction'
          AND now() - state_change > interval '300 milliseconds'`,
  );
  return row!.n;
}

/**
 * While `hanging` is in flight: the health check answers within 500 ms, a call of the other
 * site succeeds, and no session sits idle in a transaction. Answers the hanging call's result
 * and how long it took.
 */
async function whileHanging<T>(hanging: () => Promise<T>) {
  const t0 = performance.now();
  const inFlight = hanging();
  let finished = false;
  void inFlight.finally(() => (finished = true));
  await new Promise((r) => setTimeout(r, 400));
  expect(finished).toBe(false);
  const h0 = performance.now();
  const health = await server.app.inject({ method: 'GET', url: '/api/health' });
  const healthMs = performance.now() - h0;
  expect(health.statusCode).toBe(200);
  expect(healthMs).toBeLessThan(500);
  const other = await server.call(admin, 'printing', {
    site_id: 'TAS',
    entity: 'printer_set',
    action: 'list',
    data: {},
  });
  expect(other.status).toBe(200);
  const idle = [await idleInTransaction()];
  await new Promise((r) => setTimeout(r, 300));
  idle.push(await idleInTransaction());
  expect(finished).toBe(false);
  expect(idle).toEqual([0, 0]);
  const result = await inFlight;
  return { result, ms: performance.now() - t0 };
}

describe('a carrier that never answers', () => {
  it('a quote in flight holds no transaction; it ends at its time-out with the carrier warned about', async () => {
    const token = await server.login('floor');
    const { result, ms } = await whileHanging(() =>
      server.call<TQuote>(token, 'consign', {
        site_id: 'SXD',
        entity: 'consign',
        action: 'quote',
        data: { sales_orders: ['SO-900104'] },
      }),
    );
    expect(result.status).toBe(200);
    expect(result.body.results.every((q) => q.courier_interface === 'RATE_CARD')).toBe(true);
    expect(result.body.warnings.map((w) => w.message).join()).toContain(CARRIER_MESSAGES.quote);
    expect(ms).toBeLessThan(CARRIER_TIMEOUT_MS + 1000);
  });

  it('a booking in flight holds no transaction; it fails at its time-out with the carrier message, writing nothing', async () => {
    await server.db.execute(
      sql`UPDATE wms.carrier_url_sets
          SET base_url = ${`${slowBooking.url}/api`}, key = ${keyFor(slowBooking.url)}
          WHERE site_id = 'SXD' AND url_set = 'OC-HANG'`,
    );
    const token = await server.login('floor');
    const { result, ms } = await whileHanging(() =>
      server.call(token, 'consign', {
        site_id: 'SXD',
        entity: 'consign',
        action: 'consign',
        data: { sales_orders: ['SO-900104'], courier_code: 'TOLL', service_code: 'IPEC' },
        request_id: randomUUID(),
      }),
    );
    expect(result.status).toBe(502);
    expect(result.body.errors.map((e) => e.message)).toEqual([CARRIER_MESSAGES.consign]);
    expect(ms).toBeLessThan(CARRIER_TIMEOUT_MS + 1000);
    expect(slowBooking.received.some((r) => r.url === '/api/consignments')).toBe(true);
    const [order] = await rows<{ connote: string }>(
      server.db,
      sql`SELECT connote FROM wms.sales_orders WHERE site_id = 'SXD' AND sales_order = 'SO-900104'`,
    );
    expect(order!.connote).toBe('');
  });
});

describe('a booking made at the carrier, then written', () => {
  let made = 0;
  let booking: TestCarrier;
  beforeAll(async () => {
    // Quotes at once; each booking answers after 300 ms with a new connote; deletes succeed.
    booking = await startCarrier(async (r) => {
      if (r.url === '/api/quotes') return TOLL_IPEC_QUOTE;
      if (r.url === '/api/consignments' && r.method === 'POST') {
        const n = ++made;
        await new Promise((resolve) => setTimeout(resolve, 300));
        return { json: { id: n, connote: `MSXOC${n}`, total: 25, eta: '2026-12-01' } };
      }
      if (r.method === 'DELETE') return { status: 204 };
      return { status: 404 };
    });
    await server.db.execute(
      sql`UPDATE wms.carrier_url_sets
          SET base_url = ${`${booking.url}/api`}, key = ${keyFor(booking.url)}
          WHERE site_id = 'SXD' AND url_set = 'OC-HANG'`,
    );
  });
  afterAll(() => booking?.close());

  const book = (token: string, salesOrder: string, requestId: string) =>
    server.call<{ connote: string }>(token, 'consign', {
      site_id: 'SXD',
      entity: 'consign',
      action: 'consign',
      data: { sales_orders: [salesOrder], courier_code: 'TOLL', service_code: 'IPEC' },
      request_id: requestId,
    });
  const posts = () =>
    booking.received.filter((r) => r.method === 'POST' && r.url === '/api/consignments').length;

  it('the same request_id sent twice at once books once at the carrier and answers the same', async () => {
    const token = await server.login('floor');
    const id = randomUUID();
    const before = posts();
    const [first, second] = await Promise.all([
      book(token, 'SO-900104', id),
      new Promise((r) => setTimeout(r, 100)).then(() => book(token, 'SO-900104', id)),
    ]);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(posts()).toBe(before + 1);
  });

  it('two bookings of one order at once: the second written is refused and its booking deleted at the carrier', async () => {
    const token = await server.login('floor');
    const [a, b] = await Promise.all([
      book(token, 'SO-900106', randomUUID()),
      book(token, 'SO-900106', randomUUID()),
    ]);
    const won = [a, b].filter((r) => r.status === 200);
    const lost = [a, b].filter((r) => r.status !== 200);
    expect(won).toHaveLength(1);
    expect(lost.map((r) => r.status)).toEqual([400]);
    const connote = won[0]!.body.results[0]!.connote;
    const deleted = booking.received
      .filter((r) => r.method === 'DELETE')
      .map((r) => r.url.split('/').pop());
    expect(deleted).toHaveLength(1);
    expect(deleted[0]).not.toBe(connote);
    const [order] = await rows<{ connote: string }>(
      server.db,
      sql`SELECT connote FROM wms.sales_orders WHERE site_id = 'SXD' AND sales_order = 'SO-900106'`,
    );
    expect(order!.connote).toBe(connote);
  });
});

const print = (data: Record<string, unknown>, requestId = randomUUID()) =>
  server.call<TPrintJob>(admin, 'printing', {
    site_id: 'SXD',
    entity: 'printing',
    action: 'print',
    data: { label_type: 'location', warehouse: 'DC1', ...data },
    request_id: requestId,
  });

const jobCount = async (key?: string) => {
  const [row] = await rows<{ n: number }>(
    server.db,
    key
      ? sql`SELECT count(*)::int AS n FROM wms.print_jobs WHERE idempotency_key = ${key}`
      : sql`SELECT count(*)::int AS n FROM wms.print_jobs`,
  );
  return row!.n;
};

describe('a printer that accepts the connection and never answers', () => {
  it('a print in flight holds no transaction; its job fails at the printer time-out with the reason', async () => {
    const { result, ms } = await whileHanging(() =>
      print({ label: 'OC_LOC', keys: [locations[0]], printer_set: 'OC-HANG' }),
    );
    const reason = PRINTER_REASONS.noStatus(PRINTER_TIMEOUT_MS / 1000);
    expect(result.status).toBe(200);
    expect(result.body.results).toMatchObject([{ status: 'failed', failure_reason: reason }]);
    expect(result.body.warnings).toEqual([{ message: M.labelFailed('1 of 1', 'P1', reason) }]);
    expect(ms).toBeLessThan(PRINTER_TIMEOUT_MS + 1000);
  });

  it('the same request_id sent again while the first is at the printer waits for its answer and prints nothing more', async () => {
    const id = randomUUID();
    const data = { label: 'OC_PLAIN', keys: [locations[1]], printer_set: 'OC-HANG' };
    const before = silent.prints.length;
    const asked = silent.statusAsked;
    const first = print(data, id);
    await new Promise((r) => setTimeout(r, 300));
    const second = await print(data, id);
    const answered = await first;
    expect(second.status).toBe(200);
    expect(second.response.headers['idempotent-replay']).toBe('true');
    expect(second.body).toEqual(answered.body);
    // The printer was asked its status once (it never answers, so no label was sent), and the
    // second request made no attempt of its own.
    expect(silent.statusAsked).toBe(asked + 1);
    expect(silent.prints.length).toBe(before);
    expect(await jobCount(id)).toBe(1);
  });
});

describe('the size of a print', () => {
  it('a print over the cap is refused naming the cap and the number asked, writing nothing', async () => {
    const before = await jobCount();
    const printed = ready.prints.length;
    const res = await print({
      label: 'OC_LOC',
      keys: locations,
      copies: 51,
      printer_set: 'OC-GOOD',
    });
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e) => e.message)).toEqual([
      M.tooManyLabels(20 * 51, PRINT_MAX_LABELS_PER_CALL),
    ]);
    expect(await jobCount()).toBe(before);
    expect(ready.prints.length).toBe(printed);
  });

  it.each([
    ['the same bytes for every copy', 'OC_PLAIN'],
    ['a counter on each label', 'OC_LOC'],
  ])(
    'a print at the cap (%s) prints every label on a loopback printer without blocking the server',
    async (_what, label) => {
      const id = randomUUID();
      const printed = ready.prints.length;
      const lag = monitorEventLoopDelay({ resolution: 10 });
      lag.enable();
      const res = await print(
        { label, keys: locations, copies: PRINT_MAX_LABELS_PER_CALL / 20, printer_set: 'OC-GOOD' },
        id,
      );
      lag.disable();
      expect(res.status).toBe(200);
      expect(res.body.results).toHaveLength(PRINT_MAX_LABELS_PER_CALL);
      expect(res.body.results.every((j) => j.status === 'printed')).toBe(true);
      expect(res.body.results.at(-1)!.counter).toBe('1000 of 1000');
      await ready.waitForPrints(printed + 1);
      const bytes = ready.prints[printed]!.toString('utf8');
      expect(bytes.match(/\^XA/g)).toHaveLength(PRINT_MAX_LABELS_PER_CALL);
      expect(bytes.startsWith(`^XA^FH_^FD${locations[0]}`)).toBe(true);
      expect(await jobCount(id)).toBe(PRINT_MAX_LABELS_PER_CALL);
      // The longest the event loop waited during the call (ms).
      expect(lag.max / 1e6).toBeLessThan(400);
    },
  );
});
