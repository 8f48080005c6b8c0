import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPrintJob } from '../../src/contract';
import { labels } from '../../server/db/schema';
import { rows } from '../../server/db/sql';
import { startServer } from './harness';
import { startPrinter, type TestPrinter } from './print-printers';

const server = startServer();

const CARTON = '^XA^FO30,505^A0N,70,70^FDCARTON {{ carton_number }} OF {{ carton_count }}^FS^XZ\n';
const LOCATION =
  '^XA^FO20,20^A0N,40,40^FDBAY_NAME {{ location_name }}^FS^FO20,80^BCN,80^FD{{ location }}^FS^XZ\n';
const NASTY = 'Bay 1 ^FS^XZ^XA^FO0,0^GB800,400,400^FS^XZ';

let printer: TestPrinter;
let admin: string;

const print = (data: object) =>
  server.call<TPrintJob>(admin, 'printing', {
    site_id: 'SXD',
    entity: 'printing',
    action: 'print',
    data: { printer_set: 'T-BYTES', ...data },
    request_id: randomUUID(),
  });

/** The bytes of the next print to arrive. */
async function nextPrint(send: () => Promise<unknown>): Promise<string> {
  const before = printer.prints.length;
  await send();
  await printer.waitForPrints(before + 1);
  return printer.prints[before]!.toString('utf8');
}

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
          printer_set: 'T-BYTES',
          printer_set_name: 'Bytes bench',
          warehouse: 'DC1',
          printers: [
            {
              printer: 'P1',
              printer_name: 'Loopback Zebra',
              printer_address: '127.0.0.1',
              printer_port: printer.port,
            },
          ],
          map: ['T_CARTON', 'T_LOCATION'].map((label) => ({ label, printer: 'P1' })),
        },
      ],
    },
  });
  expect(saved.status).toBe(200);
  await server.db.insert(labels).values([
    { site_id: 'SXD', label: 'T_CARTON', entity: 'licence_plate', label_string: CARTON },
    { site_id: 'SXD', label: 'T_LOCATION', entity: 'location', label_string: LOCATION },
  ]);
});

afterAll(async () => {
  await printer.close();
});

describe("a pack label's carton count", () => {
  it('counts the packs of its own order: CARTON 1 OF 2 and CARTON 2 OF 2', async () => {
    const packs = await rows<{ container_number: string; sales_order: string }>(
      server.db,
      sql`SELECT container_number, sales_order FROM wms.containers
          WHERE site_id = 'SXD' AND sales_order IN (
            SELECT sales_order FROM wms.containers WHERE site_id = 'SXD' AND sales_order <> ''
            GROUP BY sales_order HAVING count(*) = 2 ORDER BY sales_order LIMIT 1)
          ORDER BY container_id`,
    );
    expect(packs).toHaveLength(2);
    const [all] = await rows<{ n: number }>(
      server.db,
      sql`SELECT count(*)::int AS n FROM wms.containers WHERE site_id = 'SXD'`,
    );
    expect(all!.n).toBeGreaterThan(2);
    for (const [i, pack] of packs.entries()) {
      const bytes = await nextPrint(() =>
        print({ label: 'T_CARTON', label_type: 'licence_plate', keys: [pack.container_number] }),
      );
      expect(bytes).toBe(`^XA^FO30,505^A0N,70,70^FH_^FDCARTON ${i + 1} OF 2^FS^XZ\n`);
    }
  });
});

describe('ZPL in the data', () => {
  it('prints a location named with ZPL commands as text: one label, its barcode, ^ ~ _ hex-escaped', async () => {
    const [loc] = await rows<{ location: string }>(
      server.db,
      sql`SELECT location FROM wms.locations WHERE site_id = 'SXD' AND warehouse = 'DC1'
          ORDER BY location LIMIT 1`,
    );
    await server.db.execute(
      sql`UPDATE wms.locations SET location_name = ${NASTY + ' ~JA_x'}
          WHERE site_id = 'SXD' AND warehouse = 'DC1' AND location = ${loc!.location}`,
    );
    const bytes = await nextPrint(() =>
      print({
        label: 'T_LOCATION',
        label_type: 'location',
        keys: [loc!.location],
        warehouse: 'DC1',
      }),
    );
    expect(bytes).toBe(
      '^XA^FO20,20^A0N,40,40^FH_^FDBAY_5FNAME ' +
        'Bay 1 _5EFS_5EXZ_5EXA_5EFO0,0_5EGB800,400,400_5EFS_5EXZ _7EJA_5Fx^FS' +
        `^FO20,80^BCN,80^FH_^FD${loc!.location}^FS^XZ\n`,
    );
    expect(bytes.match(/\^XA/g)).toHaveLength(1);
  });
});
