import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  LEDGER_MESSAGES,
  PICK_MESSAGES as M,
  STOCK_NOT_ON_SHELF,
  pickCounts,
  type TPickDetail,
  type TPickRow,
  type TReasonCode,
  type TSalesOrderDetail,
} from '../../src/contract';
import { rows } from '../../server/db/sql';
import { postMovement } from '../../server/areas/stock/ledger';
import { startServer } from './harness';

const server = startServer();
const q = <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
  rows<T>(server.db, query);

const call = <T = TPickRow>(
  token: string,
  entity: string,
  action: string,
  data: unknown,
  extra: { site?: string; request_id?: string } = {},
) =>
  server.call<T>(token, 'sales_order', {
    site_id: extra.site ?? 'SXD',
    entity,
    action,
    data,
    ...(extra.request_id ? { request_id: extra.request_id } : {}),
  });
const texts = (list: { message: string }[]) => list.map((m) => m.message);

/*
 * Test orders in their own far-future days (the demo orders are around today) and test items
 * TPK-* on DC1 locations of two pick sections, stocked through the ledger. Everything below
 * is exact for these.
 */
const DAY1 = '2032-05-03';
const DAY2 = '2032-05-04';
const DOCK = 'DOCK-01';

let admin = '';
let provider = '';
let viewer = '';
let floor = '';
/** Pick faces: LA and LC in one pick section, LB in another. */
let LA = '';
let LB = '';
let LC = '';
let sectionA = { code: '', name: '' };
let sectionB = { code: '', name: '' };
let runs: Record<string, number> = {};

async function item(code: string, opts: { unit?: string; tracking?: string; face?: string } = {}) {
  await server.db.execute(
    sql`INSERT INTO wms.inventory (site_id, inventory_code, inventory_description, unit_of_measure,
          tracking_type)
        VALUES ('SXD', ${code}, ${`Test ${code}`}, ${opts.unit ?? 'EA'}, ${opts.tracking ?? 'NONE'})`,
  );
  if (opts.face) {
    await server.db.execute(
      sql`INSERT INTO wms.inventory_warehouses (site_id, inventory_code, warehouse, pick_face)
          VALUES ('SXD', ${code}, 'DC1', ${opts.face})`,
    );
  }
}

async function stock(code: string, location: string, qty: number, batch = '', dateCode = '') {
  await postMovement(server.db, 'SXD', {
    movement_type: 'WRITE_ON',
    warehouse: 'DC1',
    inventory_code: code,
    from_location: '',
    to_location: location,
    serial_batch: batch,
    date_code: dateCode,
    quantity: qty,
    operator: 'test',
  });
}

async function order(
  so: string,
  o: { date?: string; status?: string; run?: string; warehouse?: string; locked?: string },
  lines: [
    code: string,
    ordered: number,
    opts?: { unit?: string; pack?: number; supplied?: number },
  ][],
) {
  const warehouse = o.warehouse ?? 'DC1';
  const [row] = await q<{ id: number }>(
    sql`INSERT INTO wms.sales_orders (site_id, sales_order, warehouse, customer_code, run_id,
          required_date, wms_status, locked_user)
        VALUES ('SXD', ${so}, ${warehouse}, 'TPKCUS',
          (SELECT run_id FROM wms.runs WHERE site_id = 'SXD' AND warehouse = ${warehouse}
             AND run = ${o.run ?? 'NORTH'}),
          ${o.date ?? DAY1}, ${o.status ?? 'new'}, ${o.locked ?? ''})
        RETURNING sales_order_id AS id`,
  );
  let n = 0;
  for (const [code, ordered, l] of lines) {
    await server.db.execute(
      sql`INSERT INTO wms.sales_order_lines (site_id, sales_order_id, line_no, inventory_code,
            description, stocking_factor_unit, pack_size, quantity_ordered, quantity_supplied)
          VALUES ('SXD', ${row!.id}, ${++n}, ${code}, ${`Test ${code}`}, ${l?.unit ?? 'EA'},
            ${l?.pack ?? 1}, ${ordered}, ${l?.supplied ?? 0})`,
    );
  }
}

const onHand = async (code: string, location: string) => {
  const [r] = await q<{ qty: number }>(
    sql`SELECT COALESCE(sum(quantity), 0)::float8 AS qty FROM wms.on_hands
        WHERE site_id = 'SXD' AND warehouse = 'DC1' AND inventory_code = ${code}
          AND location = ${location}`,
  );
  return r!.qty;
};
const orderRow = async (so: string) => {
  const [r] = await q<{ wms_status: string; run_id: number; required_date: string }>(
    sql`SELECT wms_status, run_id, required_date::text AS required_date FROM wms.sales_orders
        WHERE site_id = 'SXD' AND sales_order = ${so}`,
  );
  return r!;
};
const soLine = async (so: string, lineNo: number) => {
  const [r] = await q<{ quantity_supplied: number; short_supply_reason: string }>(
    sql`SELECT l.quantity_supplied::float8 AS quantity_supplied, l.short_supply_reason
        FROM wms.sales_order_lines l JOIN wms.sales_orders o USING (site_id, sales_order_id)
        WHERE o.site_id = 'SXD' AND o.sales_order = ${so} AND l.line_no = ${lineNo}`,
  );
  return r!;
};
const create = (token: string, sos: string[], extra: Record<string, unknown> = {}) =>
  call(token, 'pick', 'create', {
    warehouse_id: 'DC1',
    run_id: runs.NORTH,
    required_date: DAY1,
    sales_order_numbers: sos,
    ...extra,
  });
const list = (token: string, data: Record<string, unknown> = {}) =>
  call(token, 'pick', 'list', { warehouse: 'DC1', from_date: DAY1, to_date: DAY2, ...data });
const picksOf = async (token: string, so: string) =>
  (await list(token)).body.results.filter((p) => p.sales_order_number === so);
const get = async (token: string, pickId: number) => {
  const r = await call<TPickDetail>(token, 'pick', 'get', { pick_id: pickId });
  expect(r.status).toBe(200);
  return r.body.results[0]!;
};
const attempt = (token: string, data: Record<string, unknown>, request_id?: string) =>
  call<TPickDetail>(token, 'pick_attempt', 'add', data, { request_id });
const lineOf = (pick: TPickDetail, code: string) =>
  pick.pick_lines.find((l) => l.inventory_code === code)!;

beforeAll(async () => {
  const faces = await q<{ location: string; pick_section: string; pick_section_name: string }>(
    sql`SELECT DISTINCT ON (l.pick_section) l.location, l.pick_section, ps.pick_section_name
        FROM wms.locations l
        JOIN wms.pick_sections ps ON ps.site_id = l.site_id AND ps.warehouse = l.warehouse
          AND ps.pick_area = l.pick_area AND ps.pick_section = l.pick_section
        WHERE l.site_id = 'SXD' AND l.warehouse = 'DC1' AND l.pick_section IN ('A-FAST', 'C-CHILL')
        ORDER BY l.pick_section, l.location DESC`,
  );
  expect(faces).toHaveLength(2);
  LA = faces[0]!.location;
  LB = faces[1]!.location;
  sectionA = { code: faces[0]!.pick_section, name: faces[0]!.pick_section_name };
  sectionB = { code: faces[1]!.pick_section, name: faces[1]!.pick_section_name };
  const [c] = await q<{ location: string }>(
    sql`SELECT location FROM wms.locations WHERE site_id = 'SXD' AND warehouse = 'DC1'
          AND pick_section = ${sectionA.code} AND location <> ${LA}
        ORDER BY location DESC LIMIT 1`,
  );
  LC = c!.location;
  runs = Object.fromEntries(
    (
      await q<{ run: string; run_id: number }>(
        sql`SELECT run, run_id FROM wms.runs WHERE site_id = 'SXD' AND warehouse = 'DC1'`,
      )
    ).map((r) => [r.run, r.run_id]),
  );
  await server.db.execute(
    sql`INSERT INTO wms.customers (site_id, customer_code, customer_name)
        VALUES ('SXD', 'TPKCUS', 'Picking Test Pantry')`,
  );
  await item('TPK-A', { face: LA });
  await item('TPK-B', { face: LB });
  await item('TPK-N');
  await item('TPK-BAT', { face: LA, tracking: 'BATCH_EXPIRY' });
  await item('TPK-KG', { face: LA, unit: 'KG' });
  await item('TPK-LAST', { face: LC });
  await stock('TPK-A', LA, 100);
  await stock('TPK-B', LB, 50);
  await stock('TPK-N', LA, 5);
  await stock('TPK-KG', LA, 20);
  await stock('TPK-LAST', LC, 1);
  await server.db.execute(
    sql`INSERT INTO wms.serial_batches (site_id, inventory_code, serial_batch, date_code, quarantine)
        VALUES ('SXD', 'TPK-BAT', 'LATE', '2031-01-01', false),
               ('SXD', 'TPK-BAT', 'EARLY', '2030-06-01', false),
               ('SXD', 'TPK-BAT', 'QUAR', '2030-01-01', true)`,
  );
  await stock('TPK-BAT', LA, 5, 'LATE', '2031-01-01');
  await stock('TPK-BAT', LA, 5, 'EARLY', '2030-06-01');
  await stock('TPK-BAT', LA, 10, 'QUAR', '2030-01-01');

  await order('TPK-1', {}, [
    ['TPK-A', 10],
    ['TPK-B', 2, { unit: 'CTN', pack: 5 }],
    ['TPK-N', 2],
    ['TPK-BAT', 8],
  ]);
  await order('TPK-2', { status: 'picking' }, [['TPK-A', 1]]);
  await order('TPK-3', { date: DAY2, run: 'EAST' }, [
    ['TPK-A', 3],
    ['TPK-KG', 2.5, { unit: 'KG' }],
  ]);
  await order('TPK-DC2', { warehouse: 'DC2' }, [['TPK-A', 1]]);
  await order('TPK-L1', {}, [['TPK-LAST', 1]]);
  await order('TPK-L2', {}, [['TPK-LAST', 1]]);
  // Clear rules: new; picking with nothing picked; picked something; order locked.
  await order('TPK-C1', {}, [['TPK-A', 1]]);
  await order('TPK-C2', {}, [['TPK-A', 1]]);
  await order('TPK-C3', {}, [['TPK-A', 2]]);
  await order('TPK-C4', { status: 'picking', locked: 'someone' }, [['TPK-A', 1]]);

  admin = await server.login('admin');
  provider = await server.login('provider');
  viewer = await server.login('viewer');
  floor = await server.login('floor');
  // The demo floor user picks (so view and update at SXD); these checks need a member of
  // SXD with no so module, so this file's floor user has it taken away.
  await server.db.execute(
    sql`DELETE FROM wms.user_permissions WHERE user_id = 'floor' AND module = 'so'`,
  );
});

describe('permissions', () => {
  it('so view lists and reads picks; creating, clearing and picking need so update', async () => {
    expect((await list(viewer)).status).toBe(200);
    const refused = await create(viewer, ['TPK-1']);
    expect(refused.status).toBe(403);
    expect(refused.body.errors[0]!.code).toBe('FORBIDDEN_PERMISSION');
    expect((await call(viewer, 'pick', 'clear', { sales_order_numbers: ['TPK-1'] })).status).toBe(
      403,
    );
    expect((await attempt(viewer, { pick_line_id: 1, quantity_picked: 1 })).status).toBe(403);
    // floor (here) has no so module at all
    expect((await list(floor)).status).toBe(403);
    expect((await orderRow('TPK-1')).wms_status).toBe('new');
  });
});

describe('pick get and unknown records', () => {
  it('answers 404 for a pick or pick line that does not exist', async () => {
    const pick = await call(admin, 'pick', 'get', { pick_id: 99999999 });
    expect(pick.status).toBe(404);
    expect(texts(pick.body.errors)).toEqual([M.pickNotFound(99999999)]);
    const line = await attempt(admin, { pick_line_id: 99999999, quantity_picked: 1 });
    expect(line.status).toBe(404);
    expect(texts(line.body.errors)).toEqual([M.pickLineNotFound(99999999)]);
  });
});

describe('pick list (sales_order / pick / list)', () => {
  it('needs a warehouse other than ALL', async () => {
    for (const warehouse of [undefined, '', 'ALL']) {
      const r = await call(admin, 'pick', 'list', { warehouse });
      expect(r.status).toBe(400);
      expect(texts(r.body.errors)).toEqual([M.selectWarehouse]);
    }
  });
});

describe('create picks (sales_order / pick / create)', () => {
  it('creates one pick per pick section for new orders only, Single by default', async () => {
    const r = await create(admin, ['TPK-1', 'TPK-2', 'TPK-NOPE', 'TPK-DC2']);
    expect(r.status).toBe(200);
    expect(texts(r.body.info)).toEqual([M.created(3)]);
    expect(texts(r.body.warnings)).toEqual([
      M.notNew('TPK-2'),
      M.orderNotFound('TPK-NOPE'),
      M.orderNotInWarehouse('TPK-DC2', 'DC1'),
    ]);
    const picks = r.body.results;
    expect(picks).toHaveLength(3);
    expect(picks.map((p) => p.pick_section_name).sort()).toEqual(
      ['', sectionA.name, sectionB.name].sort(),
    );
    for (const p of picks) {
      expect(p).toMatchObject({
        sales_order_number: 'TPK-1',
        pick_type: 'Single',
        pick_name: 'Picking Test Pantry',
        required_date: DAY1,
        run_name: 'DC1 North Metro',
        status: 'new',
        locked_user: '',
        total_picked: 0,
      });
    }
    const bySection = Object.fromEntries(picks.map((p) => [p.pick_section_name, p]));
    expect(bySection[sectionA.name]).toMatchObject({ no_lines: 2, total_ordered: 18 });
    expect(bySection[sectionB.name]).toMatchObject({ no_lines: 1, total_ordered: 2 });
    expect(bySection['']).toMatchObject({ no_lines: 1, num_of_unpicked_lines: 1 });
    expect(await orderRow('TPK-1')).toMatchObject({
      wms_status: 'picking',
      run_id: runs.NORTH,
      required_date: DAY1,
    });
    // Not new any more: a second create is refused with one error per order, nothing made.
    const again = await create(admin, ['TPK-1', 'TPK-2']);
    expect(again.status).toBe(400);
    expect(texts(again.body.errors)).toEqual([M.notNew('TPK-1'), M.notNew('TPK-2')]);
    expect(await picksOf(admin, 'TPK-1')).toHaveLength(3);
  });

  it('refuses a held order, naming it, and makes nothing for it', async () => {
    await order('TPK-HELD', {}, [['TPK-A', 3]]);
    await q(sql`UPDATE wms.sales_orders SET hold = true, review_reason = 'Credit hold'
                WHERE site_id = 'SXD' AND sales_order = 'TPK-HELD'`);
    const r = await create(admin, ['TPK-HELD']);
    expect(r.status).toBe(400);
    expect(texts(r.body.errors)).toEqual([M.onHold('TPK-HELD')]);
    expect(await picksOf(admin, 'TPK-HELD')).toHaveLength(0);
    expect(await orderRow('TPK-HELD')).toMatchObject({ wms_status: 'new' });
  });

  it('takes the pick type, run and date of the call; refuses a run of another warehouse', async () => {
    const [dc2Run] = await q<{ run_id: number }>(
      sql`SELECT run_id FROM wms.runs WHERE site_id = 'SXD' AND warehouse = 'DC2' LIMIT 1`,
    );
    const wrong = await create(admin, ['TPK-3'], { run_id: dc2Run!.run_id });
    expect(wrong.status).toBe(400);
    expect(texts(wrong.body.errors)).toEqual([M.runNotInWarehouse('DC1')]);
    const r = await create(admin, ['TPK-3'], {
      run_id: runs.EAST,
      required_date: DAY2,
      pick_type: 'Bulk',
    });
    expect(r.status).toBe(200);
    expect(r.body.results).toHaveLength(1);
    expect(r.body.results[0]).toMatchObject({
      pick_type: 'Bulk',
      run_name: 'DC1 East Metro',
      required_date: DAY2,
      no_lines: 2,
    });
    const bad = await call(admin, 'pick', 'create', {
      warehouse_id: 'DC1',
      run_id: runs.EAST,
      required_date: DAY2,
      pick_type: 'Sideways',
      sales_order_numbers: ['TPK-3'],
    });
    expect(bad.status).toBe(400);
  });

  it('lists by date, run set, run, pick section and locks, with the counts of the rows', async () => {
    await create(admin, ['TPK-L1', 'TPK-L2', 'TPK-C1', 'TPK-C2', 'TPK-C3']);
    const all = (await list(admin)).body.results.filter((p) =>
      p.sales_order_number.startsWith('TPK-'),
    );
    expect(all.map((p) => p.sales_order_number)).toContain('TPK-3');
    const day1 = (await list(admin, { to_date: DAY1 })).body.results;
    expect(day1.some((p) => p.sales_order_number === 'TPK-3')).toBe(false);
    const east = (await list(admin, { run: 'EAST' })).body.results;
    expect(east.map((p) => p.sales_order_number)).toEqual(['TPK-3']);
    const byId = (await list(admin, { run: runs.EAST })).body.results;
    expect(byId.map((p) => p.sales_order_number)).toEqual(['TPK-3']);
    const [amSet] = await q<{ runset_id: string }>(
      sql`SELECT runset_id FROM wms.runs WHERE run_id = ${runs.NORTH}`,
    );
    const am = (await list(admin, { run_set: amSet!.runset_id })).body.results;
    expect(am.length).toBe(all.length); // NORTH and EAST are both in the morning set
    const pm = (await list(admin, { run_set: 'DC1-PM' })).body.results;
    expect(pm.filter((p) => p.sales_order_number.startsWith('TPK-'))).toEqual([]);
    const queue = (await list(admin, { picking_queue: sectionB.code })).body.results;
    expect(queue.every((p) => p.pick_section_name === sectionB.name)).toBe(true);
    expect(queue.map((p) => p.sales_order_number)).toContain('TPK-1');
    expect((await list(admin, { locked_only: true })).body.results).toEqual([]);
    const counts = pickCounts(all);
    expect(counts).toMatchObject({
      headers: all.length,
      unstarted: all.length,
      in_progress: 0,
      locked: 0,
    });
    expect(counts.lines).toBe(all.reduce((n, p) => n + p.no_lines, 0));
  });
});

describe('picking (sales_order / pick_attempt / add)', () => {
  it('moves a full pick from the pick face to the dock through the ledger and locks the pick', async () => {
    const [pickA] = (await picksOf(admin, 'TPK-1')).filter(
      (p) => p.pick_section_name === sectionA.name,
    );
    const detail = await get(admin, pickA!.pick_id);
    expect(detail.warehouse).toBe('DC1');
    const line = lineOf(detail, 'TPK-A');
    expect(line).toMatchObject({ pick_face: LA, quantity_req: 10, quantity_picked: 0 });
    const dockBefore = await onHand('TPK-A', DOCK);
    const r = await attempt(admin, { pick_line_id: line.pick_line_id, quantity_picked: 10 });
    expect(r.status).toBe(200);
    const after = r.body.results[0]!;
    expect(lineOf(after, 'TPK-A')).toMatchObject({ quantity_picked: 10, reason: '' });
    expect(lineOf(after, 'TPK-A').pick_attempts).toEqual([
      expect.objectContaining({ user_id: 'admin', pick_face: LA, quantity_picked: 10 }),
    ]);
    expect(after).toMatchObject({ status: 'in_progress', locked_user: 'admin' });
    expect(await onHand('TPK-A', LA)).toBe(90);
    expect(await onHand('TPK-A', DOCK)).toBe(dockBefore + 10);
    const moves = await q<{ movement_type: string; from_location: string; to_location: string }>(
      sql`SELECT movement_type, from_location, to_location, movement_qty::float8 AS qty, reference,
                 operator
          FROM wms.movements WHERE site_id = 'SXD' AND inventory_code = 'TPK-A'
            AND movement_type = 'PICK'`,
    );
    expect(moves).toEqual([
      {
        movement_type: 'PICK',
        from_location: LA,
        to_location: DOCK,
        qty: 10,
        reference: 'TPK-1',
        operator: 'admin',
      },
    ]);
    expect(await soLine('TPK-1', 1)).toEqual({ quantity_supplied: 10, short_supply_reason: '' });
    // The pick is admin's now: another picker is refused and nothing is written.
    const other = await attempt(provider, {
      pick_line_id: lineOf(after, 'TPK-BAT').pick_line_id,
      quantity_picked: 1,
    });
    expect(other.status).toBe(409);
    expect(texts(other.body.errors)).toEqual([M.lockedBy(pickA!.pick_id, 'admin')]);
    expect((await list(admin, { locked_only: true })).body.results.map((p) => p.pick_id)).toEqual([
      pickA!.pick_id,
    ]);
    // The line is picked in full: no more.
    const closed = await attempt(admin, { pick_line_id: line.pick_line_id, quantity_picked: 1 });
    expect(closed.status).toBe(409);
    expect(texts(closed.body.errors)).toEqual([M.lineClosed(line.pick_line_id)]);
  });

  it('takes batches first expiry first, skips quarantined ones and splits across batches', async () => {
    const [pickA] = (await picksOf(admin, 'TPK-1')).filter(
      (p) => p.pick_section_name === sectionA.name,
    );
    const line = lineOf(await get(admin, pickA!.pick_id), 'TPK-BAT');
    const over = await attempt(admin, { pick_line_id: line.pick_line_id, quantity_picked: 9 });
    expect(over.status).toBe(400);
    expect(texts(over.body.errors)).toEqual([M.overPick(8, 0)]);
    const fraction = await attempt(admin, {
      pick_line_id: line.pick_line_id,
      quantity_picked: 1.5,
    });
    expect(fraction.status).toBe(400);
    expect(texts(fraction.body.errors)).toEqual([M.wholeNumber]);
    // Part of a line without a reason is a short pick without one.
    const part = await attempt(admin, { pick_line_id: line.pick_line_id, quantity_picked: 3 });
    expect(part.status).toBe(400);
    expect(texts(part.body.errors)).toEqual([M.shortNeedsReason]);
    const all = await attempt(admin, { pick_line_id: line.pick_line_id, quantity_picked: 8 });
    expect(all.status).toBe(200);
    const done = all.body.results[0]!;
    expect(
      lineOf(done, 'TPK-BAT').pick_attempts.map((a) => [
        a.batch_number,
        a.expiry_date,
        a.quantity_picked,
      ]),
    ).toEqual([
      ['EARLY', '2030-06-01', 5],
      ['LATE', '2031-01-01', 3],
    ]);
    const left = await q<{ serial_batch: string; quantity: number }>(
      sql`SELECT serial_batch, quantity::float8 AS quantity FROM wms.on_hands
          WHERE site_id = 'SXD' AND inventory_code = 'TPK-BAT' AND location = ${LA}
          ORDER BY serial_batch`,
    );
    expect(left).toEqual([
      { serial_batch: 'LATE', quantity: 2 },
      { serial_batch: 'QUAR', quantity: 10 },
    ]);
    // A batch named on the attempt is taken; a quarantined one is never picked.
    await order('TPK-NB', {}, [['TPK-BAT', 2]]);
    await create(admin, ['TPK-NB']);
    const [nb] = await picksOf(admin, 'TPK-NB');
    const nbLine = (await get(admin, nb!.pick_id)).pick_lines[0]!;
    const quarantined = await attempt(admin, {
      pick_line_id: nbLine.pick_line_id,
      quantity_picked: 2,
      batch_number: 'QUAR',
    });
    expect(quarantined.status).toBe(409);
    expect(texts(quarantined.body.errors)).toEqual([M.notEnoughToPick('TPK-BAT', LA, 0)]);
    const named = await attempt(admin, {
      pick_line_id: nbLine.pick_line_id,
      quantity_picked: 2,
      batch_number: 'LATE',
    });
    expect(named.status).toBe(200);
    expect(await onHand('TPK-BAT', LA)).toBe(10);
    // Every line of the pick is picked: complete and unlocked; the order still has two open picks.
    expect(done).toMatchObject({ status: 'complete', locked_user: '', num_of_unpicked_lines: 0 });
    expect((await orderRow('TPK-1')).wms_status).toBe('picking');
  });

  it('a short pick needs a picking reason and closes the line short', async () => {
    const [pickB] = (await picksOf(admin, 'TPK-1')).filter(
      (p) => p.pick_section_name === sectionB.name,
    );
    const line = lineOf(await get(admin, pickB!.pick_id), 'TPK-B');
    expect(line).toMatchObject({ stocking_factor_unit: 'CTN', pack_size: 5, quantity_req: 2 });
    const none = await attempt(provider, { pick_line_id: line.pick_line_id, quantity_picked: 1 });
    expect(none.status).toBe(400);
    expect(texts(none.body.errors)).toEqual([M.shortNeedsReason]);
    for (const reason of ['Because', 'OVR']) {
      const r = await attempt(provider, {
        pick_line_id: line.pick_line_id,
        quantity_picked: 1,
        reason,
      });
      expect(r.status).toBe(400);
      expect(texts(r.body.errors)).toEqual([M.unknownReason(reason)]);
    }
    expect(await onHand('TPK-B', LB)).toBe(50);
    const r = await attempt(provider, {
      pick_line_id: line.pick_line_id,
      quantity_picked: 1,
      reason: 'short',
    });
    expect(r.status).toBe(200);
    const after = r.body.results[0]!;
    expect(lineOf(after, 'TPK-B')).toMatchObject({
      quantity_picked: 1,
      reason: 'Short at pick face',
    });
    expect(after.status).toBe('complete');
    // One carton of 5 moved.
    expect(await onHand('TPK-B', LB)).toBe(45);
    expect(await soLine('TPK-1', 2)).toEqual({
      quantity_supplied: 1,
      short_supply_reason: 'Short at pick face',
    });
  });

  it('a line with no pick face needs one on the attempt; the last pick makes the order picked', async () => {
    const [pickN] = (await picksOf(admin, 'TPK-1')).filter((p) => p.pick_section_name === '');
    const line = lineOf(await get(admin, pickN!.pick_id), 'TPK-N');
    expect(line.pick_face).toBe('');
    const r = await attempt(admin, { pick_line_id: line.pick_line_id, quantity_picked: 2 });
    expect(r.status).toBe(400);
    expect(texts(r.body.errors)).toEqual([M.noPickFace('TPK-N')]);
    // Nothing on the shelf: short to zero with the standard reason, no stock moves.
    const zero = await attempt(admin, {
      pick_line_id: line.pick_line_id,
      quantity_picked: 1,
      pick_face: LA,
    });
    expect(zero.status).toBe(400); // 1 of 2 needs a reason
    const ok = await attempt(admin, {
      pick_line_id: line.pick_line_id,
      quantity_picked: 2,
      pick_face: LA,
    });
    expect(ok.status).toBe(200);
    expect(await onHand('TPK-N', LA)).toBe(3);
    expect(ok.body.results[0]!.status).toBe('complete');
    expect((await orderRow('TPK-1')).wms_status).toBe('picked');
    expect(await soLine('TPK-1', 3)).toEqual({ quantity_supplied: 2, short_supply_reason: '' });
  });

  it('decimal quantities for items counted in KG; a zero short pick moves nothing', async () => {
    const [pick] = await picksOf(admin, 'TPK-3');
    const detail = await get(admin, pick!.pick_id);
    const kg = await attempt(admin, {
      pick_line_id: lineOf(detail, 'TPK-KG').pick_line_id,
      quantity_picked: 2.5,
    });
    expect(kg.status).toBe(200);
    expect(await onHand('TPK-KG', LA)).toBe(17.5);
    const zero = await attempt(admin, {
      pick_line_id: lineOf(detail, 'TPK-A').pick_line_id,
      quantity_picked: 0,
      reason: STOCK_NOT_ON_SHELF,
    });
    expect(zero.status).toBe(200);
    expect(lineOf(zero.body.results[0]!, 'TPK-A')).toMatchObject({
      quantity_picked: 0,
      reason: STOCK_NOT_ON_SHELF,
    });
    expect(zero.body.results[0]!.status).toBe('complete');
    expect(await soLine('TPK-3', 1)).toEqual({
      quantity_supplied: 0,
      short_supply_reason: STOCK_NOT_ON_SHELF,
    });
    expect((await orderRow('TPK-3')).wms_status).toBe('picked');
  });

  it('two pickers taking the last unit: exactly one succeeds, the other is told and writes nothing', async () => {
    const [p1] = await picksOf(admin, 'TPK-L1');
    const [p2] = await picksOf(admin, 'TPK-L2');
    const l1 = (await get(admin, p1!.pick_id)).pick_lines[0]!;
    const l2 = (await get(admin, p2!.pick_id)).pick_lines[0]!;
    const dockBefore = await onHand('TPK-LAST', DOCK);
    const answers = await Promise.all([
      attempt(admin, { pick_line_id: l1.pick_line_id, quantity_picked: 1 }),
      attempt(provider, { pick_line_id: l2.pick_line_id, quantity_picked: 1 }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const loser = answers.find((a) => a.status === 409)!;
    expect(texts(loser.body.errors)).toEqual([M.notEnoughToPick('TPK-LAST', LC, 0)]);
    expect(await onHand('TPK-LAST', LC)).toBe(0);
    expect(await onHand('TPK-LAST', DOCK)).toBe(dockBefore + 1);
    const [n] = await q<{ attempts: number; picked: number; moves: number; negative: number }>(
      sql`SELECT (SELECT count(*)::int FROM wms.pick_attempts a JOIN wms.pick_lines pl
                   USING (site_id, pick_line_id) WHERE pl.inventory_code = 'TPK-LAST') AS attempts,
                 (SELECT sum(quantity_picked)::float8 FROM wms.pick_lines
                   WHERE inventory_code = 'TPK-LAST') AS picked,
                 (SELECT count(*)::int FROM wms.movements
                   WHERE inventory_code = 'TPK-LAST' AND movement_type = 'PICK') AS moves,
                 (SELECT count(*)::int FROM wms.on_hands WHERE quantity < 0) AS negative`,
    );
    expect(n).toEqual({ attempts: 1, picked: 1, moves: 1, negative: 0 });
  });

  it('a repeated request_id is answered once: one attempt, one movement', async () => {
    await order('TPK-R', {}, [['TPK-A', 4]]);
    await create(admin, ['TPK-R']);
    const [pick] = await picksOf(admin, 'TPK-R');
    const line = (await get(admin, pick!.pick_id)).pick_lines[0]!;
    const before = await onHand('TPK-A', LA);
    const body = { pick_line_id: line.pick_line_id, quantity_picked: 4 };
    const one = await attempt(admin, body, 'tpk-repeat-1');
    const two = await attempt(admin, body, 'tpk-repeat-1');
    expect([one.status, two.status]).toEqual([200, 200]);
    expect(two.response.headers['idempotent-replay']).toBe('true');
    expect(await onHand('TPK-A', LA)).toBe(before - 4);
    expect((await get(admin, pick!.pick_id)).pick_lines[0]!.quantity_picked).toBe(4);
  });

  it('keeps the ledger whole: on hand = sum of movements for every test item', async () => {
    const [mismatch] = await q<{ n: number }>(sql`
      WITH m AS (
        SELECT warehouse, to_location AS location, inventory_code, serial_batch, date_code,
               movement_qty AS qty FROM wms.movements
        WHERE site_id = 'SXD' AND inventory_code LIKE 'TPK-%' AND to_location <> ''
        UNION ALL
        SELECT warehouse, from_location, inventory_code, serial_batch, date_code, -movement_qty
        FROM wms.movements
        WHERE site_id = 'SXD' AND inventory_code LIKE 'TPK-%' AND from_location <> ''),
      s AS (SELECT warehouse, location, inventory_code, serial_batch, date_code, sum(qty) AS qty
            FROM m GROUP BY 1, 2, 3, 4, 5 HAVING sum(qty) <> 0)
      SELECT count(*)::int AS n FROM s
      FULL JOIN (SELECT * FROM wms.on_hands WHERE site_id = 'SXD' AND inventory_code LIKE 'TPK-%') o
        USING (warehouse, location, inventory_code, serial_batch, date_code)
      WHERE coalesce(s.qty, 0) <> coalesce(o.quantity, 0)`);
    expect(mismatch!.n).toBe(0);
    expect(LEDGER_MESSAGES.quantityPositive).toBeTruthy();
  });
});

describe('clear, change run date and complete', () => {
  it('clears only orders that are not new, with nothing picked and no lock', async () => {
    // TPK-C1 picking with nothing picked; TPK-C2 its pick locked; TPK-C3 picked.
    const [c2] = await picksOf(admin, 'TPK-C2');
    await server.db.execute(
      sql`UPDATE wms.picks SET locked_user = 'provider' WHERE pick_id = ${c2!.pick_id}`,
    );
    const [c3] = await picksOf(admin, 'TPK-C3');
    const l3 = (await get(admin, c3!.pick_id)).pick_lines[0]!;
    expect(
      (await attempt(admin, { pick_line_id: l3.pick_line_id, quantity_picked: 2 })).status,
    ).toBe(200);
    await order('TPK-C0', {}, [['TPK-A', 1]]);
    await order('TPK-C5', { status: 'deleted' }, [['TPK-A', 1]]);
    const all = ['TPK-C0', 'TPK-C1', 'TPK-C2', 'TPK-C3', 'TPK-C4', 'TPK-C5', 'TPK-NONE'];
    const r = await call(admin, 'pick', 'clear', { sales_order_numbers: all });
    expect(r.status).toBe(200);
    expect(texts(r.body.info)).toEqual([M.cleared(1)]);
    expect(texts(r.body.warnings)).toEqual([
      M.notClearable('TPK-C0'),
      M.notClearable('TPK-C2'),
      M.notClearable('TPK-C3'),
      M.notClearable('TPK-C4'),
      M.notClearable('TPK-C5'),
      M.orderNotFound('TPK-NONE'),
    ]);
    expect(await picksOf(admin, 'TPK-C1')).toEqual([]);
    expect((await orderRow('TPK-C1')).wms_status).toBe('new');
    expect(await picksOf(admin, 'TPK-C2')).toHaveLength(1);
    expect((await orderRow('TPK-C3')).wms_status).toBe('picked');
    // Nothing clearable: the call fails with one error per order.
    const none = await call(admin, 'pick', 'clear', { sales_order_numbers: ['TPK-C0', 'TPK-C3'] });
    expect(none.status).toBe(400);
    expect(texts(none.body.errors)).toEqual([M.notClearable('TPK-C0'), M.notClearable('TPK-C3')]);
  });

  it('changes the run and date of orders and their picks', async () => {
    const r = await call(admin, 'pick', 'change_run_date', {
      run_id: runs.WEST,
      required_date: DAY2,
      despatch_date: '2032-05-05',
      sales_order_numbers: ['TPK-C2', 'TPK-DC2'],
    });
    expect(r.status).toBe(200);
    expect(texts(r.body.info)).toEqual([M.runDateChanged(1)]);
    expect(texts(r.body.warnings)).toEqual([M.runNotInWarehouse('DC2')]);
    expect(r.body.results.map((p) => [p.sales_order_number, p.run_name, p.required_date])).toEqual([
      ['TPK-C2', 'DC1 West Metro', DAY2],
    ]);
    expect(await orderRow('TPK-C2')).toMatchObject({ run_id: runs.WEST, required_date: DAY2 });
    const [despatch] = await q<{ d: string }>(
      sql`SELECT despatch_date::text AS d FROM wms.picks p JOIN wms.sales_orders o
            USING (site_id, sales_order_id) WHERE o.sales_order = 'TPK-C2'`,
    );
    expect(despatch!.d).toBe('2032-05-05');
  });

  it('force-completes picks: unlocked, the order picked when all are complete', async () => {
    const [c2] = await picksOf(admin, 'TPK-C2');
    expect(c2!.locked_user).toBe('provider');
    const r = await call(admin, 'pick', 'complete', { pick_ids: [c2!.pick_id, 99999999] });
    expect(r.status).toBe(200);
    expect(texts(r.body.info)).toEqual([M.completed(1)]);
    expect(texts(r.body.warnings)).toEqual([M.pickNotFound(99999999)]);
    expect(r.body.results).toEqual([
      expect.objectContaining({ pick_id: c2!.pick_id, status: 'complete', locked_user: '' }),
    ]);
    expect((await orderRow('TPK-C2')).wms_status).toBe('picked');
    const again = await call(admin, 'pick', 'complete', { pick_ids: [c2!.pick_id] });
    expect(again.status).toBe(400);
    expect(texts(again.body.errors)).toEqual([M.pickComplete(c2!.pick_id)]);
  });
});

describe('sales order detail and reason codes', () => {
  it('shows the pickers and each line’s attempts and where its stock came from', async () => {
    const r = await server.call<TSalesOrderDetail>(admin, 'sales_order', {
      site_id: 'SXD',
      entity: 'sales_order',
      action: 'get',
      data: { sales_order: 'TPK-1' },
    });
    expect(r.status).toBe(200);
    const o = r.body.results[0]!;
    expect(o.pickers.map((p) => [p.user_id, p.lines, p.quantity])).toEqual([
      ['admin', 3, 20],
      ['provider', 1, 1],
    ]);
    expect(o.pickers[0]!.first_pick <= o.pickers[0]!.last_pick).toBe(true);
    const bat = o.so_lines.find((l) => l.inventory_code === 'TPK-BAT')!;
    expect(bat.pick_user_id).toBe('admin');
    expect(bat.pick_attempts).toHaveLength(2);
    expect(bat.details.map((d) => [d.location, d.quantity, d.serial_batch, d.date_code])).toEqual([
      [LA, 5, 'EARLY', '2030-06-01'],
      [LA, 3, 'LATE', '2031-01-01'],
    ]);
    const short = o.so_lines.find((l) => l.inventory_code === 'TPK-B')!;
    expect(short).toMatchObject({ line_status: 'Short', quantity_supplied: 1 });
    const untouched = await server.call<TSalesOrderDetail>(admin, 'sales_order', {
      site_id: 'SXD',
      entity: 'sales_order',
      action: 'get',
      data: { sales_order: 'TPK-C0' },
    });
    expect(untouched.body.results[0]!.pickers).toEqual([]);
    expect(untouched.body.results[0]!.so_lines[0]).toMatchObject({
      pick_attempts: [],
      details: [],
    });
  });

  it('lists the site reason codes, narrowed to those for picking', async () => {
    const r = await server.call<TReasonCode>(viewer, 'admin', {
      site_id: 'SXD',
      entity: 'reason_code',
      action: 'list',
      data: { use_on_picking: true },
    });
    expect(r.status).toBe(200);
    expect(r.body.results.map((c) => c.reason_code)).toEqual(['DMG', 'EXP', 'QA', 'SHORT']);
    expect(r.body.results.every((c) => c.use_on_picking)).toBe(true);
    const all = await server.call<TReasonCode>(floor, 'admin', {
      site_id: 'SXD',
      entity: 'reason_code',
      action: 'list',
      data: {},
    });
    expect(all.status).toBe(200);
    expect(all.body.results.length).toBeGreaterThan(4);
  });
});
