import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TLocation, TPrintJob } from '../../src/contract';
import { labels } from '../../server/db/schema';
import { rows } from '../../server/db/sql';
import { startServer } from './harness';
import { startPrinter, type TestPrinter } from './print-printers';

const server = startServer();
let admin: string;
let zebra: TestPrinter;
let aisle: string;
let inAisle: string[];

const warehouse = (action: string, data: unknown) =>
  server.call<TLocation & { total: number }>(admin, 'warehouse', {
    site_id: 'SXD',
    entity: 'location',
    action,
    data,
  });

beforeAll(async () => {
  zebra = await startPrinter('ready');
  admin = await server.login('admin');
  const [first] = await rows<{ location: string }>(
    server.db,
    sql`SELECT location FROM wms.locations WHERE site_id = 'SXD' AND warehouse = 'DC1'
        ORDER BY location LIMIT 1`,
  );
  aisle = first!.location.split('-')[0]!;
  inAisle = (
    await rows<{ location: string }>(
      server.db,
      sql`SELECT location FROM wms.locations WHERE site_id = 'SXD' AND warehouse = 'DC1'
          AND location LIKE ${`${aisle}-%`} ORDER BY location`,
    )
  ).map((r) => r.location);
  expect(inAisle.length).toBeGreaterThan(1);
});
afterAll(() => zebra.close());

describe('an aisle of locations', () => {
  it('lists and counts the locations whose code starts with the aisle, in any case', async () => {
    const listed = await warehouse('list', {
      warehouse: 'DC1',
      aisle: `${aisle.toLowerCase()}-`,
      limit: 2000,
    });
    expect(listed.status).toBe(200);
    expect(listed.body.results.map((l) => l.location).sort()).toEqual(inAisle);
    const counted = await warehouse('count', { warehouse: 'DC1', aisle: `${aisle}-` });
    expect(counted.body.results[0]!.total).toBe(inAisle.length);
    const none = await warehouse('count', { warehouse: 'DC1', aisle: 'ZZZ-NONE' });
    expect(none.body.results[0]!.total).toBe(0);
  });

  it('prints every label of the aisle twice in one call', async () => {
    await server.db.insert(labels).values({
      site_id: 'SXD',
      label: 'T_AISLE',
      entity: 'location',
      label_string: '^XA^FD{{ location }}|{{ counter }}^FS^XZ\n',
    });
    const set = await server.call(admin, 'printing', {
      site_id: 'SXD',
      entity: 'printer_set',
      action: 'check',
      data: {
        printer_sets: [
          {
            printer_set: 'T-AISLE',
            printer_set_name: 'Aisle printer',
            warehouse: 'DC1',
            printers: [
              {
                printer: 'P1',
                printer_name: 'Loopback Zebra',
                printer_address: '127.0.0.1',
                printer_port: zebra.port,
              },
            ],
            map: [{ label: 'T_AISLE', printer: 'P1' }],
          },
        ],
      },
    });
    expect(set.status).toBe(200);
    const printed = await server.call<TPrintJob>(admin, 'printing', {
      site_id: 'SXD',
      entity: 'printing',
      action: 'print',
      data: {
        label: 'T_AISLE',
        label_type: 'location',
        keys: inAisle,
        warehouse: 'DC1',
        copies: 2,
        printer_set: 'T-AISLE',
      },
      request_id: randomUUID(),
    });
    expect(printed.status).toBe(200);
    const jobs = printed.body.results;
    expect(jobs.every((j) => j.status === 'printed')).toBe(true);
    const n = inAisle.length * 2;
    const expected = inAisle
      .flatMap((l, i) => [
        `^XA^FH_^FD${l}|${2 * i + 1} of ${n}^FS^XZ\n`,
        `^XA^FH_^FD${l}|${2 * i + 2} of ${n}^FS^XZ\n`,
      ])
      .join('');
    expect(zebra.text()).toBe(expected);
  });
});
