import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FISH_LABEL,
  FISH_LABEL_TEMPLATES,
  FISH_MESSAGES as M,
  PICK_MESSAGES,
  STOCK_NOT_ON_SHELF,
  fishLineVariant,
  type TEnvelopeAnswer,
  type TFishPickLine,
  type TPrintJob,
  type TTemplateRendered,
} from '../../src/contract';
import { pickLines } from '../../server/db/schema';
import { rows } from '../../server/db/sql';
import { seedClock } from '../../server/seed/clock';
import { demoNow } from './demo-now';
import { FISH_USER } from '../../server/seed/demo-fish';
import { startServer } from './harness';
import { snapshot } from './helpers';
import { startPrinter, type TestPrinter } from './print-printers';

process.env.PRINTER_CONNECT_TIMEOUT_MS = '1000';
process.env.PRINTER_TIMEOUT_MS = '1500';

const server = startServer();
const clock = seedClock(demoNow(), 'Australia/Hobart');
const today = clock.date(clock.at(0, 12));
const inTwoDays = clock.date(clock.at(-2, 12));

const fish = <T>(token: string, action: string, data: unknown, site = 'TAS') =>
  server.call<T>(token, 'sales_order', { site_id: site, entity: 'pick_lines', action, data });
const messages = (body: TEnvelopeAnswer<unknown>) => body.errors.map((e) => e.message);
const range = { from_date: today, to_date: inTwoDays, warehouse: 'HBT' };

async function onHand(code: string, location: string): Promise<number> {
  const [r] = await rows<{ q: number }>(
    server.db,
    sql`SELECT COALESCE(sum(quantity), 0)::float8 AS q FROM wms.on_hands
        WHERE site_id = 'TAS' AND warehouse = 'HBT' AND inventory_code = ${code}
          AND location = ${location}`,
  );
  return r!.q;
}

let token: string;
let printer: TestPrinter;

beforeAll(async () => {
  token = await server.login(FISH_USER);
  printer = await startPrinter('ready');
});
afterAll(async () => {
  await printer.close();
});

describe('fish processing (sales_order / pick_lines)', () => {
  it("lists the warehouse's Fresh Fish lines for the dates, with run, customer and units", async () => {
    const got = await fish<TFishPickLine>(token, 'get', range);
    expect(got.status).toBe(200);
    const lines = got.body.results;
    expect(new Set(lines.map((l) => l.sales_order_number)).size).toBe(7);
    expect(lines.every((l) => l.required_date >= today && l.required_date <= inTwoDays)).toBe(true);
    const trumpeter = lines.find(
      (l) => l.sales_order_number === 'SO-700101' && l.inventory_code === 'TRU-STR-FIL-KG',
    )!;
    expect(trumpeter).toMatchObject({
      customer_name: 'Salamanca Seafood Grill',
      run_name: 'HBT North Metro',
      operator_instructions: 'Fillet skin off, pin-boned. Pack on ice',
      quantity_req: 4.5,
      quantity_picked: 0,
      stocking_factor_unit: 'KG',
      randome_measure: true,
      pick_line_status: 'open',
      required_date: today,
      warehouse_id: 'HBT',
    });
    const packs = lines.find((l) => l.inventory_code === 'FLT-TIG-FIL-1KG')!;
    expect(packs.randome_measure).toBe(false);
    // The picks of other sections (the chilled pick face) are not fish lines.
    const todayOnly = await fish<TFishPickLine>(token, 'get', { ...range, to_date: today });
    expect(new Set(todayOnly.body.results.map((l) => l.sales_order_number))).toEqual(
      new Set(['SO-700101', 'SO-700102', 'SO-700103']),
    );
    const chilled = await fish<TFishPickLine>(token, 'get', {
      ...range,
      picking_section: 'fresh fish',
    });
    expect(chilled.body.results.length).toBe(lines.length);
  });

  it('needs the dates and a warehouse; ALL is refused', async () => {
    const noDate = await fish(token, 'get', { to_date: today, warehouse: 'HBT' });
    expect(noDate.status).toBe(400);
    const all = await fish(token, 'get', { ...range, warehouse: 'ALL' });
    expect(all.status).toBe(400);
    expect(messages(all.body)).toEqual([M.selectWarehouse]);
  });

  it('picks a random-measure line in decimals; short closes it Stock not on Shelf', async () => {
    const [line] = (await fish<TFishPickLine>(token, 'get', range)).body.results.filter(
      (l) => l.sales_order_number === 'SO-700101' && l.inventory_code === 'TRU-STR-FIL-KG',
    );
    const before = await onHand(line!.inventory_code, line!.pick_face);
    const picked = await fish<TFishPickLine>(token, 'pick_attempt', {
      pick_line_id: line!.pick_line_id,
      quantity_picked: 4.25,
    });
    expect(picked.status, JSON.stringify(picked.body.errors)).toBe(200);
    const after = picked.body.results[0]!;
    expect(after).toMatchObject({
      quantity_picked: 4.25,
      reason: STOCK_NOT_ON_SHELF,
      pick_line_status: 'picked',
    });
    expect(fishLineVariant(after)).toBe('success');
    expect(await onHand(line!.inventory_code, line!.pick_face)).toBeCloseTo(before - 4.25, 3);
    // One attempt per batch taken from the pick face (earliest expiry first); the last one
    // carries the short pick's reason.
    const [attempt] = await rows<{ users: string[]; quantity_picked: string; reason: string }>(
      server.db,
      sql`SELECT array_agg(DISTINCT user_id) AS users,
                 sum(quantity_picked)::numeric(12, 3)::text AS quantity_picked,
                 (array_agg(reason ORDER BY pick_attempt_id DESC))[1] AS reason
          FROM wms.pick_attempts
          WHERE site_id = 'TAS' AND pick_line_id = ${line!.pick_line_id}`,
    );
    expect(attempt).toEqual({
      users: [FISH_USER],
      quantity_picked: '4.250',
      reason: STOCK_NOT_ON_SHELF,
    });
  });

  it('a fixed item takes whole numbers only and writes nothing otherwise', async () => {
    const [line] = (await fish<TFishPickLine>(token, 'get', range)).body.results.filter(
      (l) => l.sales_order_number === 'SO-700101' && l.inventory_code === 'FLT-TIG-FIL-1KG',
    );
    const before = await snapshot(server.db, pickLines);
    const fraction = await fish(token, 'pick_attempt', {
      pick_line_id: line!.pick_line_id,
      quantity_picked: 2.5,
    });
    expect(fraction.status).toBe(400);
    expect(messages(fraction.body)).toEqual([PICK_MESSAGES.wholeNumber]);
    expect(await snapshot(server.db, pickLines)).toBe(before);
    const whole = await fish<TFishPickLine>(token, 'pick_attempt', {
      pick_line_id: line!.pick_line_id,
      quantity_picked: 6,
    });
    expect(whole.body.results[0]).toMatchObject({
      quantity_picked: 6,
      reason: '',
      pick_line_status: 'picked',
    });
  });

  it('a line closed with nothing picked is danger', async () => {
    const [line] = (await fish<TFishPickLine>(token, 'get', range)).body.results.filter(
      (l) => l.sales_order_number === 'SO-700103' && l.inventory_code === 'SNP-PNK-WHL-KG',
    );
    expect(fishLineVariant(line!)).toBeUndefined();
    const none = await fish<TFishPickLine>(token, 'pick_attempt', {
      pick_line_id: line!.pick_line_id,
      quantity_picked: 0,
    });
    expect(none.status).toBe(200);
    expect(none.body.results[0]).toMatchObject({ quantity_picked: 0, pick_line_status: 'picked' });
    expect(fishLineVariant(none.body.results[0]!)).toBe('danger');
  });

  it('is for sales-order updaters at a site that uses fish processing', async () => {
    const viewer = await server.login('sophie.reid');
    const refused = await fish(viewer, 'get', range);
    expect(refused.status).toBe(403);
    const admin = await server.login('admin');
    const sxd = await fish(admin, 'get', { ...range, warehouse: 'DC1' }, 'SXD');
    expect(sxd.status).toBe(403);
    expect(messages(sxd.body)).toEqual([M.siteNotFish]);
  });

  it('renders the four fish labels for the required date and prints them as FISH_LABEL', async () => {
    const admin = await server.login('admin');
    const saved = await server.call(admin, 'printing', {
      site_id: 'TAS',
      entity: 'printer_set',
      action: 'check',
      data: {
        printer_sets: [
          {
            printer_set: 'T-FISH',
            printer_set_name: 'Test fish bench',
            warehouse: 'HBT',
            printers: [
              {
                printer: 'P1',
                printer_name: 'Loopback Zebra',
                printer_address: '127.0.0.1',
                printer_port: printer.port,
              },
            ],
            map: [{ label: FISH_LABEL, printer: 'P1' }],
          },
        ],
      },
    });
    expect(saved.status).toBe(200);
    for (const [i, template] of FISH_LABEL_TEMPLATES.entries()) {
      const rendered = await server.call<TTemplateRendered>(token, 'template', {
        site_id: 'TAS',
        entity: 'template',
        action: 'create',
        data: { template, printer_set: 'T-FISH', data: { required_date: today } },
      });
      expect(rendered.status).toBe(200);
      const zpl = rendered.body.results[0]!;
      expect(zpl.label).toBe(FISH_LABEL);
      expect(zpl.print_string).toContain(today);
      const job = await server.call<TPrintJob>(token, 'printing', {
        site_id: 'TAS',
        entity: 'printing',
        action: 'print',
        data: {
          label: FISH_LABEL,
          print_string: zpl.print_string,
          printer_set: 'T-FISH',
          reference: today,
          description: template,
        },
        request_id: randomUUID(),
      });
      expect(job.body.errors).toEqual([]);
      expect(job.body.results[0]).toMatchObject({ status: 'printed', label: FISH_LABEL });
      await printer.waitForPrints(i + 1);
    }
    expect(printer.text()).toContain('FRESH FISH - RUN HEADER');
  });
});
