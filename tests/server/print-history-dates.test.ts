import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPrintJob } from '../../src/contract';
import { startServer } from './harness';
import { startPrinter, type TestPrinter } from './print-printers';
import { rows } from '../../server/db/sql';

const server = startServer();
let admin: string;
let zebra: TestPrinter;

const history = (data: unknown) =>
  server.call<TPrintJob>(admin, 'printing', {
    site_id: 'SXD',
    entity: 'print_job',
    action: 'list',
    data,
  });

const printAdhoc = (reference: string) =>
  server.call<TPrintJob>(admin, 'printing', {
    site_id: 'SXD',
    entity: 'printing',
    action: 'print',
    data: {
      label: 'T_DAY',
      print_string: `^XA^FD${reference}^FS^XZ\n`,
      reference,
      printer_set: 'T-DAY',
    },
    request_id: randomUUID(),
  });

beforeAll(async () => {
  zebra = await startPrinter('ready');
  admin = await server.login('admin');
  const set = await server.call(admin, 'printing', {
    site_id: 'SXD',
    entity: 'printer_set',
    action: 'check',
    data: {
      printer_sets: [
        {
          printer_set: 'T-DAY',
          printer_set_name: 'Day test',
          warehouse: 'DC1',
          printers: [
            {
              printer: 'P1',
              printer_name: 'Loopback Zebra',
              printer_address: '127.0.0.1',
              printer_port: zebra.port,
            },
          ],
          map: [{ label: 'T_DAY', printer: 'P1' }],
        },
      ],
    },
  });
  expect(set.status).toBe(200);
});
afterAll(() => zebra.close());

describe('print history by day, with who printed', () => {
  it('lists the labels asked for on the days chosen (site zone), each with its printed_by', async () => {
    expect((await printAdhoc('DAY-OLD')).status).toBe(200);
    expect((await printAdhoc('DAY-NEW')).status).toBe(200);
    // DAY-OLD was asked for at 01:30 on 2026-03-11 in Melbourne (14:30 UTC on the 10th).
    await server.db.execute(
      sql`UPDATE wms.print_jobs SET created_at = '2026-03-10T14:30:00Z'
          WHERE site_id = 'SXD' AND reference = 'DAY-OLD'`,
    );
    const [zone] = await rows<{ local_zone: string }>(
      server.db,
      sql`SELECT local_zone FROM wms.sites WHERE site_id = 'SXD'`,
    );
    expect(zone!.local_zone).toBe('Australia/Melbourne');

    const onDay = await history({ from_date: '2026-03-11', to_date: '2026-03-11' });
    expect(onDay.status).toBe(200);
    expect(onDay.body.results.map((j) => j.reference)).toEqual(['DAY-OLD']);
    expect(onDay.body.results[0]!.printed_by).toBe('admin');
    // The UTC day is not the site's day.
    const nextDay = await history({ from_date: '2026-03-10', to_date: '2026-03-10' });
    expect(nextDay.body.results.map((j) => j.reference)).not.toContain('DAY-OLD');
    const since = await history({ from_date: '2026-03-12' });
    const refs = since.body.results.map((j) => j.reference);
    expect(refs).toContain('DAY-NEW');
    expect(refs).not.toContain('DAY-OLD');
    const until = await history({ to_date: '2026-03-11', reference: 'DAY-OLD' });
    expect(until.body.results).toHaveLength(1);
  });
});
