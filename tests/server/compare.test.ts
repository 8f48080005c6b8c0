import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  COMPARE_MESSAGES as M,
  GL_CODE,
  comparisonVariant,
  shownMovementQty,
  comparisonMovementKind,
  type TComparisonItem,
  type TComparisonMovement,
  type TEnvelopeAnswer,
} from '../../src/contract';
import { comparisonCorrections, movements, onHands } from '../../server/db/schema';
import { rows } from '../../server/db/sql';
import { startServer } from './harness';
import { snapshot } from './helpers';

const server = startServer();
const SITE = 'SXD';
const WH = 'DC1';

const tools = <T>(token: string, entity: string, action: string, data: unknown) =>
  server.call<T>(token, 'tools', { site_id: SITE, entity, action, data });
const messages = (body: TEnvelopeAnswer<unknown>) => body.errors.map((e) => e.message);

type Held = { inventory_code: string; serial_batch: string; date_code: string; q: number };

/** The product's stock of DC1 per item, serial/batch and date code (read as the owner). */
async function heldInDc1(): Promise<Held[]> {
  return rows<Held>(
    server.db,
    sql`SELECT inventory_code, serial_batch, date_code, sum(quantity)::float8 AS q
        FROM wms.on_hands WHERE site_id = ${SITE} AND warehouse = ${WH}
        GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`,
  );
}

const keyOf = (h: { inventory_code: string; serial_batch: string; date_code: string }) => ({
  warehouse: WH,
  inventory_code: h.inventory_code,
  serial_batch: h.serial_batch,
  date_code: h.date_code,
});

describe('comparison report (tools / compare, movement)', () => {
  it('compares, drills down, processes Write On / Write Off, and repeats the same rows', async () => {
    const admin = await server.login('admin');
    const held = await heldInDc1();
    expect(held.length).toBeGreaterThan(3);
    const [same, short, surplus, ...rest] = held;
    // The ERP: one item agrees, one has 5 more than the product, one 2 fewer, the rest agree.
    const items = [
      { ...keyOf(same!), erp_on_hand: same!.q },
      { ...keyOf(short!), erp_on_hand: short!.q + 5 },
      { ...keyOf(surplus!), erp_on_hand: surplus!.q - 2 },
      ...rest.map((h) => ({ ...keyOf(h), erp_on_hand: h.q })),
    ].map(({ warehouse: _w, ...i }) => i);
    const asAt = new Date(Date.now() - 1000).toISOString();
    const loaded = await tools(admin, 'compare', 'load', { warehouse: WH, as_at: asAt, items });
    expect(loaded.status).toBe(200);
    expect(loaded.body.info.map((i) => i.message)).toContain(M.loaded(items.length, WH));

    const issues = await tools<TComparisonItem>(admin, 'compare', 'list', {
      warehouse: WH,
      issues_only: true,
    });
    expect(issues.body.errors).toEqual([]);
    const byCode = (list: TComparisonItem[], h: Held) =>
      list.find(
        (r) =>
          r.inventory_code === h.inventory_code &&
          r.serial_batch === h.serial_batch &&
          r.date_code === h.date_code,
      );
    expect(issues.body.results).toHaveLength(2);
    const shortRow = byCode(issues.body.results, short!)!;
    expect(shortRow).toMatchObject({ wms_on_hand: short!.q, erp_on_hand: short!.q + 5 });
    expect(shortRow.difference).toBeCloseTo(-5);
    expect(comparisonVariant(shortRow.difference)).toBe('danger');
    const surplusRow = byCode(issues.body.results, surplus!)!;
    expect(surplusRow.difference).toBeCloseTo(2);
    expect(comparisonVariant(surplusRow.difference)).toBe('warning');

    const all = await tools<TComparisonItem>(admin, 'compare', 'list', { warehouse: WH });
    expect(all.body.results).toHaveLength(held.length);
    expect(comparisonVariant(byCode(all.body.results, same!)!.difference)).toBe('success');

    // The same report twice with no change in between: the same rows in the same order.
    const again = await tools<TComparisonItem>(admin, 'compare', 'list', { warehouse: WH });
    expect(again.body.results).toEqual(all.body.results);

    // A regular movement since the ERP figure adjusts the ERP figure: no new difference.
    const [sameAt] = await rows<{ location: string }>(
      server.db,
      sql`SELECT location FROM wms.on_hands WHERE site_id = ${SITE} AND warehouse = ${WH}
            AND inventory_code = ${same!.inventory_code} AND serial_batch = ${same!.serial_batch}
            AND date_code = ${same!.date_code} ORDER BY location LIMIT 1`,
    );
    const moved = await server.call(admin, 'movement', {
      site_id: SITE,
      entity: 'movement',
      action: 'add',
      data: {
        movement: {
          action: 'WRITE_OFF',
          warehouse: WH,
          inventory: same!.inventory_code,
          location: sameAt!.location,
          serial_batch: same!.serial_batch,
          date_code: same!.date_code,
          quantity: 1,
        },
      },
    });
    expect(moved.status).toBe(200);
    const afterMove = await tools<TComparisonItem>(admin, 'compare', 'list', { warehouse: WH });
    const sameAfter = byCode(afterMove.body.results, same!)!;
    expect(sameAfter.wms_on_hand).toBeCloseTo(same!.q - 1);
    expect(sameAfter.adjusted_erp_on_hand).toBeCloseTo(same!.q - 1);
    expect(sameAfter.difference).toBeCloseTo(0);
    const history = await tools<TComparisonMovement>(admin, 'compare', 'movements', keyOf(same!));
    expect(history.body.results).toHaveLength(1);
    expect(history.body.results[0]).toMatchObject({
      from_location: sameAt!.location,
      to_location: GL_CODE,
      processed_flag: true,
    });

    // Drill-down of the shortfall: one Write On from GL, not processed.
    const drill = await tools<TComparisonMovement>(admin, 'compare', 'movements', keyOf(short!));
    expect(drill.status).toBe(200);
    const proposedOn = drill.body.results.filter((m) => !m.processed_flag);
    expect(proposedOn).toHaveLength(1);
    expect(proposedOn[0]!.from_location).toBe(GL_CODE);
    expect(comparisonMovementKind(proposedOn[0]!)).toBe('Write On');
    expect(proposedOn[0]!.movement_qty).toBeCloseTo(5);

    // The surplus: Write Offs to GL summing to 2, shown negated.
    const drillOff = await tools<TComparisonMovement>(
      admin,
      'compare',
      'movements',
      keyOf(surplus!),
    );
    const proposedOff = drillOff.body.results.filter((m) => !m.processed_flag);
    expect(proposedOff.every((m) => m.to_location === GL_CODE)).toBe(true);
    expect(proposedOff.reduce((s, m) => s + shownMovementQty(m), 0)).toBeCloseTo(-2);

    // Checking only (process false) writes nothing.
    const ledgerBefore = await snapshot(server.db, movements);
    const toSend = [...proposedOn, ...proposedOff].map((m) => ({
      ...keyOf(m),
      from_location: m.from_location,
      to_location: m.to_location,
      movement_qty: m.movement_qty,
      line: m.line,
    }));
    const checked = await tools<TComparisonMovement>(admin, 'movement', 'add', {
      process: false,
      movements: toSend,
    });
    expect(checked.status).toBe(200);
    expect(checked.body.results.every((m) => !m.processed_flag)).toBe(true);
    expect(await snapshot(server.db, movements)).toBe(ledgerBefore);

    // A bad movement among good ones: refused, nothing written.
    const onHandBefore = await snapshot(server.db, onHands);
    const bad = await tools(admin, 'movement', 'add', {
      process: true,
      movements: [
        ...toSend,
        { ...toSend[0]!, from_location: 'NOWHERE', to_location: 'NOWHERE2' },
        { ...toSend[0]!, to_location: 'NO-SUCH-BIN', line: 9 },
      ],
    });
    expect(bad.status).toBe(400);
    expect(messages(bad.body)).toEqual(
      expect.arrayContaining([M.oneSideGl, M.locationUnknown('NO-SUCH-BIN', WH)]),
    );
    expect(await snapshot(server.db, movements)).toBe(ledgerBefore);
    expect(await snapshot(server.db, onHands)).toBe(onHandBefore);

    // Only mo update may process: the viewer is refused.
    const viewer = await server.login('viewer');
    const refused = await tools(viewer, 'movement', 'add', { process: true, movements: toSend });
    expect(refused.status).toBe(403);

    // Process: written through the ledger; the report now agrees and stays agreed.
    const processed = await tools<TComparisonMovement>(admin, 'movement', 'add', {
      process: true,
      movements: toSend,
    });
    expect(processed.status).toBe(200);
    expect(processed.body.results.every((m) => m.processed_flag && m.movement_id)).toBe(true);
    expect(await rows(server.db, sql`SELECT 1 FROM wms.comparison_corrections`)).toHaveLength(
      toSend.length,
    );
    expect((await snapshot(server.db, comparisonCorrections)).length).toBeGreaterThan(2);
    const fixed = await tools<TComparisonItem>(admin, 'compare', 'list', {
      warehouse: WH,
      issues_only: true,
    });
    expect(fixed.body.results).toEqual([]);
    const drillAfter = await tools<TComparisonMovement>(
      admin,
      'compare',
      'movements',
      keyOf(short!),
    );
    expect(drillAfter.body.results).toHaveLength(1);
    expect(drillAfter.body.results[0]).toMatchObject({
      from_location: GL_CODE,
      processed_flag: true,
    });
  });

  it('needs a warehouse and admin view; a load naming an item twice writes nothing', async () => {
    const admin = await server.login('admin');
    const none = await tools(admin, 'compare', 'list', { warehouse: '' });
    expect(none.status).toBe(400);
    expect(messages(none.body)).toContain(M.selectWarehouse);
    const floor = await server.login('floor');
    expect((await tools(floor, 'compare', 'list', { warehouse: WH })).status).toBe(403);
    const twice = await tools(admin, 'compare', 'load', {
      warehouse: WH,
      as_at: new Date().toISOString(),
      items: [
        { inventory_code: 'X1', erp_on_hand: 1 },
        { inventory_code: 'X1', erp_on_hand: 2 },
      ],
    });
    expect(twice.status).toBe(400);
    expect(messages(twice.body)).toEqual([M.listedTwice('X1')]);
    const unknown = await tools(admin, 'compare', 'load', {
      warehouse: 'NOPE',
      as_at: new Date().toISOString(),
      items: [],
    });
    expect(unknown.status).toBe(400);
    expect(messages(unknown.body)).toEqual([M.warehouseUnknown('NOPE')]);
  });
});
