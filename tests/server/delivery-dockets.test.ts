import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  DELIVERY_DOCKET_MESSAGES,
  type TDocketDetail,
  type TDocketListRow,
} from '../../src/contract';
import { rows } from '../../server/db/sql';
import { startServer } from './harness';
import { ITEM, SUPPLIER, arrangePurchasing } from './purchasing-fixtures';

const server = startServer();

let admin = '';
const call = <T>(token: string, action: string, data: unknown, site = 'SXD') =>
  server.call<T>(token, 'delivery_docket', {
    site_id: site,
    entity: 'delivery_docket',
    action,
    data,
  });
const list = (data: unknown, token = admin, site = 'SXD') =>
  call<TDocketListRow>(token, 'list', data, site);
const numbers = (r: TDocketListRow[]) =>
  r.map((d) => d.delivery_docket).filter((n) => n.startsWith('TDD-'));

beforeAll(async () => {
  await arrangePurchasing(server.db);
  admin = await server.login('admin');
});

describe('docket search (document 1 sections 5 and 7)', () => {
  it.each([
    ['SEARCH', {}, DELIVERY_DOCKET_MESSAGES.enterSearchTerm],
    ['INVENTORY', { search_term: ' ' }, DELIVERY_DOCKET_MESSAGES.enterSearchTerm],
    ['CUSTOMER', {}, DELIVERY_DOCKET_MESSAGES.enterSearchTerm],
    ['PURCHASE_ORDER', {}, DELIVERY_DOCKET_MESSAGES.enterSearchTerm],
    ['SUPPLIER', {}, DELIVERY_DOCKET_MESSAGES.enterSearchTerm],
    ['DATE_RANGE', { from_date: '2031-02-01' }, DELIVERY_DOCKET_MESSAGES.selectDateRange],
    ['DATE_RANGE', {}, DELIVERY_DOCKET_MESSAGES.selectDateRange],
    ['BOGUS', { search_term: 'x' }, DELIVERY_DOCKET_MESSAGES.selectSearchType],
  ])('refuses %s %j with its message', async (search_type, data, message) => {
    const r = await list({ search_type, ...data });
    expect(r.status).toBe(400);
    expect(r.body.errors[0]!.message).toBe(message);
  });

  it('SEARCH finds dockets by number, order, ERP id or supplier, with the columns and derived ERP fields', async () => {
    const r = await list({ search_type: 'SEARCH', search_term: 'tdd-' });
    expect(r.status, JSON.stringify(r.body.errors)).toBe(200);
    expect(numbers(r.body.results).sort()).toEqual(['TDD-A1', 'TDD-A2', 'TDD-B1', 'TDD-D1']);
    const by = Object.fromEntries(r.body.results.map((d) => [d.delivery_docket, d]));
    expect(by['TDD-A1']).toMatchObject({
      purchase_order: 'TPO-A',
      supplier_name: SUPPLIER.name,
      received_date: '2031-02-09',
      erp_id: '',
      erp_label: 'Unprocessed',
      erp_status: 'Pending Receipt',
      wms_status: 'Part Received',
    });
    expect(by['TDD-A2']).toMatchObject({ erp_label: 'LOCKED', erp_status: 'LOCKED' });
    expect(by['TDD-D1']).toMatchObject({ erp_label: 'PR-77', erp_status: 'Processed', hold: true });
    const byOrder = await list({ search_type: 'SEARCH', search_term: 'TPO-B' });
    expect(numbers(byOrder.body.results)).toEqual(['TDD-B1']);
    const byErp = await list({ search_type: 'SEARCH', search_term: 'PR-77' });
    expect(numbers(byErp.body.results)).toEqual(['TDD-D1']);
  });

  it('DATE_RANGE lists dockets received in the range, latest first; the warehouse limits it', async () => {
    const r = await list({
      search_type: 'DATE_RANGE',
      from_date: '2031-02-09',
      to_date: '2031-02-11',
    });
    expect(numbers(r.body.results)).toEqual(['TDD-A2', 'TDD-A1']);
    const dc2 = await list({
      search_type: 'DATE_RANGE',
      from_date: '2031-02-09',
      to_date: '2031-02-11',
      warehouse: 'DC2',
    });
    expect(numbers(dc2.body.results)).toEqual([]);
    const all = await list({
      search_type: 'DATE_RANGE',
      from_date: '2031-02-09',
      to_date: '2031-02-11',
      warehouse: 'ALL',
    });
    expect(numbers(all.body.results)).toEqual(['TDD-A2', 'TDD-A1']);
  });

  it('INVENTORY, PURCHASE_ORDER and SUPPLIER find what they name', async () => {
    const inv = await list({ search_type: 'INVENTORY', search_term: 'TSTPO-OTHER-2' });
    expect(numbers(inv.body.results)).toEqual(['TDD-A1']);
    const first = await list({ search_type: 'INVENTORY', search_term: ITEM });
    expect(numbers(first.body.results).sort()).toEqual(['TDD-A1', 'TDD-A2', 'TDD-B1', 'TDD-D1']);
    const po = await list({ search_type: 'PURCHASE_ORDER', search_term: 'tpo-a' });
    expect(numbers(po.body.results).sort()).toEqual(['TDD-A1', 'TDD-A2']);
    const sup = await list({ search_type: 'SUPPLIER', search_term: 'provisions' });
    expect(numbers(sup.body.results).length).toBe(4);
    const cus = await list({ search_type: 'CUSTOMER', search_term: SUPPLIER.code });
    expect(numbers(cus.body.results).length).toBe(4);
  });

  it('the other site’s dockets are invisible', async () => {
    const r = await list({ search_type: 'SEARCH', search_term: 'TDD-TAS' });
    expect(r.body.results).toEqual([]);
    const get = await call(admin, 'get', { delivery_docket: 'TDD-TAS' });
    expect(get.status).toBe(404);
    const retry = await call(admin, 'retry', { delivery_docket: 'TDD-TAS' });
    expect(retry.status).toBe(404);
    const tas = await list({ search_type: 'SEARCH', search_term: 'TDD-' }, admin, 'TAS');
    expect(numbers(tas.body.results)).toEqual(['TDD-TAS']);
    const [row] = await rows<{ erp_action: string }>(
      server.db,
      sql`SELECT erp_action FROM wms.delivery_dockets WHERE delivery_docket = 'TDD-TAS'`,
    );
    expect(row!.erp_action).toBe('');
  });
});

describe('docket detail (document 1 section 4)', () => {
  it('answers the lines: Complete when carton_qty equals ordered, Part Received when above 0', async () => {
    const r = await call<TDocketDetail>(admin, 'get', { delivery_docket: 'TDD-A1' });
    expect(r.status, JSON.stringify(r.body.errors)).toBe(200);
    const d = r.body.results[0]!;
    expect(d).toMatchObject({
      delivery_docket: 'TDD-A1',
      purchase_order: 'TPO-A',
      erp_label: 'Unprocessed',
      erp_status: 'Pending Receipt',
    });
    expect(d.docket_lines.map((l) => [l.quantity_ordered, l.carton_qty, l.line_status])).toEqual([
      [10, 10, 'Complete'],
      [10, 4, 'Part Received'],
      [10, 0, ''],
    ]);
    const bare = await call<TDocketDetail>(admin, 'get', {
      delivery_docket: 'TDD-A1',
      include_delivery_dockets: false,
    });
    expect(bare.body.results[0]!.docket_lines).toEqual([]);
  });

  it('an unknown docket is 404 with its message', async () => {
    const r = await call(admin, 'get', { delivery_docket: 'TDD-NONE' });
    expect(r.status).toBe(404);
    expect(r.body.errors[0]!.message).toBe(DELIVERY_DOCKET_MESSAGES.notFound('TDD-NONE'));
  });

  it('Retry flags the docket for update (erp_action UPDATE) and says so', async () => {
    const r = await call<TDocketDetail>(admin, 'retry', { delivery_docket: 'TDD-B1' });
    expect(r.status, JSON.stringify(r.body.errors)).toBe(200);
    expect(r.body.info.map((m) => m.message)).toEqual([DELIVERY_DOCKET_MESSAGES.retried]);
    expect(r.body.results[0]).toMatchObject({ delivery_docket: 'TDD-B1', erp_action: 'UPDATE' });
    const [row] = await rows<{ erp_action: string }>(
      server.db,
      sql`SELECT erp_action FROM wms.delivery_dockets
          WHERE site_id = 'SXD' AND delivery_docket = 'TDD-B1'`,
    );
    expect(row!.erp_action).toBe('UPDATE');
  });

  it('check holds and releases a docket', async () => {
    const r = await call<TDocketDetail>(admin, 'check', {
      docket: { delivery_docket: 'TDD-A2', hold: true, delivery_instructions: 'Count again' },
    });
    expect(r.status, JSON.stringify(r.body.errors)).toBe(200);
    expect(r.body.results[0]).toMatchObject({ hold: true, delivery_instructions: 'Count again' });
    const back = await call<TDocketDetail>(admin, 'check', {
      docket: { delivery_docket: 'TDD-A2', hold: false },
    });
    expect(back.body.results[0]).toMatchObject({
      hold: false,
      delivery_instructions: 'Count again',
    });
    const unknown = await call(admin, 'check', {
      docket: { delivery_docket: 'TDD-NONE', hold: true },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors[0]!.message).toBe(DELIVERY_DOCKET_MESSAGES.notFound('TDD-NONE'));
    const other = await call(admin, 'check', {
      docket: { delivery_docket: 'TDD-TAS', hold: true },
    });
    expect(other.status).toBe(404);
  });
});

describe('permissions', () => {
  it('needs dd view to search and open, dd update to retry or change', async () => {
    const floor = await server.login('floor'); // no dd module
    expect((await list({ search_type: 'SEARCH', search_term: 'TDD-' }, floor)).status).toBe(403);
    const viewer = await server.login('viewer'); // dd view only
    expect((await list({ search_type: 'SEARCH', search_term: 'TDD-' }, viewer)).status).toBe(200);
    expect((await call(viewer, 'get', { delivery_docket: 'TDD-A1' })).status).toBe(200);
    const retry = await call(viewer, 'retry', { delivery_docket: 'TDD-A1' });
    expect(retry.status).toBe(403);
    const check = await call(viewer, 'check', {
      docket: { delivery_docket: 'TDD-A1', hold: true },
    });
    expect(check.status).toBe(403);
    const [row] = await rows<{ erp_action: string; hold: boolean }>(
      server.db,
      sql`SELECT erp_action, hold FROM wms.delivery_dockets
          WHERE site_id = 'SXD' AND delivery_docket = 'TDD-A1'`,
    );
    expect(row).toEqual({ erp_action: '', hold: false });
  });
});

describe('the demo dockets', () => {
  it('SXD has dockets received, part received, checked, complete, LOCKED, ERROR, unprocessed and held', async () => {
    const r = await list({
      search_type: 'DATE_RANGE',
      from_date: '2000-01-01',
      to_date: '2099-12-31',
    });
    expect(r.status).toBe(200);
    const demo = r.body.results.filter((d) => !d.delivery_docket.startsWith('TDD-'));
    const statuses = new Set(demo.map((d) => d.wms_status));
    for (const s of ['Received', 'Part Received', 'Checked', 'Complete', 'Error'])
      expect(statuses).toContain(s);
    expect(demo.some((d) => d.erp_status === 'LOCKED')).toBe(true);
    expect(demo.some((d) => d.erp_label === 'ERROR')).toBe(true);
    expect(demo.some((d) => d.erp_label === 'Unprocessed')).toBe(true);
    expect(demo.some((d) => d.hold)).toBe(true);
    expect(demo.every((d) => /^(DN-|INV-|DD|CN-)\d{6}$/.test(d.delivery_docket))).toBe(true);
    // Dates relative to the seed day: nothing received in the future.
    const today = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    expect(demo.every((d) => d.received_date !== null && d.received_date <= today)).toBe(true);
  });
});
