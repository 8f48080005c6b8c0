import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  BOOKIN_MESSAGES as M,
  bookinRowVariant,
  type TAwaitingDocket,
  type TBookinDetail,
  type TBookinListRow,
  type TBookinSummary,
  type TPutAwayResult,
  type TReceiveResult,
} from '../../src/contract';
import { rows } from '../../server/db/sql';
import type { Db } from '../../server/db/types';
import { gs1CheckDigit } from '../../server/seed/gs1';
import { startServer } from './harness';

/*
 * Receipts on test data of their own: supplier TBKSUP, items TBK-*, bins TBK-BIN-* in SXD/DC1
 * (dock DOCK-01 is DC1's first dock location), purchase orders TBKPO-*, dockets TBKDD-*.
 * List and summary use bookins dated in a far-future week; receive books in today.
 */

const server = startServer();
let admin = '';
let viewer = '';
const call = <T>(token: string, action: string, data: unknown, site = 'SXD') =>
  server.call<T>(token, 'delivery_docket', { site_id: site, entity: 'bookin', action, data });
const WEEK = { from_date: '2031-03-09', to_date: '2031-03-15' };
const messages = (l: { message: string }[]) => l.map((m) => m.message);

const q = <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
  rows<T>(server.db, query);

async function onHand(item: string, location: string): Promise<number> {
  const [r] = await q<{ qty: number }>(
    sql`SELECT COALESCE(sum(quantity), 0)::float8 AS qty FROM wms.on_hands
        WHERE site_id = 'SXD' AND warehouse = 'DC1' AND inventory_code = ${item}
          AND location = ${location}`,
  );
  return r!.qty;
}
async function ledger(item: string, location: string): Promise<number> {
  const [r] = await q<{ qty: number }>(
    sql`SELECT COALESCE(sum(CASE WHEN to_location = ${location} THEN movement_qty ELSE 0 END)
                      - sum(CASE WHEN from_location = ${location} THEN movement_qty ELSE 0 END), 0)::float8 AS qty
        FROM wms.movements WHERE site_id = 'SXD' AND warehouse = 'DC1' AND inventory_code = ${item}`,
  );
  return r!.qty;
}
async function counts() {
  const [r] = await q<{ m: number; b: number; p: number }>(
    sql`SELECT (SELECT count(*)::int FROM wms.movements WHERE inventory_code LIKE 'TBK-%') AS m,
               (SELECT count(*)::int FROM wms.bookins WHERE supplier_code = 'TBKSUP') AS b,
               (SELECT count(*)::int FROM wms.put_aways p JOIN wms.bookins b USING (site_id, booking_id)
                WHERE b.supplier_code = 'TBKSUP' AND p.put_away_at IS NOT NULL) AS p`,
  );
  return r!;
}

/** A purchase order with lines [ordered, pack size] and dockets of [carton_qty per line]. */
async function po(
  db: Db,
  number: string,
  lines: [item: string, ordered: number, pack: number][],
  dockets: { number: string; cartons: number[]; received?: string; hold?: boolean }[],
): Promise<number> {
  const [row] = await rows<{ id: number }>(
    db,
    sql`INSERT INTO wms.purchase_orders (site_id, purchase_order, warehouse, supplier_code,
          expected_date, wms_status)
        VALUES ('SXD', ${number}, 'DC1', 'TBKSUP', '2031-03-10', 'new')
        RETURNING purchase_order_id AS id`,
  );
  const id = row!.id;
  for (const [i, [item, ordered, pack]] of lines.entries())
    await db.execute(sql`INSERT INTO wms.purchase_order_lines (site_id, purchase_order_id,
        purchase_order_line, inventory_code, description, unit_of_measure, pack_size,
        quantity_ordered) VALUES ('SXD', ${id}, ${i + 1}, ${item}, ${`Test ${item}`},
        ${pack > 1 ? 'CTN' : 'EA'}, ${pack}, ${ordered})`);
  for (const d of dockets) {
    const [dd] = await rows<{ id: number }>(
      db,
      sql`INSERT INTO wms.delivery_dockets (site_id, delivery_docket, purchase_order_id,
            warehouse, received_date, expected_date, wms_status, erp_status, hold)
          VALUES ('SXD', ${d.number}, ${id}, 'DC1', ${d.received ?? null}, '2031-03-10', '', '',
                  ${d.hold ?? false})
          RETURNING delivery_docket_id AS id`,
    );
    for (const [i, cartons] of d.cartons.entries())
      await db.execute(sql`INSERT INTO wms.delivery_docket_lines (site_id, delivery_docket_id,
          line_no, purchase_order_line, inventory_code, description, quantity_ordered, carton_qty)
          VALUES ('SXD', ${dd!.id}, ${i + 1}, ${i + 1}, ${lines[i]![0]}, ${`Test ${lines[i]![0]}`},
                  ${lines[i]![1]}, ${cartons})`);
  }
  return id;
}

/** Bookins of the far-future week: none, one pending and one checked put-away; one in DC2. */
async function pastBookins(db: Db) {
  const bookin = async (warehouse: string, date: string, docket_status: string, rs: string) => {
    const [b] = await rows<{ id: number }>(
      db,
      sql`INSERT INTO wms.bookins (site_id, warehouse, supplier_code, booking_date,
            docket_status, receiving_status, reference)
          VALUES ('SXD', ${warehouse}, 'TBKSUP', ${date}, ${docket_status}, ${rs}, 'TBK')
          RETURNING booking_id AS id`,
    );
    return b!.id;
  };
  const putAway = async (booking: number, barcode: string, done: boolean) =>
    db.execute(sql`INSERT INTO wms.put_aways (site_id, booking_id, warehouse, barcode,
        from_location, location, put_away_at)
      VALUES ('SXD', ${booking}, 'DC1', ${barcode}, 'DOCK-01', ${done ? 'TBK-BIN-01' : ''},
              ${done ? sql`now()` : null})`);
  const none = await bookin('DC1', '2031-03-10', '', 'Opened');
  const pending = await bookin('DC1', '2031-03-11', '', 'Closed');
  await putAway(pending, 'TBK-PA-1', true);
  await putAway(pending, 'TBK-PA-2', false);
  const checked = await bookin('DC1', '2031-03-12', 'Checked', 'Closed');
  await putAway(checked, 'TBK-PA-3', true);
  await bookin('DC2', '2031-03-12', '', 'Opened');
  return { none, pending, checked };
}

let past: Awaited<ReturnType<typeof pastBookins>>;

beforeAll(async () => {
  const db = server.db;
  await db.execute(sql`INSERT INTO wms.suppliers (site_id, supplier_code, supplier_name)
                       VALUES ('SXD', 'TBKSUP', 'Qvzx Test Receipts')`);
  for (const item of ['TBK-A', 'TBK-B', 'TBK-C'])
    await db.execute(sql`INSERT INTO wms.inventory (site_id, inventory_code, inventory_description)
                         VALUES ('SXD', ${item}, ${`Test ${item}`})`);
  for (const [bin, active] of [
    ['TBK-BIN-01', true],
    ['TBK-BIN-02', true],
    ['TBK-OFF', false],
  ] as const)
    await db.execute(sql`INSERT INTO wms.locations (site_id, warehouse, location, storage, barcode, active)
                         VALUES ('SXD', 'DC1', ${bin}, 'PAL', ${`B-${bin}`}, ${active})`);
  await po(
    db,
    'TBKPO-1',
    [
      ['TBK-A', 10, 1],
      ['TBK-B', 10, 6],
    ],
    [
      { number: 'TBKDD-1', cartons: [10, 4] },
      { number: 'TBKDD-2', cartons: [0, 6] },
    ],
  );
  await po(
    db,
    'TBKPO-2',
    [['TBK-C', 5, 1]],
    [
      { number: 'TBKDD-3', cartons: [5] },
      { number: 'TBKDD-HELD', cartons: [5], hold: true },
      { number: 'TBKDD-OLD', cartons: [5], received: '2031-01-01' },
      { number: 'TBKDD-ZERO', cartons: [0] },
    ],
  );
  await po(db, 'TBKPO-3', [['TBK-NOPE', 2, 1]], [{ number: 'TBKDD-NOPE-ITEM', cartons: [2] }]);
  past = await pastBookins(db);
  admin = await server.login('admin');
  viewer = await server.login('viewer');
});

describe('bookin list and summary (document 2)', () => {
  it('lists the warehouse’s bookins of the period with supplier, put-aways and colour inputs', async () => {
    const r = await call<TBookinListRow>(admin, 'list', { ...WEEK, warehouse: 'DC1' });
    expect(r.status, JSON.stringify(r.body.errors)).toBe(200);
    expect(r.body.warnings).toEqual([]);
    const mine = r.body.results.filter((b) => b.customer_code === 'TBKSUP');
    expect(mine.map((b) => b.booking_id)).toEqual([past.checked, past.pending, past.none]);
    expect(mine[0]).toMatchObject({
      customer_name: 'Qvzx Test Receipts',
      booking_date: '2031-03-12',
      no_put_aways: 1,
      put_aways_pending: 0,
      docket_status: 'Checked',
    });
    expect(mine.map(bookinRowVariant)).toEqual(['success', 'warning', 'info']);
  });

  it('at ALL warns "Please Select a Warehouse" and still lists every warehouse', async () => {
    const r = await call<TBookinListRow>(admin, 'list', { ...WEEK, warehouse: 'ALL' });
    expect(r.status).toBe(200);
    expect(messages(r.body.warnings)).toEqual([M.selectWarehouse]);
    expect(r.body.results.filter((b) => b.customer_code === 'TBKSUP')).toHaveLength(4);
  });

  it('counts the period', async () => {
    const r = await call<TBookinSummary>(admin, 'summary', { ...WEEK, warehouse: 'DC1' });
    expect(r.status).toBe(200);
    expect(r.body.results[0]).toMatchObject({
      bookins: 3,
      dockets: 0,
      receiving: 1,
      checked: 1,
      put_aways: 3,
      put_aways_pending: 1,
      put_aways_done: 2,
    });
    expect(r.body.results[0]!.dockets_awaiting).toBeGreaterThanOrEqual(4);
  });

  it('refuses a list without dates', async () => {
    const r = await call(admin, 'list', { warehouse: 'DC1' });
    expect(r.status).toBe(400);
    expect(messages(r.body.errors)[0]).toBe(M.selectDateRange);
    const bad = await call(admin, 'summary', { warehouse: 'DC1', ...WEEK, to_date: '12/03/2031' });
    expect(bad.status).toBe(400);
  });

  it('lists dockets awaiting receipt, not received or held ones twice', async () => {
    const r = await call<TAwaitingDocket>(admin, 'awaiting', { warehouse: 'DC1' });
    expect(r.status).toBe(200);
    const mine = r.body.results.filter((d) => d.delivery_docket.startsWith('TBKDD-'));
    expect(mine.map((d) => d.delivery_docket).sort()).toEqual([
      'TBKDD-1',
      'TBKDD-2',
      'TBKDD-3',
      'TBKDD-HELD',
      'TBKDD-NOPE-ITEM',
      'TBKDD-ZERO',
    ]);
    expect(mine.find((d) => d.delivery_docket === 'TBKDD-1')).toMatchObject({
      purchase_order: 'TBKPO-1',
      supplier_name: 'Qvzx Test Receipts',
      lines: 2,
      cartons: 14,
    });
  });
});

describe('receive and put away through the ledger', () => {
  let received: TReceiveResult;

  it('a viewer may look but not receive, and nothing is written', async () => {
    const before = await counts();
    const list = await call(viewer, 'list', { ...WEEK, warehouse: 'DC1' });
    expect(list.status).toBe(200);
    const r = await call(viewer, 'receive', { delivery_docket: 'TBKDD-1' });
    expect(r.status).toBe(403);
    expect(await counts()).toEqual(before);
  });

  it('receives a docket: stock at the dock equals the ledger, order lines and docket updated', async () => {
    const r = await call<TReceiveResult>(admin, 'receive', { delivery_docket: 'tbkdd-1' });
    expect(r.status, JSON.stringify(r.body.errors)).toBe(200);
    received = r.body.results[0]!;
    const { bookin, put_away } = received;
    expect(bookin).toMatchObject({
      customer_code: 'TBKSUP',
      warehouse: 'DC1',
      receiving_status: 'Opened',
      docket_status: '',
      purchase_order_number: 'TBKPO-1',
      delivery_dockets: ['TBKDD-1'],
      no_put_aways: 1,
      put_aways_pending: 1,
    });
    expect(bookinRowVariant(bookin)).toBe('warning');
    // An SSCC: AI 00, extension digit, SXD's GS1 prefix, serial, check digit.
    expect(put_away.barcode).toMatch(/^0009312345\d{10}$/);
    expect(gs1CheckDigit(put_away.barcode.slice(2, 19))).toBe(Number(put_away.barcode.at(-1)));
    expect(put_away).toMatchObject({ from_location: 'DOCK-01', location: '', put_away_at: null });
    expect(put_away.contents.map((c) => [c.inventory_code, c.quantity, c.delivery_docket])).toEqual(
      [
        ['TBK-A', 10, 'TBKDD-1'],
        ['TBK-B', 24, 'TBKDD-1'],
      ],
    );
    expect(r.body.info.map((i) => i.message)).toEqual([
      M.received('TBKDD-1', put_away.barcode, 'DOCK-01'),
    ]);
    // On hand at the dock = the ledger's sum (10 EA; 4 CTN of 6 = 24 base units).
    expect(await onHand('TBK-A', 'DOCK-01')).toBe(10);
    expect(await onHand('TBK-B', 'DOCK-01')).toBe(24);
    expect(await ledger('TBK-A', 'DOCK-01')).toBe(10);
    expect(await ledger('TBK-B', 'DOCK-01')).toBe(24);
    const moves = await q<{ movement_type: string; reference: string; operator: string }>(
      sql`SELECT movement_type, reference, operator FROM wms.movements
          WHERE site_id = 'SXD' AND inventory_code IN ('TBK-A', 'TBK-B') ORDER BY movement_id`,
    );
    expect(moves).toEqual([
      { movement_type: 'RECEIPT', reference: 'TBKDD-1', operator: 'admin' },
      { movement_type: 'RECEIPT', reference: 'TBKDD-1', operator: 'admin' },
    ]);
    // The order's lines have received the cartons; the docket is Part Received (line 2: 4 of 10).
    const po = bookin.purchase_orders[0]!;
    expect(po.purchase_order).toBe('TBKPO-1');
    expect(po.wms_status).toBe('in_progress');
    expect(po.lines.map((l) => [l.quantity_received, l.received_in_bookin, l.line_status])).toEqual(
      [
        [10, 10, 'Receiving'],
        [4, 4, 'Receiving'],
      ],
    );
    const [docket] = await q<{
      wms_status: string;
      docket_status: string;
      received_by: string;
      booking_id: number;
      received: boolean;
    }>(
      sql`SELECT wms_status, docket_status, received_by, booking_id, received_date IS NOT NULL AS received
          FROM wms.delivery_dockets WHERE site_id = 'SXD' AND delivery_docket = 'TBKDD-1'`,
    );
    expect(docket).toEqual({
      wms_status: 'Part Received',
      docket_status: 'RECEIVED',
      received_by: 'admin',
      booking_id: bookin.booking_id,
      received: true,
    });
  });

  it('get answers the bookin with its orders and put-aways', async () => {
    const r = await call<TBookinDetail>(admin, 'get', { booking_id: received.bookin.booking_id });
    expect(r.status).toBe(200);
    expect(r.body.results[0]!.put_aways.map((p) => p.barcode)).toEqual([received.put_away.barcode]);
    const missing = await call(admin, 'get', { booking_id: 999999 });
    expect(missing.status).toBe(404);
    expect(messages(missing.body.errors)).toEqual([M.notFound(999999)]);
  });

  it('refuses a docket already received, on hold, unknown or with nothing to receive; nothing written', async () => {
    const before = await counts();
    const again = await call(admin, 'receive', { delivery_docket: 'TBKDD-1' });
    expect(again.status).toBe(409);
    expect(messages(again.body.errors)[0]).toMatch(/TBKDD-1' has already been received/);
    const old = await call(admin, 'receive', { delivery_docket: 'TBKDD-OLD' });
    expect(messages(old.body.errors)).toEqual([M.alreadyReceived('TBKDD-OLD', '2031-01-01', null)]);
    const held = await call(admin, 'receive', { delivery_docket: 'TBKDD-HELD' });
    expect(held.status).toBe(409);
    expect(messages(held.body.errors)).toEqual([M.docketOnHold('TBKDD-HELD')]);
    const unknown = await call(admin, 'receive', { delivery_docket: 'TBKDD-NOPE' });
    expect(unknown.status).toBe(404);
    expect(messages(unknown.body.errors)).toEqual([M.docketNotFound('TBKDD-NOPE')]);
    const zero = await call(admin, 'receive', { delivery_docket: 'TBKDD-ZERO' });
    expect(zero.status).toBe(400);
    expect(messages(zero.body.errors)).toEqual([M.nothingToReceive('TBKDD-ZERO')]);
    const item = await call(admin, 'receive', { delivery_docket: 'TBKDD-NOPE-ITEM' });
    expect(item.status).toBe(400);
    expect(messages(item.body.errors)).toEqual([M.unknownItem('TBKDD-NOPE-ITEM', 'TBK-NOPE')]);
    const none = await call(admin, 'receive', {});
    expect(none.status).toBe(400);
    expect(await counts()).toEqual(before);
    expect(await onHand('TBK-A', 'DOCK-01')).toBe(10);
  });

  it('receives a second docket into the open bookin; another supplier’s bookin is refused', async () => {
    const mismatch = await call(admin, 'receive', {
      delivery_docket: 'TBKDD-3',
      booking_id: past.checked,
    });
    expect(mismatch.status).toBe(409);
    expect(messages(mismatch.body.errors)).toEqual([M.bookinClosed(past.checked)]);
    const r = await call<TReceiveResult>(admin, 'receive', {
      delivery_docket: 'TBKDD-2',
      booking_id: received.bookin.booking_id,
    });
    expect(r.status, JSON.stringify(r.body.errors)).toBe(200);
    const { bookin, put_away } = r.body.results[0]!;
    expect(bookin.booking_id).toBe(received.bookin.booking_id);
    expect(bookin.delivery_dockets).toEqual(['TBKDD-1', 'TBKDD-2']);
    expect(bookin.no_put_aways).toBe(2);
    // Only the line with cartons arrived: 6 CTN of 6.
    expect(put_away.contents.map((c) => [c.inventory_code, c.quantity])).toEqual([['TBK-B', 36]]);
    expect(await onHand('TBK-B', 'DOCK-01')).toBe(60);
    // Line 2 is now complete (4 + 6 of 10): the order is complete once every line is in.
    expect(bookin.purchase_orders[0]!.lines.map((l) => l.quantity_received)).toEqual([10, 10]);
    expect(bookin.purchase_orders[0]!.wms_status).toBe('complete');
    const [d2] = await q<{ wms_status: string }>(
      sql`SELECT wms_status FROM wms.delivery_dockets WHERE delivery_docket = 'TBKDD-2'`,
    );
    expect(d2!.wms_status).toBe('Part Received');
    received = r.body.results[0]!;
  });

  it('refuses unknown barcodes and locations, the dock, inactive bins and a viewer; nothing written', async () => {
    const before = await counts();
    const barcode = received.bookin.put_aways[0]!.barcode;
    const unknown = await call(admin, 'put_away', { barcode: '00999', location: 'TBK-BIN-01' });
    expect(unknown.status).toBe(404);
    expect(messages(unknown.body.errors)).toEqual([M.putAwayNotFound('00999')]);
    const nowhere = await call(admin, 'put_away', { barcode, location: 'NO-SUCH-BIN' });
    expect(nowhere.status).toBe(400);
    expect(messages(nowhere.body.errors)).toEqual([M.unknownLocation('NO-SUCH-BIN', 'DC1')]);
    const dock = await call(admin, 'put_away', { barcode, location: 'dock-02' });
    expect(messages(dock.body.errors)).toEqual([M.locationIsDock('DOCK-02')]);
    const off = await call(admin, 'put_away', { barcode, location: 'TBK-OFF' });
    expect(messages(off.body.errors)).toEqual([M.locationInactive('TBK-OFF')]);
    const noLocation = await call(admin, 'put_away', { barcode, location: '' });
    expect(noLocation.status).toBe(400);
    const refused = await call(viewer, 'put_away', { barcode, location: 'TBK-BIN-01' });
    expect(refused.status).toBe(403);
    expect(await counts()).toEqual(before);
    expect(await onHand('TBK-A', 'DOCK-01')).toBe(10);
  });

  it('puts away by the scanned SSCC (without its 00) to a bin by barcode: the stock moves', async () => {
    const first = received.bookin.put_aways[0]!;
    const r = await call<TPutAwayResult>(admin, 'put_away', {
      barcode: `(00)${first.barcode.slice(2)}`.replace('(00)', ''),
      location: 'B-TBK-BIN-01',
    });
    expect(r.status, JSON.stringify(r.body.errors)).toBe(200);
    const done = r.body.results[0]!;
    expect(done.moved).toEqual([
      {
        inventory_code: 'TBK-A',
        quantity: 10,
        from_location: 'DOCK-01',
        to_location: 'TBK-BIN-01',
      },
      {
        inventory_code: 'TBK-B',
        quantity: 24,
        from_location: 'DOCK-01',
        to_location: 'TBK-BIN-01',
      },
    ]);
    expect(done.put_away).toMatchObject({ location: 'TBK-BIN-01', put_away_by: 'admin' });
    expect(done.put_away.put_away_at).not.toBeNull();
    expect(await onHand('TBK-A', 'DOCK-01')).toBe(0);
    expect(await onHand('TBK-A', 'TBK-BIN-01')).toBe(10);
    expect(await onHand('TBK-B', 'DOCK-01')).toBe(36);
    expect(await onHand('TBK-B', 'TBK-BIN-01')).toBe(24);
    expect(await ledger('TBK-B', 'TBK-BIN-01')).toBe(24);
    expect(await ledger('TBK-B', 'DOCK-01')).toBe(36);
    // Receiving closed, one still at the dock: Put Away lines, a warning row.
    expect(done.bookin).toMatchObject({ receiving_status: 'Closed', docket_status: '' });
    expect(done.bookin.purchase_orders[0]!.lines.map((l) => l.line_status)).toEqual([
      'Put Away',
      'Put Away',
    ]);
    expect(bookinRowVariant(done.bookin)).toBe('warning');
    // Receiving is closed: no more dockets into it.
    const closed = await call(admin, 'receive', {
      delivery_docket: 'TBKDD-3',
      booking_id: done.bookin.booking_id,
    });
    expect(messages(closed.body.errors)).toEqual([M.bookinClosed(done.bookin.booking_id)]);
    // Twice is refused.
    const again = await call(admin, 'put_away', { barcode: first.barcode, location: 'TBK-BIN-02' });
    expect(again.status).toBe(409);
    expect(messages(again.body.errors)).toEqual([M.alreadyPutAway(first.barcode, 'TBK-BIN-01')]);
  });

  it('the last put-away makes the bookin Checked and its dockets CHECKED', async () => {
    const second = received.put_away;
    const r = await call<TPutAwayResult>(admin, 'put_away', {
      put_away_id: second.put_away_id,
      location: 'tbk-bin-02',
    });
    expect(r.status, JSON.stringify(r.body.errors)).toBe(200);
    const { bookin } = r.body.results[0]!;
    expect(messages(r.body.info)).toEqual([
      M.putAway(second.barcode, 'TBK-BIN-02'),
      M.bookinChecked(bookin.booking_id),
    ]);
    expect(bookin.docket_status).toBe('Checked');
    expect(bookinRowVariant(bookin)).toBe('success');
    expect(bookin.purchase_orders[0]!.lines.every((l) => l.line_status === 'Complete')).toBe(true);
    expect(await onHand('TBK-B', 'DOCK-01')).toBe(0);
    expect(await onHand('TBK-B', 'TBK-BIN-02')).toBe(36);
    const dockets = await q<{ docket_status: string }>(
      sql`SELECT docket_status FROM wms.delivery_dockets
          WHERE site_id = 'SXD' AND booking_id = ${bookin.booking_id}`,
    );
    expect(dockets.map((d) => d.docket_status)).toEqual(['CHECKED', 'CHECKED']);
    // Today's list shows it.
    const list = await call<TBookinListRow>(admin, 'list', {
      from_date: '2000-01-01',
      to_date: '2099-12-31',
      warehouse: 'DC1',
    });
    expect(list.body.results.some((b) => b.booking_id === bookin.booking_id)).toBe(true);
  });
});

describe('the demo receipts', () => {
  it('SXD/DC1 has bookins Checked, at the dock and opened, and dockets awaiting receipt', async () => {
    const r = await call<TBookinListRow>(admin, 'list', {
      from_date: '2000-01-01',
      to_date: '2030-12-31',
      warehouse: 'DC1',
    });
    const demo = r.body.results.filter((b) => b.customer_code !== 'TBKSUP');
    expect(demo.some((b) => b.docket_status === 'Checked')).toBe(true);
    expect(demo.some((b) => b.receiving_status === 'Opened' && b.put_aways_pending > 0)).toBe(true);
    expect(demo.every((b) => b.no_put_aways > 0)).toBe(true);
    const awaiting = await call<TAwaitingDocket>(admin, 'awaiting', { warehouse: 'DC1' });
    expect(
      awaiting.body.results.filter((d) => !d.delivery_docket.startsWith('TBKDD-')).length,
    ).toBeGreaterThanOrEqual(2);
  });

  it('what waits at the dock is on hand there: each pending put-away’s contents', async () => {
    const [mismatch] = await q<{ n: number }>(sql`
      WITH pending AS (
        SELECT p.site_id, p.warehouse, p.from_location AS location, c.inventory_code,
               sum(c.quantity) AS qty
        FROM wms.put_aways p
        JOIN wms.put_away_contents c ON c.site_id = p.site_id AND c.put_away_id = p.put_away_id
        JOIN wms.bookins b ON b.site_id = p.site_id AND b.booking_id = p.booking_id
        WHERE p.put_away_at IS NULL AND b.supplier_code <> 'TBKSUP'
        GROUP BY 1, 2, 3, 4)
      SELECT count(*)::int AS n FROM pending
      WHERE pending.qty > COALESCE((SELECT sum(o.quantity) FROM wms.on_hands o
        WHERE o.site_id = pending.site_id AND o.warehouse = pending.warehouse
          AND o.location = pending.location AND o.inventory_code = pending.inventory_code), 0)`);
    expect(mismatch!.n).toBe(0);
    const [plates] = await q<{ bad: number; all: number }>(
      sql`SELECT count(*) FILTER (WHERE barcode !~ '^00[0-9]{18}$')::int AS bad,
                 count(*)::int AS all FROM wms.put_aways WHERE barcode NOT LIKE 'TBK-%'`,
    );
    expect(plates!.all).toBeGreaterThan(10);
    expect(plates!.bad).toBe(0);
  });
});
