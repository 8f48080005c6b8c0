import { and, eq, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { isValidSscc } from '../../src/contract';
import { containers, locations } from '../../server/db/schema';
import { AppError } from '../../server/errors';
import { loadLabelRecords, sampleLabelRecord } from '../../server/print/label-data';
import { renderLabels, type TLabelDefinition } from '../../server/print/render-label';
import { startServer } from './harness';

const server = startServer();

const ctx = { printed_user: 'admin', printed_time: '2026-11-25 09:30', copies: 1 };
const def = (label_string: string, lines?: Partial<TLabelDefinition>): TLabelDefinition => ({
  label: 'T',
  label_format: 'ZEBRA',
  entity: 'container',
  width: 100,
  depth: 150,
  label_string,
  first_line_at: 0,
  last_line_at: 0,
  line_increment: 0,
  ...lines,
});
const record = (reference: string, data: Record<string, unknown> = {}) => ({
  reference,
  description: `About ${reference}`,
  data: { reference, ...data },
});

describe('renderLabels', () => {
  it('renders each record once per copy with its counter over the whole call', async () => {
    const out = await renderLabels(
      def('^XA^FD{{ reference }} {{ copy }}/{{ copies }} {{ counter }} {{ printed_user }}^FS^XZ'),
      [record('PK1'), record('PK2')],
      { ...ctx, copies: 2 },
    );
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    expect(out.labels.map((l) => l.body)).toEqual([
      '^XA^FH_^FDPK1 1/2 1 of 4 admin^FS^XZ',
      '^XA^FH_^FDPK1 2/2 2 of 4 admin^FS^XZ',
      '^XA^FH_^FDPK2 1/2 3 of 4 admin^FS^XZ',
      '^XA^FH_^FDPK2 2/2 4 of 4 admin^FS^XZ',
    ]);
    expect(out.labels[2]).toMatchObject({
      reference: 'PK2',
      description: 'About PK2',
      counter: '3 of 4',
    });
  });

  it('places lines from first_line_at and continues the rest on a further label of the record', async () => {
    const lines = Array.from({ length: 5 }, (_, i) => ({ inventory_code: `ITEM${i + 1}` }));
    const out = await renderLabels(
      def(
        '{{ page }}/{{ pages }}:{% for l in lines %}^FO20,{{ l.y }}^FD{{ l.inventory_code }}^FS{% endfor %}',
        { first_line_at: 400, last_line_at: 500, line_increment: 50 },
      ),
      [record('PK9', { lines })],
      ctx,
    );
    expect(out.ok && out.labels.map((l) => l.body)).toEqual([
      '1/2:^FO20,400^FH_^FDITEM1^FS^FO20,450^FH_^FDITEM2^FS^FO20,500^FH_^FDITEM3^FS',
      '2/2:^FO20,400^FH_^FDITEM4^FS^FO20,450^FH_^FDITEM5^FS',
    ]);
  });

  it('answers a template error with its line instead of labels', async () => {
    const out = await renderLabels(def('^XA\n^FD{{ reference ^FS\n^XZ'), [record('PK1')], ctx);
    expect(out.ok).toBe(false);
    if (out.ok) return;
    expect(out.line).toBe(2);
  });

  it('renders 1,000 records in one sandbox call (a call per label would take ~20 s)', async () => {
    const many = Array.from({ length: 1000 }, (_, i) =>
      record(`PK${String(i).padStart(7, '0')}`, {
        gs1_sscc: `(00)${String(i).padStart(18, '0')}`,
        lines: [{ inventory_code: 'A' }, { inventory_code: 'B' }],
      }),
    );
    const zpl =
      '^XA^FO40,40^BCN,120,Y,N,,D^FD{{ gs1_sscc }}^FS^FO40,200^FD{{ reference }} {{ counter }}^FS' +
      '{% for l in lines %}^FO40,{{ l.y }}^FD{{ l.inventory_code }}^FS{% endfor %}^XZ';
    await renderLabels(def(zpl), many.slice(0, 1), ctx);
    const started = performance.now();
    const out = await renderLabels(
      def(zpl, { first_line_at: 300, line_increment: 30, last_line_at: 600 }),
      many,
      ctx,
    );
    const ms = performance.now() - started;
    expect(out.ok && out.labels).toHaveLength(1000);
    expect(out.ok && out.labels[999]!.body).toContain('^FH_^FDPK0000999 1000 of 1000^FS');
    // ~200 ms on an idle machine (bench/label-preview.ts); a sandbox call per label costs
    // ~20 ms each, so 5 s tells one call from a thousand even on a loaded machine.
    expect(ms).toBeLessThan(5000);
  });
});

describe('label data', () => {
  it('loads a pack with its SSCC ready for GS1-128, ship-to address, carton x of y and contents', async () => {
    const [pack] = await server.db
      .select({ number: containers.container_number, sscc: containers.sscc_number })
      .from(containers)
      .where(and(eq(containers.site_id, 'SXD'), ne(containers.sscc_number, '')))
      .limit(1);
    const [byNumber] = await loadLabelRecords(server.db, 'SXD', 'container', [pack!.number]);
    const [bySscc] = await loadLabelRecords(server.db, 'SXD', 'licence_plate', [pack!.sscc]);
    expect(bySscc!.reference).toBe(pack!.number);
    const data = byNumber!.data;
    expect(isValidSscc(String(data.sscc_number))).toBe(true);
    expect(data.gs1_sscc).toBe(`(00)${pack!.sscc}`);
    expect(data.sscc_barcode).toBe(`00${pack!.sscc}`);
    expect(data.site_name).toBeTruthy();
    expect(data.carton_counter).toMatch(/^\d+ of \d+$/);
    expect(String(data.delivery_address)).toContain(String(data.delivery_suburb));
    expect((data.lines as unknown[]).length).toBeGreaterThan(0);
  });

  it('loads locations of a warehouse in the order asked and refuses unknown keys by name', async () => {
    const found = await server.db
      .select({ location: locations.location })
      .from(locations)
      .where(and(eq(locations.site_id, 'SXD'), eq(locations.warehouse, 'DC1')))
      .limit(2);
    const keys = found.map((l) => l.location).reverse();
    const got = await loadLabelRecords(server.db, 'SXD', 'location', keys, 'DC1');
    expect(got.map((r) => r.reference)).toEqual(keys);
    expect(got[0]!.data).toMatchObject({
      warehouse: 'DC1',
      warehouse_name: 'Dandenong DC',
      label_type: 'LOCATION',
    });
    const refused = loadLabelRecords(server.db, 'SXD', 'location', [keys[0]!, 'NOPE-1', 'NOPE-2']);
    await expect(refused).rejects.toBeInstanceOf(AppError);
    await expect(refused).rejects.toThrow('Location not found at this site: NOPE-1, NOPE-2');
  });

  it('loads a run as its cartons and a sales order with its lines', async () => {
    const sample = await sampleLabelRecord(server.db, 'SXD', 'run');
    expect(sample.data.sample).toBeUndefined();
    const cartons = await loadLabelRecords(
      server.db,
      'SXD',
      'run',
      [String(sample.data.run)],
      String(sample.data.warehouse),
    );
    expect(cartons.length).toBeGreaterThan(0);
    expect(cartons.every((c) => c.data.run === sample.data.run)).toBe(true);
    const [order] = await loadLabelRecords(server.db, 'SXD', 'sales_order', [
      String(sample.data.sales_order),
    ]);
    expect((order!.data.lines as unknown[]).length).toBeGreaterThan(0);
  });

  it('samples a built-in record when the site has none of the entity', async () => {
    const sample = await sampleLabelRecord(server.db, 'GLOBAL', 'container');
    expect(sample.data.sample).toBe(true);
    expect(isValidSscc(String(sample.data.sscc_number))).toBe(true);
  });
});
