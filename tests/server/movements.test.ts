import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  LEDGER_MESSAGES,
  MESSAGES,
  MOVEMENT_MESSAGES,
  type TMovementRow,
  type TTransactionRow,
} from '../../src/contract';
import { inSite } from '../../server/db/rls';
import { rows } from '../../server/db/sql';
import { startServer } from './harness';

const server = startServer();
const SITE = 'SXD';
const WH = 'DC1';

const call = <T = TMovementRow>(token: string, action: string, data: unknown, extra = {}) =>
  server.call<T>(token, 'movement', { site_id: SITE, entity: 'movement', action, data, ...extra });

const add = (token: string, movement: Record<string, unknown>, extra = {}) =>
  call(token, 'add', { movement: { warehouse: WH, ...movement } }, extra);

async function onHand(code: string, location?: string): Promise<number> {
  const [row] = await rows<{ q: number }>(
    server.db,
    sql`SELECT coalesce(sum(quantity), 0)::float8 AS q FROM wms.on_hands
        WHERE site_id = ${SITE} AND inventory_code = ${code}
          ${location ? sql`AND location = ${location}` : sql``}`,
  );
  return row!.q;
}

/** What the ledger says is at each location: put minus taken, per location. */
async function ledgerBalance(code: string): Promise<Record<string, number>> {
  const found = await rows<{ location: string; q: number }>(
    server.db,
    sql`SELECT location, sum(q)::float8 AS q FROM (
          SELECT to_location AS location, movement_qty AS q FROM wms.movements
          WHERE site_id = ${SITE} AND inventory_code = ${code} AND to_location <> ''
          UNION ALL
          SELECT from_location, -movement_qty FROM wms.movements
          WHERE site_id = ${SITE} AND inventory_code = ${code} AND from_location <> ''
        ) x GROUP BY location HAVING sum(q) <> 0 ORDER BY location`,
  );
  return Object.fromEntries(found.map((r) => [r.location, r.q]));
}

async function onHandByLocation(code: string): Promise<Record<string, number>> {
  const found = await rows<{ location: string; q: number }>(
    server.db,
    sql`SELECT location, sum(quantity)::float8 AS q FROM wms.on_hands
        WHERE site_id = ${SITE} AND inventory_code = ${code} GROUP BY location ORDER BY location`,
  );
  return Object.fromEntries(found.map((r) => [r.location, r.q]));
}

/** A fingerprint of the whole ledger and on hands: any row written changes it. */
async function ledgerState(): Promise<string> {
  const [row] = await rows<Record<string, unknown>>(
    server.db,
    sql`SELECT (SELECT count(*) FROM wms.movements)::text AS movements,
               (SELECT coalesce(max(movement_id), 0) FROM wms.movements)::text AS last_id,
               (SELECT coalesce(sum(movement_qty), 0) FROM wms.movements)::text AS moved,
               (SELECT count(*) FROM wms.on_hands)::text AS on_hands,
               (SELECT coalesce(sum(quantity), 0) FROM wms.on_hands)::text AS on_hand,
               (SELECT count(*) FROM wms.serial_batches)::text AS batches`,
  );
  return JSON.stringify(row);
}

let seq = 0;
/** A fresh item (SETUP only: direct insert as the owner). */
async function newItem(opts: { tracking?: string; gtin?: string } = {}): Promise<string> {
  seq += 1;
  const code = `MVT-${seq}-${Date.now() % 100000}`;
  await server.db.execute(
    sql`INSERT INTO wms.inventory (site_id, inventory_code, inventory_description, tracking_type, gtin)
        VALUES (${SITE}, ${code}, ${`Movement test item ${seq}`}, ${opts.tracking ?? ''}, ${opts.gtin ?? ''})`,
  );
  return code;
}

let admin = '';
let floor = '';

beforeAll(async () => {
  admin = await server.login('admin');
  floor = await server.login('floor');
  await server.db.execute(
    sql`INSERT INTO wms.tracking_types (site_id, tracking_type, description, tracking)
        VALUES (${SITE}, 'MVT-BATCH', 'Batch tracked', 'BATCH')
        ON CONFLICT DO NOTHING`,
  );
  await server.db.execute(
    sql`INSERT INTO wms.locations (site_id, warehouse, location, pick_section, storage, active)
        SELECT site_id, warehouse, 'MVT-OFF', pick_section, storage, false
        FROM wms.locations WHERE site_id = ${SITE} AND warehouse = ${WH} AND location = 'A-01-01-A'`,
  );
});

describe('movement add (write on, write off, transfer) through the ledger', () => {
  it('writes stock on, off and bin to bin; on hands follow and the history shows each', async () => {
    const gtin = `93${Date.now()}`.slice(0, 13);
    const code = await newItem({ gtin });
    const on = await add(floor, {
      action: 'WRITE_ON',
      inventory: code,
      location: 'a-01-01-a',
      quantity: 10,
      reference: 'stocktake',
    });
    expect(on.status).toBe(200);
    expect(on.body.results[0]).toMatchObject({
      movement_type: 'WRITE_ON',
      from_location: '',
      to_location: 'A-01-01-A',
      movement_qty: 10,
      operator: 'floor',
      reference: 'stocktake',
      inventory_description: expect.stringContaining('Movement test item'),
    });
    expect(await onHand(code, 'A-01-01-A')).toBe(10);

    const off = await add(floor, {
      action: 'WRITE_OFF',
      inventory: code,
      location: 'A-01-01-A',
      quantity: 2.5,
    });
    expect(off.status).toBe(200);
    expect(await onHand(code, 'A-01-01-A')).toBe(7.5);

    const moved = await add(floor, {
      action: 'TRANSFER',
      inventory: code,
      location: 'A-01-01-A',
      to_location: 'DC1-A-01-02-A',
      quantity: 4,
    });
    expect(moved.status).toBe(200);
    expect(moved.body.results[0]).toMatchObject({
      from_location: 'A-01-01-A',
      to_location: 'A-01-02-A',
    });
    expect(await onHandByLocation(code)).toEqual({ 'A-01-01-A': 3.5, 'A-01-02-A': 4 });
    expect(await ledgerBalance(code)).toEqual(await onHandByLocation(code));

    const history = await call(floor, 'list', {
      warehouse: WH,
      search_type: 'Inventory',
      search_term: code.toLowerCase(),
    });
    expect(history.status).toBe(200);
    expect(history.body.results.map((m) => m.movement_type)).toEqual([
      'TRANSFER',
      'WRITE_OFF',
      'WRITE_ON',
    ]);
    const scanned = await call(floor, 'list', {
      warehouse: WH,
      search_type: 'Inventory',
      search_term: gtin,
    });
    expect(scanned.body.results).toHaveLength(3);
    const bin = await call(floor, 'list', {
      warehouse: WH,
      search_type: 'Bin Location',
      search_term: 'DC1-A-01-02-A',
      from_date: new Date(Date.now() - 3600_000).toISOString(),
      to_date: new Date(Date.now() + 3600_000).toISOString(),
    });
    expect(bin.body.results.filter((m) => m.inventory_code === code)).toHaveLength(1);
    const later = await call(floor, 'list', {
      warehouse: WH,
      search_type: 'Inventory',
      search_term: code,
      from_date: new Date(Date.now() + 3600_000).toISOString(),
    });
    expect(later.body.results).toEqual([]);

    const got = await call(floor, 'get', { movement_id: moved.body.results[0]!.movement_id });
    expect(got.body.results[0]).toMatchObject({ movement_type: 'TRANSFER', movement_qty: 4 });
    const missing = await call(floor, 'get', { movement_id: 987654321 });
    expect(missing.status).toBe(404);
    expect(missing.body.errors[0]!.message).toBe(MOVEMENT_MESSAGES.movementNotFound(987654321));
  });

  it('refuses a write off of more than is on hand with the message and writes nothing', async () => {
    const code = await newItem();
    await add(admin, { action: 'WRITE_ON', inventory: code, location: 'A-02-01-A', quantity: 3 });
    const before = await ledgerState();
    const off = await add(admin, {
      action: 'WRITE_OFF',
      inventory: code,
      location: 'A-02-01-A',
      quantity: 5,
    });
    expect(off.status).toBe(409);
    expect(off.body.success).toBe(false);
    expect(off.body.errors[0]!.message).toBe(
      LEDGER_MESSAGES.notEnoughStock(code, 'A-02-01-A', 3, 5),
    );
    const nothing = await add(admin, {
      action: 'TRANSFER',
      inventory: code,
      location: 'A-02-02-A',
      to_location: 'A-02-01-A',
      quantity: 1,
    });
    expect(nothing.status).toBe(409);
    expect(nothing.body.errors[0]!.message).toBe(LEDGER_MESSAGES.noStockHere(code, 'A-02-02-A'));
    expect(await ledgerState()).toBe(before);
  });

  it('a write off of everything there removes the on-hand row; sum of movements equals on hand', async () => {
    const code = await newItem();
    await add(admin, { action: 'WRITE_ON', inventory: code, location: 'DOCK-01', quantity: 6 });
    const off = await add(admin, {
      action: 'WRITE_OFF',
      inventory: code,
      location: 'DOCK-01',
      quantity: 6,
    });
    expect(off.status).toBe(200);
    expect(await onHandByLocation(code)).toEqual({});
    expect(await ledgerBalance(code)).toEqual({});
  });

  it('answers one error per failed rule and writes nothing', async () => {
    const before = await ledgerState();
    const bad = await add(admin, {
      action: 'TRANSFER',
      inventory: 'NO-SUCH-ITEM',
      location: 'NOWHERE',
      to_location: 'MVT-OFF',
      quantity: 1,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e) => e.message)).toEqual([
      MOVEMENT_MESSAGES.unknownItem('NO-SUCH-ITEM'),
      MOVEMENT_MESSAGES.unknownLocation('NOWHERE', WH),
      MOVEMENT_MESSAGES.inactiveLocation('MVT-OFF'),
    ]);
    const blank = await add(admin, { action: 'TRANSFER', inventory: '', quantity: 0 });
    expect(blank.status).toBe(400);
    expect(blank.body.errors.map((e) => e.message)).toEqual([
      MOVEMENT_MESSAGES.inventoryBlank,
      LEDGER_MESSAGES.quantityPositive,
      MOVEMENT_MESSAGES.fromLocationBlank,
      MOVEMENT_MESSAGES.toLocationBlank,
    ]);
    const code = await newItem();
    const inactive = await add(admin, {
      action: 'WRITE_ON',
      inventory: code,
      location: 'MVT-OFF',
      quantity: 1,
    });
    expect(inactive.body.errors.map((e) => e.message)).toEqual([
      MOVEMENT_MESSAGES.inactiveLocation('MVT-OFF'),
    ]);
    const all = await add(admin, {
      action: 'WRITE_ON',
      warehouse: 'NOPE',
      inventory: code,
      location: 'A-01-01-A',
      quantity: 1,
    });
    expect(all.body.errors[0]!.message).toBe(MESSAGES.unknownWarehouse('NOPE'));
    expect(await ledgerState()).toBe(before);
  });

  it('a batch-tracked item needs its serial/batch; a write on records a new batch', async () => {
    const code = await newItem({ tracking: 'MVT-BATCH' });
    const none = await add(admin, {
      action: 'WRITE_ON',
      inventory: code,
      location: 'A-03-01-A',
      quantity: 2,
    });
    expect(none.status).toBe(400);
    expect(none.body.errors[0]!.message).toBe(MOVEMENT_MESSAGES.serialBatchRequired(code));
    const on = await add(admin, {
      action: 'WRITE_ON',
      inventory: code,
      location: 'A-03-01-A',
      serial_batch: 'B-77',
      date_code: '2027-01-31',
      quantity: 2,
    });
    expect(on.status).toBe(200);
    const [batch] = await rows<{ date_code: string }>(
      server.db,
      sql`SELECT date_code FROM wms.serial_batches WHERE site_id = ${SITE}
          AND inventory_code = ${code} AND serial_batch = 'B-77'`,
    );
    expect(batch).toEqual({ date_code: '2027-01-31' });
    // the date code comes with the batch
    const off = await add(admin, {
      action: 'WRITE_OFF',
      inventory: code,
      location: 'A-03-01-A',
      serial_batch: 'B-77',
      quantity: 1,
    });
    expect(off.status).toBe(200);
    expect(off.body.results[0]).toMatchObject({ serial_batch: 'B-77', date_code: '2027-01-31' });
    expect(await onHand(code)).toBe(1);
  });

  it('needs mo update to post; mo view to read', async () => {
    const viewer = await server.login('viewer');
    const code = await newItem();
    const refused = await add(viewer, {
      action: 'WRITE_ON',
      inventory: code,
      location: 'A-01-01-A',
      quantity: 1,
    });
    expect(refused.status).toBe(403);
    expect(await onHand(code)).toBe(0);
  });
});

describe('ledger invariants', () => {
  it('two concurrent write offs of the same stock: exactly one succeeds when only one fits', async () => {
    const code = await newItem();
    await add(admin, { action: 'WRITE_ON', inventory: code, location: 'B-01-01-A', quantity: 5 });
    const offs = await Promise.all([
      add(admin, { action: 'WRITE_OFF', inventory: code, location: 'B-01-01-A', quantity: 3 }),
      add(floor, { action: 'WRITE_OFF', inventory: code, location: 'B-01-01-A', quantity: 3 }),
    ]);
    expect(offs.map((o) => o.status).sort()).toEqual([200, 409]);
    expect(await onHand(code)).toBe(2);
    expect(await ledgerBalance(code)).toEqual(await onHandByLocation(code));

    // both want all of it
    const all = await Promise.all([
      add(admin, { action: 'WRITE_OFF', inventory: code, location: 'B-01-01-A', quantity: 2 }),
      add(floor, { action: 'WRITE_OFF', inventory: code, location: 'B-01-01-A', quantity: 2 }),
      add(admin, {
        action: 'TRANSFER',
        inventory: code,
        location: 'B-01-01-A',
        to_location: 'B-01-02-A',
        quantity: 2,
      }),
    ]);
    expect(all.map((o) => o.status).sort()).toEqual([200, 409, 409]);
    const stock = await onHandByLocation(code);
    expect(Object.values(stock).reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(2);
    expect(await ledgerBalance(code)).toEqual(stock);
    const negative = await rows<{ n: number }>(
      server.db,
      sql`SELECT count(*)::int AS n FROM wms.on_hands WHERE quantity < 0`,
    );
    expect(negative[0]!.n).toBe(0);
  });

  it('history is immutable: the app role can neither update nor delete a movement', async () => {
    const code = await newItem();
    const on = await add(admin, {
      action: 'WRITE_ON',
      inventory: code,
      location: 'B-02-01-A',
      quantity: 4,
    });
    const id = on.body.results[0]!.movement_id;
    await expect(
      inSite(server.db, SITE, (tx) =>
        tx.execute(sql`UPDATE wms.movements SET movement_qty = 1 WHERE movement_id = ${id}`),
      ),
    ).rejects.toThrow();
    await expect(
      inSite(server.db, SITE, (tx) =>
        tx.execute(sql`DELETE FROM wms.movements WHERE movement_id = ${id}`),
      ),
    ).rejects.toThrow();
    // not even the owner
    await expect(
      server.db.execute(sql`DELETE FROM wms.movements WHERE movement_id = ${id}`),
    ).rejects.toThrow();

    // through the check action: only the ERP fields change
    const qty = await call(admin, 'check', { movement: { movement_id: id, movement_qty: 1 } });
    expect(qty.status).toBe(400);
    expect(qty.body.errors[0]!.message).toBe(MOVEMENT_MESSAGES.onlyErpFields(['movement_qty']));
    const loc = await call(admin, 'check', {
      movement: { ...on.body.results[0], to_location: 'B-02-02-A', erp_id: 'X' },
    });
    expect(loc.status).toBe(400);
    const same = await call(admin, 'check', {
      movement: { ...on.body.results[0], erp_id: 'ERROR', erp_action: 'UPDATE' },
    });
    expect(same.status).toBe(200);
    expect(same.body.results[0]).toMatchObject({ erp_id: 'ERROR', movement_qty: 4 });
    expect(await onHand(code, 'B-02-01-A')).toBe(4);
    const [stored] = await rows<{ q: number }>(
      server.db,
      sql`SELECT movement_qty::float8 AS q FROM wms.movements WHERE movement_id = ${id}`,
    );
    expect(stored!.q).toBe(4);

    // the ERRORS search finds it, with no term
    const errors = await call(admin, 'list', { warehouse: WH, search_type: 'ERRORS' });
    expect(errors.status).toBe(200);
    expect(errors.body.results.map((m) => m.movement_id)).toContain(id);
    expect(errors.body.results.every((m) => m.erp_id === 'ERROR')).toBe(true);
  });

  it('a replayed request_id applies once, and the movement carries it', async () => {
    const code = await newItem();
    const request_id = `mvt-${Date.now()}`;
    const movement = { action: 'WRITE_ON', inventory: code, location: 'B-03-01-A', quantity: 7 };
    const first = await add(floor, movement, { request_id });
    const again = await add(floor, movement, { request_id });
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.response.headers['idempotent-replay']).toBe('true');
    expect(again.body.results).toEqual(first.body.results);
    expect(await onHand(code)).toBe(7);
    // the same request sent twice at once (a double tap on a flaky network): applied once
    const twice = `mvt-twice-${Date.now()}`;
    const both = await Promise.all([
      add(floor, movement, { request_id: twice }),
      add(floor, movement, { request_id: twice }),
    ]);
    expect(both.map((b) => b.status)).toEqual([200, 200]);
    expect(both[0]!.body.results).toEqual(both[1]!.body.results);
    expect(await onHand(code)).toBe(14);
    const [row] = await rows<{ request_id: string }>(
      server.db,
      sql`SELECT request_id FROM wms.movements WHERE site_id = ${SITE} AND inventory_code = ${code}
          ORDER BY movement_id LIMIT 1`,
    );
    expect(row!.request_id).toBe(request_id);
  });
});

describe('movement list rules and the Transaction Explorer', () => {
  it('answers the validation messages of document 2', async () => {
    const cases: [unknown, string][] = [
      [
        { warehouse: 'ALL', search_type: 'Inventory', search_term: 'X' },
        MOVEMENT_MESSAGES.selectWarehouse,
      ],
      [{ search_type: 'Inventory', search_term: 'X' }, MOVEMENT_MESSAGES.selectWarehouse],
      [{ warehouse: WH, search_term: 'X' }, MOVEMENT_MESSAGES.selectSearchType],
      [{ warehouse: WH, search_type: 'Inventory' }, MOVEMENT_MESSAGES.enterSearchTerm],
      [
        { warehouse: WH, search_type: 'Bin Location', search_term: ' ' },
        MOVEMENT_MESSAGES.enterSearchTerm,
      ],
    ];
    cases.push([
      { warehouse: 'NOPE', search_type: 'Inventory', search_term: 'X' },
      MESSAGES.unknownWarehouse('NOPE'),
    ]);
    for (const [data, message] of cases) {
      const answer = await call(admin, 'list', data);
      expect(answer.status).toBe(400);
      expect(answer.body.errors[0]!.message).toBe(message);
    }
  });

  it('PUT /api/transactions/ lists the ledger with times in the site zone', async () => {
    const code = await newItem();
    await add(admin, { action: 'WRITE_ON', inventory: code, location: 'C-01-01-A', quantity: 9 });
    await add(admin, { action: 'WRITE_OFF', inventory: code, location: 'C-01-01-A', quantity: 1 });
    const response = await server.app.inject({
      method: 'PUT',
      url: '/api/transactions/',
      headers: { authorization: `Bearer ${floor}` },
      payload: { site_id: SITE, warehouse: WH, inventory: code },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json() as { results: TTransactionRow[] };
    expect(body.results.map((t) => t.movement_type)).toEqual(['WRITE_OFF', 'WRITE_ON']);
    expect(body.results[0]!.transaction_time).toMatch(/^\d{4}\/\d{2}\/\d{2} @ \d{2}:\d{2}$/);
    // SXD is in Australia/Melbourne
    const expected = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Australia/Melbourne',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .format(new Date(body.results[0]!.timestamp))
      .replace(/(\d{4})-(\d{2})-(\d{2}), (\d{2}):(\d{2})/, '$1/$2/$3 @ $4:$5');
    expect(body.results[0]!.transaction_time).toBe(expected);

    const typed = await server.call<TTransactionRow>(floor, 'movement', {
      site_id: SITE,
      entity: 'transaction',
      action: 'list',
      data: { warehouse: 'ALL', inventory: code, movement_type: 'WRITE_ON' },
    });
    expect(typed.body.results.map((t) => t.movement_qty)).toEqual([9]);

    const unsigned = await server.app.inject({
      method: 'PUT',
      url: '/api/transactions/',
      payload: { site_id: SITE },
    });
    expect(unsigned.statusCode).toBe(401);
    const otherSite = await server.app.inject({
      method: 'PUT',
      url: '/api/transactions',
      headers: { authorization: `Bearer ${floor}` },
      payload: { site_id: 'TAS' },
    });
    expect(otherSite.statusCode).toBe(403);
  });
});
