import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRINTING_MESSAGES as M } from '../../src/contract';
import { printerSetMaps } from '../../server/db/schema';
import { startServer } from './harness';
import { startPrinter, type TestPrinter } from './print-printers';

const server = startServer();
let admin: string;
let zebra: TestPrinter;

const printing = (entity: string, action: string, data: unknown, request_id?: string) =>
  server.call(admin, 'printing', { site_id: 'SXD', entity, action, data, request_id });

const set = (map: unknown[]) => ({
  printer_set: 'T-PDF',
  printer_set_name: 'PDF test',
  warehouse: 'DC1',
  printers: [
    {
      printer: 'Z1',
      printer_name: 'Loopback Zebra',
      printer_address: '127.0.0.1',
      printer_port: zebra.port,
    },
    {
      printer: 'OFFICE',
      printer_name: 'Office printer',
      printer_type: 'PDF',
      printer_address: '127.0.0.1',
      printer_port: zebra.port,
    },
  ],
  map,
});

beforeAll(async () => {
  zebra = await startPrinter('ready');
  admin = await server.login('admin');
});
afterAll(() => zebra.close());

describe('a PDF label is never mapped to a printer (every printer takes raw bytes over TCP)', () => {
  it('refuses the printer set naming the label and printer; nothing is saved', async () => {
    for (const printer of ['Z1', 'OFFICE']) {
      const refused = await printing('printer_set', 'check', {
        printer_sets: [set([{ label: 'SALES_ORDER', label_format: 'PDF', printer }])],
      });
      expect(refused.status).toBe(400);
      expect(refused.body.errors.map((e) => e.message)).toContain(
        M.mapPdfToPrinter('SALES_ORDER', printer),
      );
      expect((await printing('printer_set', 'get', { printer_set: 'T-PDF' })).status).toBe(404);
    }
  });

  it('a PDF map stored before the rule sends the printer nothing', async () => {
    const saved = await printing('printer_set', 'check', {
      printer_sets: [set([{ label: 'SALES_ORDER', label_format: 'ZEBRA', printer: 'Z1' }])],
    });
    expect(saved.status).toBe(200);
    await server.db.insert(printerSetMaps).values({
      site_id: 'SXD',
      printer_set: 'T-PDF',
      label: 'SALES_ORDER',
      label_format: 'PDF',
      printer: 'OFFICE',
    });
    const printed = await printing(
      'printing',
      'print',
      {
        label: 'SALES_ORDER',
        label_format: 'PDF',
        print_string: '<h1>SO-1</h1>',
        printer_set: 'T-PDF',
      },
      randomUUID(),
    );
    expect(printed.status).toBe(400);
    expect(printed.body.errors[0]!.message).toBe(M.mapPdfToPrinter('SALES_ORDER', 'OFFICE'));
    await new Promise((r) => setTimeout(r, 300));
    expect(zebra.prints).toEqual([]);
  });
});
