import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRINT_MESSAGES as M, type TPrintJob } from '../../src/contract';
import { rows } from '../../server/db/sql';
import { PRINTER_REASONS } from '../../server/print/zebra-tcp';
import { startServer } from './harness';
import { startPrinter, type TestPrinter } from './print-printers';

process.env.PRINTER_CONNECT_TIMEOUT_MS = '1000';
process.env.PRINTER_TIMEOUT_MS = '1500';

const server = startServer();
let printer: TestPrinter;
let admin: string;

const LABEL = '^XA^FDHELD AT THE PRINTER^FS^XZ';

const print = () =>
  server.call<TPrintJob>(admin, 'printing', {
    site_id: 'SXD',
    entity: 'printing',
    action: 'print',
    data: { label: 'T_ADHOC', print_string: LABEL, printer_set: 'T-HELD' },
    request_id: randomUUID(),
  });

const retry = (id: string) =>
  server.call<TPrintJob>(admin, 'printing', {
    site_id: 'SXD',
    entity: 'print_job',
    action: 'retry',
    data: { id },
    request_id: randomUUID(),
  });

const settle = () => new Promise((r) => setTimeout(r, 200));

beforeAll(async () => {
  printer = await startPrinter('ready');
  admin = await server.login('admin');
  const saved = await server.call(admin, 'printing', {
    site_id: 'SXD',
    entity: 'printer_set',
    action: 'check',
    data: {
      printer_sets: [
        {
          printer_set: 'T-HELD',
          printer_set_name: 'Held test',
          warehouse: 'DC1',
          printers: [
            {
              printer: 'P1',
              printer_name: 'Loopback Zebra',
              printer_address: '127.0.0.1',
              printer_port: printer.port,
            },
          ],
          map: [{ label: 'T_ADHOC', printer: 'P1' }],
        },
      ],
    },
  });
  expect(saved.status).toBe(200);
});

afterAll(async () => {
  await printer.close();
});

describe('a label is sent once: ~HS before and after', () => {
  it('a printer out of paper gets no bytes; the job is failed and retryable', async () => {
    printer.mode = 'paperOut';
    printer.modeAfterPrint = undefined;
    const before = printer.prints.length;
    const res = await print();
    expect(res.body.results).toMatchObject([
      { status: 'failed', failure_reason: PRINTER_REASONS.paperOut },
    ]);
    await settle();
    expect(printer.prints.length).toBe(before);
    printer.mode = 'ready';
    const again = await retry(res.body.results[0]!.id);
    expect(again.body.results).toMatchObject([{ status: 'printed' }]);
    await printer.waitForPrints(before + 1);
    expect(printer.prints.slice(before).map((p) => p.toString('utf8'))).toEqual([LABEL]);
  });

  it('paper out after the label arrived: held at the printer, said so; a retry asks first and sends nothing while it is still out', async () => {
    printer.mode = 'ready';
    printer.modeAfterPrint = 'paperOut';
    const before = printer.prints.length;
    const res = await print();
    const job = res.body.results[0]!;
    expect(job).toMatchObject({ status: 'held', failure_reason: PRINTER_REASONS.paperOut });
    expect(res.body.warnings).toEqual([
      { message: M.labelHeld('1 of 1', 'P1', PRINTER_REASONS.paperOut) },
    ]);
    expect(printer.prints.length).toBe(before + 1);
    printer.modeAfterPrint = undefined;
    const asked = printer.statusAsked;
    const again = await retry(job.id);
    expect(again.body.results).toMatchObject([
      { status: 'failed', failure_reason: PRINTER_REASONS.paperOut, retry_of: job.id },
    ]);
    await settle();
    expect(printer.prints.length).toBe(before + 1);
    expect(printer.statusAsked).toBe(asked + 1);
    printer.mode = 'ready';
  });

  it('refuses to retry a label that printed, sending nothing', async () => {
    printer.mode = 'ready';
    const res = await print();
    const job = res.body.results[0]!;
    expect(job.status).toBe('printed');
    await printer.waitForPrints(1);
    await settle();
    const before = printer.prints.length;
    const again = await retry(job.id);
    expect(again.status).toBe(400);
    expect(again.body.errors.map((e) => e.message)).toEqual([M.retryPrinted]);
    await settle();
    expect(printer.prints.length).toBe(before);
  });

  it('a job a stopped server left queued becomes failed (retryable), saying so', async () => {
    const res = await print();
    const job = res.body.results[0]!;
    await server.db.execute(
      sql`UPDATE wms.print_jobs SET status = 'queued', end_time = NULL,
            claimed_at = now() - interval '1 hour' WHERE id = ${job.id}`,
    );
    const queued = await retry(job.id);
    expect(queued.body.errors.map((e) => e.message)).toEqual([M.retryQueued]);
    const until = Date.now() + 10_000;
    let row: { status: string; failure_reason: string | null } | undefined;
    while (Date.now() < until) {
      [row] = await rows<{ status: string; failure_reason: string | null }>(
        server.db,
        sql`SELECT status, failure_reason FROM wms.print_jobs WHERE id = ${job.id}`,
      );
      if (row?.status !== 'queued') break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(row).toEqual({ status: 'failed', failure_reason: M.interrupted });
    const again = await retry(job.id);
    expect(again.body.results).toMatchObject([{ status: 'printed', retry_of: job.id }]);
  });
});
