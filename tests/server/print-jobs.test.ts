import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PACK_LABEL, PRINT_MESSAGES as M, type TPrintJob } from '../../src/contract';
import { labels, printJobs } from '../../server/db/schema';
import { rows } from '../../server/db/sql';
import { PRINTER_REASONS } from '../../server/print/zebra-tcp';
import { startServer } from './harness';
import { closedPort, startPrinter, type TestPrinter } from './print-printers';
import { startSmtp } from './task-smtp';

process.env.PRINTER_CONNECT_TIMEOUT_MS = '1000';
process.env.PRINTER_TIMEOUT_MS = '1500';

const server = startServer();

const LOC =
  '^XA^FO20,20^A0N,40,40^FD{{ location }}|{{ location_name }}^FS^FO20,80^FD{{ counter }}^FS^XZ\n';
const PACK =
  '^XA^FO20,20^BCN,100^FD{{ sscc_number }}^FS^FO20,140^FD{{ container_number }}|{{ counter }}^FS^XZ\n';
const RUN = '^XA^FD{{ run }}|{{ container_number }}|{{ counter }}^FS^XZ\n';

let good: TestPrinter;
let other: TestPrinter;
let paper: TestPrinter;
let silent: TestPrinter;
let admin: string;

type Fixture = {
  location: string;
  location_name: string;
  pack: string;
  sscc: string;
  run: string;
  carton: string;
};
let fx: Fixture;

const print = (token: string, data: unknown, requestId: string = randomUUID(), site = 'SXD') =>
  server.call<TPrintJob>(token, 'printing', {
    site_id: site,
    entity: 'printing',
    action: 'print',
    data,
    request_id: requestId,
  });

const set = (code: string, port: number) => ({
  printer_set: code,
  printer_set_name: `Test ${code}`,
  warehouse: 'DC1',
  printers: [
    {
      printer: 'P1',
      printer_name: 'Loopback Zebra',
      printer_address: '127.0.0.1',
      printer_port: port,
    },
  ],
  map: ['T_LOC', 'T_PACK', 'T_RUN', 'T_ADHOC', 'SSCC_LABEL'].map((label) => ({
    label,
    printer: 'P1',
  })),
});

beforeAll(async () => {
  [good, other, paper, silent] = await Promise.all([
    startPrinter('ready'),
    startPrinter('ready'),
    startPrinter('paperOut'),
    startPrinter('silent'),
  ]);
  const refused = await closedPort();
  admin = await server.login('admin');
  const saved = await server.call(admin, 'printing', {
    site_id: 'SXD',
    entity: 'printer_set',
    action: 'check',
    data: {
      printer_sets: [
        set('T-GOOD', good.port),
        set('T-OTHER', other.port),
        set('T-PAPER', paper.port),
        set('T-HANG', silent.port),
        set('T-REFUSE', refused),
      ],
    },
  });
  expect(saved.status).toBe(200);
  const label = (code: string, entity: 'location' | 'licence_plate' | 'run', body: string) => ({
    site_id: 'SXD',
    label: code,
    entity,
    label_string: body,
  });
  await server.db
    .insert(labels)
    .values([
      label('T_LOC', 'location', LOC),
      label('T_PACK', 'licence_plate', PACK),
      label('T_RUN', 'run', RUN),
    ]);
  const [loc] = await rows<{ location: string; location_name: string }>(
    server.db,
    sql`SELECT location, location_name FROM wms.locations WHERE site_id = 'SXD' AND warehouse = 'DC1' ORDER BY location LIMIT 1`,
  );
  const [pack] = await rows<{ container_number: string; sscc_number: string }>(
    server.db,
    sql`SELECT container_number, sscc_number FROM wms.containers
        WHERE site_id = 'SXD' AND sscc_number <> '' ORDER BY container_id LIMIT 1`,
  );
  // A run with one carton: an order with one pack on a run, the run's other packed orders off it.
  const [run] = await rows<{
    run: string;
    run_id: number;
    sales_order: string;
    container_number: string;
  }>(
    server.db,
    sql`SELECT r.run, r.run_id, so.sales_order, min(c.container_number) AS container_number
        FROM wms.runs r
        JOIN wms.sales_orders so ON so.site_id = r.site_id AND so.run_id = r.run_id
        JOIN wms.containers c ON c.site_id = so.site_id AND c.sales_order = so.sales_order
        WHERE r.site_id = 'SXD'
        GROUP BY r.run, r.run_id, so.sales_order HAVING count(*) = 1
        ORDER BY r.run LIMIT 1`,
  );
  if (run)
    await server.db.execute(
      sql`UPDATE wms.sales_orders SET run_id = NULL
          WHERE site_id = 'SXD' AND run_id = ${run.run_id} AND sales_order <> ${run.sales_order}`,
    );
  expect(loc && pack && run).toBeTruthy();
  fx = {
    location: loc!.location,
    location_name: loc!.location_name,
    pack: pack!.container_number,
    sscc: pack!.sscc_number,
    run: run!.run,
    carton: run!.container_number,
  };
});

afterAll(async () => {
  await Promise.all([good, other, paper, silent].map((p) => p?.close()));
});

describe('printing printing print: labels over raw TCP', () => {
  it('prints a location label: asks ~HS, sends the exact bytes, asks ~HS again; the history row is printed', async () => {
    const before = good.prints.length;
    const asked = good.statusAsked;
    const res = await print(admin, {
      label: 'T_LOC',
      label_type: 'location',
      keys: [fx.location],
      warehouse: 'DC1',
      printer_set: 'T-GOOD',
    });
    expect(res.status).toBe(200);
    expect(res.body.warnings).toEqual([]);
    expect(res.body.results).toMatchObject([
      {
        status: 'printed',
        label: 'T_LOC',
        label_type: 'location',
        printer_set: 'T-GOOD',
        printer: 'P1',
        reference: fx.location,
        counter: '1 of 1',
        attempts: 1,
        failure_reason: null,
      },
    ]);
    expect(res.body.results[0]!.end_time).not.toBeNull();
    await good.waitForPrints(before + 1);
    expect(good.prints[before]!.toString('utf8')).toBe(
      `^XA^FO20,20^A0N,40,40^FH_^FD${fx.location}|${fx.location_name}^FS^FO20,80^FH_^FD1 of 1^FS^XZ\n`,
    );
    expect(good.statusAsked).toBe(asked + 2);
  });

  it("prints a pack's SSCC label with its exact bytes", async () => {
    const before = good.prints.length;
    const res = await print(admin, {
      label: 'T_PACK',
      label_type: 'licence_plate',
      keys: [fx.pack],
      printer_set: 'T-GOOD',
    });
    expect(res.body.results.map((j) => j.status)).toEqual(['printed']);
    await good.waitForPrints(before + 1);
    expect(good.prints[before]!.toString('utf8')).toBe(
      `^XA^FO20,20^BCN,100^FH_^FD${fx.sscc}^FS^FO20,140^FH_^FD${fx.pack}|1 of 1^FS^XZ\n`,
    );
  });

  it('prints 3 copies of a run carton label ("3" read as 3): counters 1 of 3 to 3 of 3 on one connection', async () => {
    const before = good.prints.length;
    const res = await print(admin, {
      label: 'T_RUN',
      label_type: 'run',
      keys: [fx.run],
      copies: '3',
      printer_set: 'T-GOOD',
    });
    expect(res.body.results.map((j) => [j.counter, j.status, j.copies])).toEqual([
      ['1 of 3', 'printed', 3],
      ['2 of 3', 'printed', 3],
      ['3 of 3', 'printed', 3],
    ]);
    await good.waitForPrints(before + 1);
    expect(good.prints[before]!.toString('utf8')).toBe(
      [1, 2, 3].map((n) => `^XA^FH_^FD${fx.run}|${fx.carton}|${n} of 3^FS^XZ\n`).join(''),
    );
  });

  it('reads copies as a whole number: "2.5" and 2.9 print 2; under 1 or over 999 are refused', async () => {
    for (const copies of ['2.5', 2.9]) {
      const res = await print(admin, {
        label: 'T_ADHOC',
        print_string: '^XA^FDCOPIES^FS^XZ',
        copies,
        printer_set: 'T-GOOD',
      });
      expect(res.status).toBe(200);
      expect(res.body.results.map((j) => [j.counter, j.copies])).toEqual([
        ['1 of 2', 2],
        ['2 of 2', 2],
      ]);
    }
    for (const copies of ['0.5', 1000, 'two']) {
      const res = await print(admin, {
        label: 'T_ADHOC',
        print_string: '^XA^FDCOPIES^FS^XZ',
        copies,
        printer_set: 'T-GOOD',
      });
      expect(res.status).toBe(400);
      expect(res.body.errors[0]!.message).toBe(M.copies);
    }
  });

  it('prints a print_string as given', async () => {
    const before = good.prints.length;
    const res = await print(admin, {
      label: 'T_ADHOC',
      print_string: '^XA^FDHELLO DOCK 4^FS^XZ',
      reference: 'ADHOC-1',
      printer_set: 'T-GOOD',
    });
    expect(res.body.results).toMatchObject([{ status: 'printed', reference: 'ADHOC-1' }]);
    await good.waitForPrints(before + 1);
    expect(good.prints[before]!.toString('utf8')).toBe('^XA^FDHELLO DOCK 4^FS^XZ');
  });

  it('the same request_id twice prints once and answers the same jobs', async () => {
    const id = randomUUID();
    const data = {
      label: 'T_LOC',
      label_type: 'location',
      keys: [fx.location],
      warehouse: 'DC1',
      printer_set: 'T-GOOD',
    };
    const before = good.prints.length;
    const first = await print(admin, data, id);
    const second = await print(admin, data, id);
    expect(second.body.results).toEqual(first.body.results);
    await good.waitForPrints(before + 1);
    await new Promise((r) => setTimeout(r, 200));
    expect(good.prints.length).toBe(before + 1);
    const [count] = await rows<{ n: number }>(
      server.db,
      sql`SELECT count(*)::int AS n FROM wms.print_jobs WHERE idempotency_key = ${id}`,
    );
    expect(count!.n).toBe(1);
  });

  it.each([
    ['T-PAPER', PRINTER_REASONS.paperOut],
    ['T-HANG', PRINTER_REASONS.noStatus(1.5)],
    ['T-REFUSE', PRINTER_REASONS.refused],
  ])(
    'a failing printer (%s) answers its reason and leaves a retryable failed row',
    async (setCode, reason) => {
      const res = await print(admin, {
        label: 'T_LOC',
        label_type: 'location',
        keys: [fx.location],
        warehouse: 'DC1',
        printer_set: setCode,
      });
      expect(res.status).toBe(200);
      expect(res.body.results).toMatchObject([
        { status: 'failed', failure_reason: reason, end_time: null },
      ]);
      expect(res.body.warnings).toEqual([{ message: M.labelFailed('1 of 1', 'P1', reason) }]);
      const history = await server.call<TPrintJob>(admin, 'printing', {
        site_id: 'SXD',
        entity: 'print_job',
        action: 'list',
        data: { status: 'failed' },
      });
      expect(history.body.results.map((j) => j.id)).toContain(res.body.results[0]!.id);
    },
  );

  it('retries a failed job on another printer set: same bytes, a new printed row naming the first', async () => {
    const failed = await print(admin, {
      label: 'T_PACK',
      label_type: 'licence_plate',
      keys: [fx.pack],
      printer_set: 'T-PAPER',
    });
    const job = failed.body.results[0]!;
    expect(job.status).toBe('failed');
    const before = other.prints.length;
    const retried = await server.call<TPrintJob>(admin, 'printing', {
      site_id: 'SXD',
      entity: 'print_job',
      action: 'retry',
      data: { id: job.id, printer_set: 'T-OTHER' },
      request_id: randomUUID(),
    });
    expect(retried.body.results).toMatchObject([
      { status: 'printed', printer_set: 'T-OTHER', retry_of: job.id, reference: fx.pack },
    ]);
    await other.waitForPrints(before + 1);
    expect(other.prints[before]!.toString('utf8')).toBe(
      `^XA^FO20,20^BCN,100^FH_^FD${fx.sscc}^FS^FO20,140^FH_^FD${fx.pack}|1 of 1^FS^XZ\n`,
    );
  });

  it('a label the set does not map, an unknown label and no destination are refused, writing nothing', async () => {
    const before = await rows<{ n: number }>(
      server.db,
      sql`SELECT count(*)::int AS n FROM wms.print_jobs`,
    );
    const noMap = await print(admin, {
      label: 'CARTON_LABEL',
      print_string: '^XA^XZ',
      printer_set: 'T-GOOD',
    });
    expect(noMap.status).toBe(400);
    expect(noMap.body.errors[0]!.message).toBe(M.noMap('CARTON_LABEL', 'ZEBRA', 'T-GOOD'));
    const noLabel = await print(admin, {
      label: 'NOPE',
      label_type: 'location',
      keys: [fx.location],
      warehouse: 'DC1',
      printer_set: 'T-GOOD',
    });
    expect(noLabel.body.errors[0]!.message).toBe(M.labelNotFound('NOPE'));
    await server.db.execute(
      sql`UPDATE wms.user_sites SET printer_set = NULL WHERE site_id = 'SXD' AND user_id = 'floor'`,
    );
    const floor = await server.login('floor');
    const noSet = await print(floor, { label: 'T_ADHOC', print_string: '^XA^XZ' });
    expect(noSet.body.errors[0]!.message).toBe(M.noDestination);
    const after = await rows<{ n: number }>(
      server.db,
      sql`SELECT count(*)::int AS n FROM wms.print_jobs`,
    );
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('refuses a user without the warehouse update flag (403) and hides another site’s jobs', async () => {
    const viewer = await server.login('viewer');
    const refused = await print(viewer, {
      label: 'T_ADHOC',
      print_string: '^XA^XZ',
      printer_set: 'T-GOOD',
    });
    expect(refused.status).toBe(403);
    await server.db.insert(printJobs).values({
      site_id: 'TAS',
      idempotency_key: 'tas-only',
      label: 'T_ADHOC',
      body: '^XA^XZ',
      reference: 'TAS-SECRET',
      printed_by: 'admin',
      status: 'printed',
    });
    const sxd = await server.call<TPrintJob>(admin, 'printing', {
      site_id: 'SXD',
      entity: 'print_job',
      action: 'list',
      data: {},
    });
    expect(sxd.body.results.length).toBeGreaterThan(0);
    expect(sxd.body.results.map((j) => j.reference)).not.toContain('TAS-SECRET');
    const tas = await server.call<TPrintJob>(admin, 'printing', {
      site_id: 'TAS',
      entity: 'print_job',
      action: 'list',
      data: {},
    });
    expect(tas.body.results.map((j) => j.reference)).toContain('TAS-SECRET');
    const retry = await server.call<TPrintJob>(admin, 'printing', {
      site_id: 'SXD',
      entity: 'print_job',
      action: 'retry',
      data: { id: tas.body.results[0]!.id, printer_set: 'T-GOOD' },
      request_id: randomUUID(),
    });
    expect(retry.status).toBe(404);
  });

  it('prints to email: the .zpl and a .png of it reach the SMTP server', async () => {
    const smtp = await startSmtp();
    process.env.SMTP_URL = smtp.url;
    try {
      const res = await print(admin, {
        label: 'T_LOC',
        label_type: 'location',
        keys: [fx.location],
        warehouse: 'DC1',
        print_to_email: true,
      });
      expect(res.body.results).toMatchObject([
        { status: 'emailed', email_address: 'admin@wms.example' },
      ]);
      expect(smtp.received).toHaveLength(1);
      const mail = smtp.received[0]!;
      expect(mail.to).toEqual(['admin@wms.example']);
      expect(mail.body).toMatch(/filename="?T_LOC-[^"\s]+\.zpl"?/);
      expect(mail.body).toMatch(/filename="?T_LOC-[^"\s]+\.png"?/);
      expect(mail.body).toContain('Content-Type: image/png');
      const part = (ext: string) =>
        Buffer.from(
          new RegExp(
            `filename=T_LOC[^\\r\\n]*\\.${ext}\\r?\\n\\r?\\n([A-Za-z0-9+/\\r\\n]+=*)`,
          ).exec(mail.body)?.[1] ?? '',
          'base64',
        );
      expect(part('zpl').toString('utf8')).toBe(
        `^XA^FO20,20^A0N,40,40^FH_^FD${fx.location}|${fx.location_name}^FS^FO20,80^FH_^FD1 of 1^FS^XZ\n`,
      );
      // A PNG of the label: its signature, 100 x 150 mm at 8 dots per mm.
      const png = part('png');
      expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([800, 1200]);
    } finally {
      delete process.env.SMTP_URL;
      await smtp.close();
    }
  }, 30_000);
});

describe('printing printing print: the destination on the envelope (document 3)', () => {
  /** A print whose envelope, not its data, says where it goes. */
  const printTo = (where: Record<string, unknown>, data: Record<string, unknown>) => {
    const envelope = {
      site_id: 'SXD',
      entity: 'printing',
      action: 'print',
      data,
      request_id: randomUUID(),
      ...where,
    };
    return server.call<TPrintJob>(admin, 'printing', envelope);
  };
  const adhoc = (text: string) => ({ label: 'T_ADHOC', print_string: `^XA^FD${text}^FS^XZ` });

  it("prints to the envelope's printer_set when the data names none", async () => {
    const before = other.prints.length;
    const res = await printTo({ printer_set: 'T-OTHER' }, adhoc('ENVELOPE SET'));
    expect(res.status).toBe(200);
    expect(res.body.results).toMatchObject([
      { status: 'printed', printer_set: 'T-OTHER', printer: 'P1' },
    ]);
    await other.waitForPrints(before + 1);
    expect(other.prints[before]!.toString('utf8')).toBe('^XA^FDENVELOPE SET^FS^XZ');
  });

  it("the data's own printer_set wins over the envelope's", async () => {
    const before = good.prints.length;
    const res = await printTo(
      { printer_set: 'T-OTHER' },
      { ...adhoc('DATA SET'), printer_set: 'T-GOOD' },
    );
    expect(res.body.results).toMatchObject([{ status: 'printed', printer_set: 'T-GOOD' }]);
    await good.waitForPrints(before + 1);
    expect(good.prints[before]!.toString('utf8')).toBe('^XA^FDDATA SET^FS^XZ');
  });

  it('refuses an envelope printer_set of another site, or a bad email_address, printing nothing', async () => {
    const tasSet = {
      site_id: 'TAS',
      entity: 'printer_set',
      action: 'check',
      data: { printer_sets: [{ ...set('T-TAS', other.port), warehouse: 'HBT' }] },
    };
    expect((await server.call(admin, 'printing', tasSet)).status).toBe(200);
    const before = other.prints.length;
    const count = async () =>
      (await rows<{ n: number }>(server.db, sql`SELECT count(*)::int AS n FROM wms.print_jobs`))[0]!
        .n;
    const jobs = await count();
    const foreign = await printTo({ printer_set: 'T-TAS' }, adhoc('NOT HERE'));
    expect(foreign.status).toBe(404);
    expect(foreign.body.errors[0]!.message).toBe(M.printerSetNotFound('T-TAS'));
    const badEmail = await printTo({ email_address: 'not an address' }, adhoc('NOT HERE'));
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.errors[0]!.exception).toContain('email_address');
    await new Promise((r) => setTimeout(r, 200));
    expect(other.prints.length).toBe(before);
    expect(await count()).toBe(jobs);
  });

  it("mails the labels to the envelope's email_address", async () => {
    const smtp = await startSmtp();
    process.env.SMTP_URL = smtp.url;
    try {
      const res = await printTo({ email_address: 'dock@wms.example' }, adhoc('BY MAIL'));
      expect(res.body.results).toMatchObject([
        { status: 'emailed', email_address: 'dock@wms.example', printer_set: null },
      ]);
      expect(smtp.received.map((m) => m.to)).toEqual([['dock@wms.example']]);
    } finally {
      delete process.env.SMTP_URL;
      await smtp.close();
    }
  }, 30_000);

  it('other calls ignore a printer_set on their envelope', async () => {
    const envelope = {
      site_id: 'SXD',
      entity: 'print_job',
      action: 'list',
      data: { status: 'printed' },
      printer_set: 42,
    };
    const res = await server.call<TPrintJob>(admin, 'printing', envelope);
    expect(res.status).toBe(200);
    expect(res.body.results.length).toBeGreaterThan(0);
  });
});

describe('a pack saved with print_label: queued with the save, sent once after it commits', () => {
  it('prints the new pack’s label once, also when the save is replayed', async () => {
    await server.db.execute(
      sql`UPDATE wms.user_sites SET printer_set = 'T-GOOD' WHERE site_id = 'SXD' AND user_id = 'admin'`,
    );
    // The site's SSCC label, made short to compare byte for byte.
    await server.db.execute(
      sql`UPDATE wms.labels SET label_string = ${PACK} WHERE site_id = 'SXD' AND label = 'SSCC_LABEL'`,
    );
    const envelope = {
      site_id: 'SXD',
      entity: 'container',
      action: 'check',
      data: {
        containers: [{ warehouse: 'DC1', customer_name: 'Print Test' }],
        print_label: true,
      },
      request_id: randomUUID(),
    };
    const before = good.prints.length;
    const saved = await server.call<{ container_number: string; sscc_number: string }>(
      admin,
      'container',
      envelope,
    );
    expect(saved.status).toBe(200);
    expect(saved.body.info).toContainEqual({ message: M.queued(1, DEFAULT_PACK_LABEL) });
    const pack = saved.body.results[0]!;
    await good.waitForPrints(before + 1);
    expect(good.prints[before]!.toString('utf8')).toBe(
      `^XA^FO20,20^BCN,100^FH_^FD${pack.sscc_number}^FS^FO20,140^FH_^FD${pack.container_number}|1 of 1^FS^XZ\n`,
    );
    const again = await server.call(admin, 'container', envelope);
    expect(again.response.headers['idempotent-replay']).toBe('true');
    await new Promise((r) => setTimeout(r, 1200));
    expect(good.prints.length).toBe(before + 1);
    const jobs = await rows<{ status: string; attempts: number }>(
      server.db,
      sql`SELECT status, attempts FROM wms.print_jobs WHERE reference = ${pack.container_number}`,
    );
    expect(jobs).toEqual([{ status: 'printed', attempts: 1 }]);
  });
});

describe('demo print history', () => {
  it('has printed labels and one that did not print for Paper out at SXD', async () => {
    const floor = await server.login('floor');
    const demo = await server.call<TPrintJob>(floor, 'printing', {
      site_id: 'SXD',
      entity: 'print_job',
      action: 'list',
      data: {},
    });
    const seeded = demo.body.results.filter((j) =>
      ['DC1-DESP', 'DC1-RECV'].includes(j.printer_set ?? ''),
    );
    expect(seeded.some((j) => j.status === 'printed' && j.label === 'LOCATION')).toBe(true);
    expect(seeded).toContainEqual(
      expect.objectContaining({
        status: 'failed',
        failure_reason: PRINTER_REASONS.paperOut,
        label: 'PACK_CONTENTS',
      }),
    );
    const times = demo.body.results.map((j) => j.created_at);
    expect([...times].sort().reverse()).toEqual(times);
  });
});
