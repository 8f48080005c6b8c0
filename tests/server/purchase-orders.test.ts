import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PURCHASE_ORDER_MESSAGES, type TPoDetail, type TPoListRow } from '../../src/contract';
import { rows } from '../../server/db/sql';
import { startServer } from './harness';
import { ITEM, SUPPLIER, arrangePurchasing } from './purchasing-fixtures';

const server = startServer();

let admin = '';
const call = <T>(token: string, action: string, data: unknown, site = 'SXD') =>
  server.call<T>(token, 'purchase_order', {
    site_id: site,
    entity: 'purchase_order',
    action,
    data,
  });
const list = (data: unknown, token = admin, site = 'SXD') =>
  call<TPoListRow>(token, 'list', data, site);
const numbers = (r: TPoListRow[]) =>
  r.map((p) => p.purchase_order).filter((n) => n.startsWith('TPO-'));

beforeAll(async () => {
  await arrangePurchasing(server.db);
  admin = await server.login('admin');
});

describe('purchase order search (document 2 sections 5 and 7)', () => {
  it.each([
    ['SEARCH', {}, PURCHASE_ORDER_MESSAGES.enterSearchTerm],
    ['INVENTORY', { search_term: '  ' }, PURCHASE_ORDER_MESSAGES.enterSearchTerm],
    ['SUPPLIER', {}, PURCHASE_ORDER_MESSAGES.enterSearchTerm],
    ['CUSTOMER', {}, PURCHASE_ORDER_MESSAGES.enterSearchTerm],
    [
      'DATE_RANGE',
      { warehouse: 'DC1', from_date: '2031-02-01' },
      PURCHASE_ORDER_MESSAGES.selectDateRange,
    ],
    [
      'DATE_RANGE',
      { warehouse: 'ALL', from_date: '2031-02-01', to_date: '2031-02-28' },
      PURCHASE_ORDER_MESSAGES.selectWarehouse,
    ],
    ['HOLD', {}, PURCHASE_ORDER_MESSAGES.selectWarehouse],
    ['HOLD', { warehouse: 'ALL' }, PURCHASE_ORDER_MESSAGES.selectWarehouse],
    ['NOPE', { search_term: 'x' }, PURCHASE_ORDER_MESSAGES.selectSearchType],
  ])('refuses %s %j with its message', async (search_type, data, message) => {
    const r = await list({ search_type, ...data });
    expect(r.status).toBe(400);
    expect(r.body.success).toBe(false);
    expect(r.body.errors[0]!.message).toBe(message);
  });

  it('SEARCH finds orders by number, ERP id or supplier, with the derived statuses', async () => {
    const r = await list({ search_type: 'SEARCH', search_term: 'tpo-' });
    expect(r.status, JSON.stringify(r.body.errors)).toBe(200);
    expect(numbers(r.body.results).sort()).toEqual(['TPO-A', 'TPO-B', 'TPO-C', 'TPO-D']);
    const by = Object.fromEntries(r.body.results.map((p) => [p.purchase_order, p]));
    // A docket RECEIVED makes the order PUT_AWAY; otherwise Open.
    expect(by['TPO-A']).toMatchObject({
      status: 'PUT_AWAY',
      erp_status: 'Open',
      supplier_name: SUPPLIER.name,
      no_lines: 4,
      wms_status: 'in_progress',
      expected_date: '2031-02-10',
    });
    expect(by['TPO-D']!.status).toBe('Open');
    // A docket whose erp_id is ERROR makes the order's ERP status ERROR.
    expect(by['TPO-B']).toMatchObject({ status: 'Open', erp_status: 'ERROR' });
    // A missing ERP status is Pending Receipt.
    expect(by['TPO-C']).toMatchObject({ erp_status: 'Pending Receipt', hold: true });

    const byErp = await list({ search_type: 'SEARCH', search_term: 'ERP-TPO-B' });
    expect(numbers(byErp.body.results)).toEqual(['TPO-B']);
    const bySupplier = await list({ search_type: 'SEARCH', search_term: 'zqxwv' });
    expect(numbers(bySupplier.body.results).length).toBe(4);
  });

  it('the warehouse limits a search unless it is ALL', async () => {
    const dc2 = await list({ search_type: 'SEARCH', search_term: 'TPO-', warehouse: 'DC2' });
    expect(numbers(dc2.body.results)).toEqual(['TPO-C']);
    const all = await list({ search_type: 'SEARCH', search_term: 'TPO-', warehouse: 'ALL' });
    expect(numbers(all.body.results).length).toBe(4);
  });

  it('DATE_RANGE lists the warehouse’s orders expected in the range, earliest first', async () => {
    const r = await list({
      search_type: 'DATE_RANGE',
      warehouse: 'DC1',
      from_date: '2031-02-10',
      to_date: '2031-02-12',
    });
    expect(r.status).toBe(200);
    expect(numbers(r.body.results)).toEqual(['TPO-A', 'TPO-B']);
  });

  it('HOLD lists the held orders of the warehouse', async () => {
    const dc2 = await list({ search_type: 'HOLD', warehouse: 'DC2' });
    expect(numbers(dc2.body.results)).toEqual(['TPO-C']);
    expect(dc2.body.results.every((p) => p.hold)).toBe(true);
    const dc1 = await list({ search_type: 'HOLD', warehouse: 'DC1' });
    expect(numbers(dc1.body.results)).toEqual([]);
  });

  it('INVENTORY finds orders with a line of the code; SUPPLIER and CUSTOMER by supplier', async () => {
    const inv = await list({ search_type: 'INVENTORY', search_term: ITEM.toLowerCase() });
    expect(numbers(inv.body.results).sort()).toEqual(['TPO-A', 'TPO-B', 'TPO-C', 'TPO-D']);
    const other = await list({ search_type: 'INVENTORY', search_term: 'TSTPO-OTHER-3' });
    expect(numbers(other.body.results)).toEqual(['TPO-A']);
    for (const search_type of ['SUPPLIER', 'CUSTOMER']) {
      const code = await list({ search_type, search_term: 'tstsup' });
      expect(numbers(code.body.results).length).toBe(4);
      const name = await list({ search_type, search_term: 'Test Provisions' });
      expect(numbers(name.body.results).length).toBe(4);
      const none = await list({ search_type, search_term: 'TPO-A' });
      expect(numbers(none.body.results)).toEqual([]);
    }
  });

  it('the other site’s orders are invisible', async () => {
    const sxd = await list({ search_type: 'SEARCH', search_term: 'TPO-TAS' });
    expect(sxd.body.results).toEqual([]);
    const tas = await list({ search_type: 'SEARCH', search_term: 'TPO-' }, admin, 'TAS');
    expect(numbers(tas.body.results)).toEqual(['TPO-TAS']);
    expect(tas.body.results[0]!.status).toBe('PUT_AWAY');
    const get = await call(admin, 'get', { purchase_order: 'TPO-TAS' });
    expect(get.status).toBe(404);
  });
});

describe('purchase order detail (document 2 section 4)', () => {
  it('answers the lines and dockets with their derived statuses', async () => {
    const r = await call<TPoDetail>(admin, 'get', { purchase_order: 'TPO-A' });
    expect(r.status, JSON.stringify(r.body.errors)).toBe(200);
    const po = r.body.results[0]!;
    expect(po).toMatchObject({ status: 'PUT_AWAY', erp_status: 'Open', no_lines: 4 });
    // received above ordered: Part Received; equal: Complete; between 0 and ordered: Short.
    expect(po.po_lines.map((l) => l.line_status)).toEqual([
      'Part Received',
      'Complete',
      'Short',
      '',
    ]);
    expect(po.po_lines[0]).toMatchObject({ inventory_code: ITEM, warehouse: 'DC1' });
    const [a1, a2] = po.delivery_dockets;
    // No erp_id shows Unprocessed; a missing ERP status is Pending Receipt.
    expect(a1).toMatchObject({
      delivery_docket: 'TDD-A1',
      erp_id: '',
      erp_label: 'Unprocessed',
      erp_status: 'Pending Receipt',
      docket_status: 'RECEIVED',
    });
    expect(a1!.docket_lines.map((l) => l.line_status)).toEqual(['Complete', 'Part Received', '']);
    // erp_id LOCKED gives the docket the ERP status LOCKED.
    expect(a2).toMatchObject({
      delivery_docket: 'TDD-A2',
      erp_label: 'LOCKED',
      erp_status: 'LOCKED',
    });
  });

  it('ERROR on a docket sets the order’s ERP status; a held order without one is Pending Receipt', async () => {
    const b = await call<TPoDetail>(admin, 'get', { purchase_order: 'TPO-B' });
    expect(b.body.results[0]).toMatchObject({ status: 'Open', erp_status: 'ERROR' });
    expect(b.body.results[0]!.delivery_dockets[0]).toMatchObject({
      erp_label: 'ERROR',
      erp_status: 'Error',
    });
    const c = await call<TPoDetail>(admin, 'get', { purchase_order: 'TPO-C' });
    expect(c.body.results[0]).toMatchObject({
      status: 'Open',
      erp_status: 'Pending Receipt',
      hold: true,
      delivery_dockets: [],
    });
  });

  it('leaves the dockets out when asked, and still derives from them', async () => {
    const r = await call<TPoDetail>(admin, 'get', {
      purchase_order: 'TPO-A',
      include_delivery_dockets: false,
    });
    expect(r.body.results[0]).toMatchObject({ status: 'PUT_AWAY', delivery_dockets: [] });
  });

  it('an unknown order is 404 with its message', async () => {
    const r = await call(admin, 'get', { purchase_order: 'TPO-NOPE' });
    expect(r.status).toBe(404);
    expect(r.body.errors[0]!.message).toBe(PURCHASE_ORDER_MESSAGES.notFound('TPO-NOPE'));
  });

  it('check puts an order on hold and back, with its instructions', async () => {
    const r = await call<TPoDetail>(admin, 'check', {
      purchase_order: { purchase_order: 'TPO-D', hold: true, delivery_instructions: 'Gate 3' },
    });
    expect(r.status, JSON.stringify(r.body.errors)).toBe(200);
    expect(r.body.results[0]).toMatchObject({ hold: true, delivery_instructions: 'Gate 3' });
    const held = await list({ search_type: 'HOLD', warehouse: 'DC1' });
    expect(numbers(held.body.results)).toEqual(['TPO-D']);
    await call(admin, 'check', { purchase_order: { purchase_order: 'TPO-D', hold: false } });
    const [row] = await rows<{ hold: boolean; delivery_instructions: string }>(
      server.db,
      sql`SELECT hold, delivery_instructions FROM wms.purchase_orders
          WHERE site_id = 'SXD' AND purchase_order = 'TPO-D'`,
    );
    expect(row).toEqual({ hold: false, delivery_instructions: 'Gate 3' });
    const unknown = await call(admin, 'check', {
      purchase_order: { purchase_order: 'TPO-NOPE', hold: true },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors[0]!.message).toBe(PURCHASE_ORDER_MESSAGES.notFound('TPO-NOPE'));
    // Another site's order cannot be changed from here.
    const other = await call(admin, 'check', {
      purchase_order: { purchase_order: 'TPO-TAS', hold: true },
    });
    expect(other.status).toBe(404);
  });
});

describe('permissions', () => {
  it('needs po view to search and po update to change', async () => {
    const floor = await server.login('floor'); // no po module
    const refused = await list({ search_type: 'SEARCH', search_term: 'TPO-' }, floor);
    expect(refused.status).toBe(403);
    const viewer = await server.login('viewer'); // po view only
    const seen = await list({ search_type: 'SEARCH', search_term: 'TPO-' }, viewer);
    expect(seen.status).toBe(200);
    const get = await call(viewer, 'get', { purchase_order: 'TPO-A' });
    expect(get.status).toBe(200);
    const change = await call(viewer, 'check', {
      purchase_order: { purchase_order: 'TPO-A', hold: true },
    });
    expect(change.status).toBe(403);
    const partner = await server.login('partner'); // po view at TAS only
    const elsewhere = await list({ search_type: 'SEARCH', search_term: 'TPO-' }, partner);
    expect(elsewhere.status).toBe(403);
  });
});

describe('the demo purchase orders', () => {
  it('PO-200001 has its Part Received docket waiting for put-away, not yet sent to the ERP', async () => {
    const r = await call<TPoDetail>(admin, 'get', { purchase_order: 'PO-200001' });
    expect(r.status).toBe(200);
    const po = r.body.results[0]!;
    expect(po.status).toBe('PUT_AWAY');
    expect(po.po_lines.map((l) => l.line_status)).toEqual(['', 'Short']);
    expect(po.delivery_dockets).toHaveLength(1);
    expect(po.delivery_dockets[0]).toMatchObject({
      wms_status: 'Part Received',
      erp_label: 'Unprocessed',
      erp_status: 'Pending Receipt',
    });
    expect(po.delivery_dockets[0]!.docket_lines).toEqual([
      expect.objectContaining({
        quantity_ordered: 600,
        carton_qty: 240,
        line_status: 'Part Received',
      }),
    ]);
  });

  it('DC1 shows an order whose ERP status is ERROR, and every status derives', async () => {
    const r = await list({
      search_type: 'DATE_RANGE',
      warehouse: 'DC1',
      from_date: '2000-01-01',
      to_date: '2099-12-31',
    });
    const demo = r.body.results.filter((p) => p.purchase_order.startsWith('PO-'));
    expect(demo.length).toBeGreaterThan(5);
    expect(demo.some((p) => p.erp_status === 'ERROR')).toBe(true);
    expect(demo.some((p) => p.status === 'PUT_AWAY')).toBe(true);
    expect(demo.some((p) => p.status === 'Open')).toBe(true);
  });
});
