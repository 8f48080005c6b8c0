import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  INVENTORY_MESSAGES,
  MESSAGES,
  type TAvailabilityRow,
  type TCommittedRow,
  type TIncomingRow,
  type TInventoryDetail,
  type TInventoryItemInput,
  type TInventoryListRow,
  type TOnHandRow,
  type TSerialBatch,
  type TSupplyIssueRow,
} from '../../src/contract';
import { postMovement } from '../../server/areas/stock/ledger';
import { rows } from '../../server/db/sql';
import { inSite } from '../../server/db/rls';
import { startServer } from './harness';

const server = startServer();

const call = <T>(token: string, action: string, data: unknown, entity = 'inventory') =>
  server.call<T>(token, 'inventory', { site_id: 'SXD', entity, action, data });

/** Locations of DC1 used below, with their pick sections (read from the demo structure). */
const LOC = { pick: 'A-03-01-A', bulk: 'A-03-02-A', quar: 'A-03-03-A', excl: 'A-03-04-A' };

function item(code: string, extra: Partial<TInventoryItemInput> = {}): TInventoryItemInput {
  return {
    inventory_code: code,
    inventory_description: `Test item ${code}`,
    unit_of_measure: 'EA',
    storage: 'DRY',
    ...extra,
  };
}

/** SETUP only: stock on hand through the ledger, as the owner, inside the site. */
async function stock(
  code: string,
  location: string,
  quantity: number,
  serial_batch = '',
  date_code = '',
  warehouse = 'DC1',
) {
  await inSite(server.db, 'SXD', (tx) =>
    postMovement(tx, 'SXD', {
      movement_type: 'WRITE_ON',
      warehouse,
      inventory_code: code,
      from_location: '',
      to_location: location,
      serial_batch,
      date_code,
      quantity,
      operator: 'test',
    }),
  );
}

let admin = '';

beforeAll(async () => {
  admin = await server.login('admin');
  const saved = await Promise.all([
    call(admin, 'check', {
      inventory: item('TST-PASTA', {
        inventory_description: 'Test Zxqvorati Penne 500g',
        gtin: '09300000000011',
        stocking_factors: [
          { unit_of_measure: 'EA', barcode: '9300000000011', pack_size: 1, weight: 0.5 },
          {
            unit_of_measure: 'CTN',
            barcode: '19300000000018',
            pack_size: 12,
            weight: 6.2,
            height: 20,
            length: 30,
            depth: 25,
          },
        ],
        warehouse_info: [{ warehouse: 'DC1', pick_face: LOC.pick }],
      }),
    }),
    call(admin, 'check', {
      inventory: item('TST-SALMON', {
        inventory_description: 'Test Salmon Fillet',
        tracking_type: 'BATCH',
      }),
    }),
    call(admin, 'check', {
      inventory: item('TST/SLASH', { inventory_description: 'Slashed code' }),
    }),
    call(admin, 'check', {
      inventory: item('TST-NONE', { inventory_description: 'Nothing on hand' }),
    }),
  ]);
  for (const s of saved) expect(s.status, JSON.stringify(s.body.errors)).toBe(200);
  await server.db.execute(sql`
    UPDATE wms.locations SET quarantine = (location = ${LOC.quar}),
           exclude_from_available = (location = ${LOC.excl})
    WHERE site_id = 'SXD' AND warehouse = 'DC1' AND location IN (${LOC.pick}, ${LOC.bulk}, ${LOC.quar}, ${LOC.excl})`);
  await stock('TST-PASTA', LOC.pick, 10);
  await stock('TST-PASTA', LOC.bulk, 40);
  await stock('TST-PASTA', LOC.quar, 5);
  await stock('TST-PASTA', LOC.excl, 3);
  await stock('TST/SLASH', LOC.bulk, 2);
  for (const [batch, date, qty, quarantine, recall] of [
    ['B-OK', '2026-12-01', 20, false, false],
    ['B-QUAR', '2026-12-05', 7, true, false],
    ['B-REC', '2026-11-20', 4, false, true],
  ] as const) {
    const b = await call(
      admin,
      'check',
      {
        serial_batch: {
          inventory_code: 'TST-SALMON',
          serial_batch: batch,
          date_code: date,
          quarantine,
          recall,
          recall_reason: recall ? 'Listeria' : '',
        },
      },
      'serial_batch',
    );
    expect(b.status).toBe(200);
    await stock('TST-SALMON', LOC.bulk, qty, batch, date);
  }
  // Orders (SETUP): a customer, a supplier, a run, open and closed order lines.
  await server.db.execute(sql`
    INSERT INTO wms.customers (site_id, customer_code, customer_name)
    VALUES ('SXD', 'TSTCUS', 'Test Bistro Pty Ltd')`);
  await server.db.execute(sql`
    INSERT INTO wms.suppliers (site_id, supplier_code, supplier_name)
    VALUES ('SXD', 'TSTSUP', 'Test Mills')`);
  await server.db.execute(sql`
    INSERT INTO wms.runs (site_id, run, run_name, warehouse, runset_id)
    VALUES ('SXD', 'TSTRUN', 'Test Run North', 'DC1', 'TSTSET')`);
  const [run] = await rows<{ run_id: number }>(
    server.db,
    sql`SELECT run_id FROM wms.runs WHERE site_id = 'SXD' AND run = 'TSTRUN'`,
  );
  const order = async (
    number: string,
    date: string,
    status: string,
    lines: [string, string, number, number, number][],
    runId: number | null = run!.run_id,
  ) => {
    const [so] = await rows<{ id: number }>(
      server.db,
      sql`INSERT INTO wms.sales_orders (site_id, sales_order, warehouse, customer_code, run_id, required_date, wms_status)
          VALUES ('SXD', ${number}, 'DC1', 'TSTCUS', ${runId}, ${date}, ${status})
          RETURNING sales_order_id AS id`,
    );
    for (const [i, [code, unit, pack, ordered, supplied]] of lines.entries()) {
      await server.db.execute(sql`
        INSERT INTO wms.sales_order_lines (site_id, sales_order_id, line_no, inventory_code,
          stocking_factor_unit, pack_size, quantity_ordered, quantity_supplied)
        VALUES ('SXD', ${so!.id}, ${i + 1}, ${code}, ${unit}, ${pack}, ${ordered}, ${supplied})`);
    }
  };
  await order('TSO-1', '2026-03-10', 'new', [
    ['TST-PASTA', 'CTN', 12, 5, 0], // 60 committed
    ['TST-SALMON', 'EA', 1, 30, 0], // 30 committed
  ]);
  await order('TSO-2', '2026-03-11', 'picking', [['TST-PASTA', 'EA', 1, 8, 3]]); // 5
  await order('TSO-3', '2026-03-10', 'complete', [['TST-PASTA', 'EA', 1, 100, 0]]);
  await order('TSO-4', '2026-04-01', 'new', [['TST/SLASH', 'EA', 1, 1, 0]], null);
  const [po] = await rows<{ id: number }>(
    server.db,
    sql`INSERT INTO wms.purchase_orders (site_id, purchase_order, warehouse, supplier_code, expected_date)
        VALUES ('SXD', 'TPO-1', 'DC1', 'TSTSUP', '2026-03-15') RETURNING purchase_order_id AS id`,
  );
  await server.db.execute(sql`
    INSERT INTO wms.purchase_order_lines (site_id, purchase_order_id, purchase_order_line,
      inventory_code, unit_of_measure, pack_size, quantity_ordered, quantity_received)
    VALUES ('SXD', ${po!.id}, 1, 'TST-PASTA', 'CTN', 12, 10, 4),
           ('SXD', ${po!.id}, 2, 'TST-SALMON', 'EA', 1, 5, 5)`);
});

describe('inventory list (search types of document 2)', () => {
  it('refuses a term-less SEARCH, INVENTORY or CUSTOMER and an incomplete RECENT_TRANSACTIONS', async () => {
    for (const search_type of ['SEARCH', 'INVENTORY', 'CUSTOMER']) {
      const r = await call(admin, 'list', { search_type, search_term: '  ' });
      expect(r.status).toBe(400);
      expect(r.body.errors[0]!.message).toBe(INVENTORY_MESSAGES.enterSearchTerm);
    }
    const noDates = await call(admin, 'list', {
      search_type: 'RECENT_TRANSACTIONS',
      warehouse: 'DC1',
    });
    expect(noDates.body.errors[0]!.message).toBe(INVENTORY_MESSAGES.selectDateRange);
    const all = await call(admin, 'list', {
      search_type: 'RECENT_TRANSACTIONS',
      from_date: '2020-01-01',
      to_date: '2030-01-01',
      warehouse: 'ALL',
    });
    expect(all.body.errors[0]!.message).toBe(INVENTORY_MESSAGES.selectWarehouse);
    const bad = await call(admin, 'list', { search_type: 'NOPE', search_term: 'x' });
    expect(bad.body.errors[0]!.message).toBe(INVENTORY_MESSAGES.selectSearchType);
  });

  it('SEARCH matches code and description; a scanned GTIN or unit barcode finds its item first', async () => {
    const byWord = await call<TInventoryListRow>(admin, 'list', {
      search_type: 'SEARCH',
      search_term: 'zxqvorati pen',
      warehouse: 'DC1',
    });
    expect(byWord.status).toBe(200);
    expect(byWord.body.results).toEqual([
      {
        inventory_code: 'TST-PASTA',
        inventory_description: 'Test Zxqvorati Penne 500g',
        unit_of_measure: 'EA',
        storage: 'DRY',
        gtin: '09300000000011',
        on_hand: 58,
        exact: false,
      },
    ]);
    const byCode = await call<TInventoryListRow>(admin, 'list', { search_term: 'tst-' });
    expect(byCode.body.results.map((r) => r.inventory_code)).toEqual(
      expect.arrayContaining(['TST-PASTA', 'TST-SALMON', 'TST-NONE']),
    );
    for (const scanned of ['09300000000011', '19300000000018', '9300000000011']) {
      const r = await call<TInventoryListRow>(admin, 'list', { search_term: scanned });
      expect(r.body.results[0]?.inventory_code, scanned).toBe('TST-PASTA');
      expect(r.body.results[0]?.exact, scanned).toBe(true);
    }
    const none = await call<TInventoryListRow>(admin, 'list', { search_term: 'zzqq-nothing' });
    expect(none.body.results).toEqual([]);
  });

  it('INVENTORY by code start, CUSTOMER by the items on its orders, RECENT_TRANSACTIONS by movements', async () => {
    const inv = await call<TInventoryListRow>(admin, 'list', {
      search_type: 'INVENTORY',
      search_term: 'tst/',
    });
    expect(inv.body.results.map((r) => [r.inventory_code, r.on_hand])).toEqual([['TST/SLASH', 2]]);
    const cus = await call<TInventoryListRow>(admin, 'list', {
      search_type: 'CUSTOMER',
      search_term: 'test bistro',
    });
    expect(cus.body.results.map((r) => r.inventory_code).sort()).toEqual([
      'TST-PASTA',
      'TST-SALMON',
      'TST/SLASH',
    ]);
    const today = new Date().toISOString().slice(0, 10);
    const recent = await call<TInventoryListRow>(admin, 'list', {
      search_type: 'RECENT_TRANSACTIONS',
      from_date: today,
      to_date: today,
      warehouse: 'DC1',
    });
    const codes = recent.body.results.map((r) => r.inventory_code);
    expect(codes).toEqual(expect.arrayContaining(['TST-PASTA', 'TST-SALMON', 'TST/SLASH']));
    expect(codes).not.toContain('TST-NONE');
    const old = await call<TInventoryListRow>(admin, 'list', {
      search_type: 'RECENT_TRANSACTIONS',
      from_date: '2001-01-01',
      to_date: '2001-01-31',
      warehouse: 'DC1',
    });
    expect(old.body.results).toEqual([]);
  });
});

describe('inventory get and check', () => {
  it('answers the item, its stocking factors, warehouse info, pick face and on hands', async () => {
    const r = await call<TInventoryDetail>(admin, 'get', {
      inventory_code: 'TST-PASTA',
      warehouses: ['DC1'],
    });
    expect(r.status).toBe(200);
    const d = r.body.results[0]!;
    expect(d.pick_face).toBe(LOC.pick);
    expect(d.warehouse_info).toEqual([{ warehouse: 'DC1', pick_face: LOC.pick, min_on_hand: 0 }]);
    expect(d.stocking_factors.map((f) => [f.unit_of_measure, f.pack_size, f.length])).toEqual([
      ['EA', 1, 0],
      ['CTN', 12, 30],
    ]);
    expect(d.on_hands.map((o) => [o.location, o.quantity, o.is_pick_face, o.quarantine])).toEqual([
      [LOC.pick, 10, true, false],
      [LOC.bulk, 40, false, false],
      [LOC.quar, 5, false, true],
      [LOC.excl, 3, false, false],
    ]);
    const elsewhere = await call<TInventoryDetail>(admin, 'get', {
      inventory_code: 'TST-PASTA',
      warehouses: 'DC2',
    });
    expect(elsewhere.body.results[0]!.on_hands).toEqual([]);
    expect(elsewhere.body.results[0]!.pick_face).toBe('');
    const slash = await call<TInventoryDetail>(admin, 'get', { inventory_code: 'TST/SLASH' });
    expect(slash.body.results[0]!.on_hands.map((o) => o.quantity)).toEqual([2]);
    const missing = await call(admin, 'get', { inventory_code: 'NOPE-1' });
    expect(missing.status).toBe(404);
    expect(missing.body.errors[0]!.message).toBe(INVENTORY_MESSAGES.inventoryNotFound('NOPE-1'));
  });

  it('check replaces the stocking factors and warehouse info; unknown warehouses are refused one by one', async () => {
    const saved = await call<TInventoryDetail>(admin, 'check', {
      inventory: item('TST-NONE', {
        inventory_description: 'Nothing on hand (edited)',
        stocking_factors: [{ unit_of_measure: 'BOX', barcode: 'BX-1', pack_size: 6 }],
        warehouse_info: [{ warehouse: 'DC1', pick_face: LOC.bulk }],
      }),
    });
    expect(saved.body.results[0]!.inventory_description).toBe('Nothing on hand (edited)');
    const again = await call<TInventoryDetail>(admin, 'check', {
      inventory: item('TST-NONE', {
        stocking_factors: [{ unit_of_measure: 'EA', pack_size: 1 }],
      }),
    });
    const d = again.body.results[0]!;
    expect(d.stocking_factors.map((f) => f.unit_of_measure)).toEqual(['EA']);
    expect(d.warehouse_info).toEqual([]);
    const bad = await call(admin, 'check', {
      inventory: item('TST-BAD', {
        warehouse_info: [
          { warehouse: 'NOPE1', pick_face: '' },
          { warehouse: 'NOPE2', pick_face: '' },
        ],
      }),
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e) => e.message)).toEqual([
      MESSAGES.unknownWarehouse('NOPE1'),
      MESSAGES.unknownWarehouse('NOPE2'),
    ]);
    const gone = await call(admin, 'get', { inventory_code: 'TST-BAD' });
    expect(gone.status).toBe(404);
    const dup = await call(admin, 'check', {
      inventory: item('TST-BAD', {
        stocking_factors: [{ unit_of_measure: 'EA' }, { unit_of_measure: 'ea' }],
      }),
    });
    expect(dup.status).toBe(400);
    expect(dup.body.errors[0]!.exception).toContain(INVENTORY_MESSAGES.duplicateUnit('ea'));
  });

  it("answers only the call's own site", async () => {
    const atTas = (action: string, data: unknown) =>
      server.call<TInventoryListRow>(admin, 'inventory', {
        site_id: 'TAS',
        entity: 'inventory',
        action,
        data,
      });
    expect((await atTas('get', { inventory_code: 'TST-PASTA' })).status).toBe(404);
    expect((await atTas('list', { search_term: 'TST-PASTA' })).body.results).toEqual([]);
    expect((await atTas('on_hand', { inventory_codes: ['TST-PASTA'] })).body.results).toEqual([]);
  });

  it('needs update on in to save and view on in to read', async () => {
    const viewer = await server.login('viewer');
    const refused = await call(viewer, 'check', { inventory: item('TST-VIEW') });
    expect(refused.status).toBe(403);
    const read = await call<TInventoryListRow>(viewer, 'list', { search_term: 'TST-PASTA' });
    expect(read.status).toBe(200);
    const batch = await call(
      viewer,
      'check',
      { serial_batch: { inventory_code: 'TST-SALMON', serial_batch: 'X' } },
      'serial_batch',
    );
    expect(batch.status).toBe(403);
  });
});

describe('availability, committed, incoming', () => {
  it('counts quarantined and recalled batches, quarantined and excluded locations out of available', async () => {
    const r = await call<TAvailabilityRow>(admin, 'available', {
      inventory_codes: ['TST-PASTA', 'TST-SALMON', 'TST-NONE'],
      warehouses: ['DC1'],
    });
    expect(r.status).toBe(200);
    expect(r.body.results).toEqual([
      {
        inventory_code: 'TST-PASTA',
        inventory_description: 'Test Zxqvorati Penne 500g',
        warehouse: 'DC1',
        on_hand: 58,
        committed: 65,
        incoming: 72,
        quarantined: 5,
        recalled: 0,
        // 58 on hand - 5 quarantined location - 3 excluded location - 65 committed
        available: -15,
      },
      {
        inventory_code: 'TST-SALMON',
        inventory_description: 'Test Salmon Fillet',
        warehouse: 'DC1',
        on_hand: 31,
        committed: 30,
        incoming: 0,
        quarantined: 7,
        recalled: 4,
        available: -10,
      },
    ]);
    const beta = await call<TAvailabilityRow>(admin, 'on_hand_beta', {
      inventory_codes: 'TST-SALMON',
      warehouses: 'ALL',
    });
    expect(beta.body.results.map((a) => [a.warehouse, a.on_hand])).toEqual([['DC1', 31]]);
    const none = await call<TAvailabilityRow>(admin, 'available', {
      inventory_codes: ['TST-NONE'],
    });
    expect(none.body.results).toEqual([]);
    const noCodes = await call(admin, 'available', { inventory_codes: [] });
    expect(noCodes.status).toBe(400);
  });

  it('lists the open sales order lines as committed and the open purchase lines as incoming', async () => {
    const c = await call<TCommittedRow>(admin, 'committed', { inventory_codes: ['TST-PASTA'] });
    expect(c.body.results).toEqual([
      {
        inventory_code: 'TST-PASTA',
        warehouse: 'DC1',
        sales_order_number: 'TSO-1',
        customer_display_name: 'Test Bistro Pty Ltd',
        run_name: 'Test Run North',
        required_date: '2026-03-10',
        stocking_factor_unit: 'CTN',
        pack_size: 12,
        ordered_qty: 5,
        committed: 60,
      },
      {
        inventory_code: 'TST-PASTA',
        warehouse: 'DC1',
        sales_order_number: 'TSO-2',
        customer_display_name: 'Test Bistro Pty Ltd',
        run_name: 'Test Run North',
        required_date: '2026-03-11',
        stocking_factor_unit: 'EA',
        pack_size: 1,
        ordered_qty: 8,
        committed: 5,
      },
    ]);
    const i = await call<TIncomingRow>(admin, 'incoming', {
      inventory_codes: ['TST-PASTA', 'TST-SALMON'],
      warehouses: ['DC1'],
    });
    expect(i.body.results).toEqual([
      {
        inventory_code: 'TST-PASTA',
        warehouse: 'DC1',
        purchase_order_number: 'TPO-1',
        supplier_name: 'Test Mills',
        close_date: '2026-03-15',
        stocking_factor_unit: 'CTN',
        pack_size: 12,
        ordered_qty: 10,
        remaining_qty: 6,
      },
    ]);
    const otherHouse = await call<TCommittedRow>(admin, 'committed', {
      inventory_codes: ['TST-PASTA'],
      warehouses: ['DC2'],
    });
    expect(otherHouse.body.results).toEqual([]);
  });
});

describe('supply issue checker (check_availability)', () => {
  it('flags short items with short_qty = required - usable on hand, sorted largest first', async () => {
    const r = await call<TSupplyIssueRow>(admin, 'check_availability', {
      inventory_codes: ['TST-PASTA', 'TST-SALMON', 'TST/SLASH'],
      warehouses: ['DC1'],
      from_date: '2026-03-01',
      to_date: '2026-04-30',
      include_all_results: true,
    });
    expect(r.status).toBe(200);
    expect(r.body.results).toEqual([
      {
        inventory_code: 'TST-PASTA',
        inventory_description: 'Test Zxqvorati Penne 500g',
        on_hand: 50,
        total_required: 65,
        short_qty: 15,
        issue_item: true,
      },
      {
        inventory_code: 'TST-SALMON',
        inventory_description: 'Test Salmon Fillet',
        on_hand: 20,
        total_required: 30,
        short_qty: 10,
        issue_item: true,
      },
      {
        inventory_code: 'TST/SLASH',
        inventory_description: 'Slashed code',
        on_hand: 2,
        total_required: 1,
        short_qty: 0,
        issue_item: false,
      },
    ]);
    const shortOnly = await call<TSupplyIssueRow>(admin, 'check_availability', {
      inventory_codes: ['TST-PASTA', 'TST-SALMON', 'TST/SLASH'],
      from_date: '2026-03-01',
      to_date: '2026-04-30',
    });
    expect(shortOnly.body.results.map((s) => s.inventory_code)).toEqual([
      'TST-PASTA',
      'TST-SALMON',
    ]);
  });

  it('copies one date to the other, needs a date, and narrows to a run set', async () => {
    const oneDay = await call<TSupplyIssueRow>(admin, 'check_availability', {
      inventory_codes: ['TST-PASTA'],
      to_date: '2026-03-11',
      include_all_results: true,
    });
    // only TSO-2 (required 2026-03-11): 5 needed, 50 usable
    expect(oneDay.body.results.map((s) => [s.total_required, s.short_qty])).toEqual([[5, 0]]);
    const noDate = await call(admin, 'check_availability', { inventory_codes: ['TST-PASTA'] });
    expect(noDate.status).toBe(400);
    expect(noDate.body.errors[0]!.message).toBe(INVENTORY_MESSAGES.selectFromDate);
    const otherSet = await call<TSupplyIssueRow>(admin, 'check_availability', {
      from_date: '2026-03-01',
      to_date: '2026-04-30',
      run_set: 'NO-SUCH-SET',
      include_all_results: true,
    });
    expect(otherSet.body.results).toEqual([]);
    const theSet = await call<TSupplyIssueRow>(admin, 'check_availability', {
      from_date: '2026-03-01',
      to_date: '2026-04-30',
      run_set: 'TSTSET',
      include_all_results: true,
    });
    expect(theSet.body.results.map((s) => s.inventory_code)).toEqual(['TST-PASTA', 'TST-SALMON']);
  });
});

describe('On Hand Explorer (on_hand)', () => {
  it('filters by warehouse, pick section, inventory and location', async () => {
    const [sec] = await rows<{ pick_section: string }>(
      server.db,
      sql`SELECT pick_section FROM wms.locations WHERE site_id = 'SXD' AND warehouse = 'DC1' AND location = ${LOC.bulk}`,
    );
    const byItem = await call<TOnHandRow>(admin, 'on_hand', {
      warehouses: ['DC1'],
      inventory_codes: ['TST-SALMON'],
    });
    expect(byItem.status).toBe(200);
    expect(
      byItem.body.results.map((o) => [
        o.location,
        o.serial_batch,
        o.date_code,
        o.quantity,
        o.quarantine,
        o.recall,
      ]),
    ).toEqual([
      [LOC.bulk, 'B-OK', '2026-12-01', 20, false, false],
      [LOC.bulk, 'B-QUAR', '2026-12-05', 7, true, false],
      [LOC.bulk, 'B-REC', '2026-11-20', 4, false, true],
    ]);
    expect(byItem.body.results[0]).toMatchObject({
      inventory_description: 'Test Salmon Fillet',
      warehouse: 'DC1',
      pick_section: sec!.pick_section,
    });
    const byLocation = await call<TOnHandRow>(admin, 'on_hand', {
      warehouses: ['DC1'],
      locations: [LOC.pick],
    });
    expect(byLocation.body.results.map((o) => [o.inventory_code, o.quantity])).toEqual(
      expect.arrayContaining([['TST-PASTA', 10]]),
    );
    expect(byLocation.body.results.every((o) => o.location === LOC.pick)).toBe(true);
    const bySection = await call<TOnHandRow>(admin, 'on_hand', {
      pick_section_ids: [sec!.pick_section],
      inventory_codes: ['TST-PASTA', 'TST-SALMON'],
    });
    expect(bySection.body.results.length).toBeGreaterThan(0);
    expect(bySection.body.results.every((o) => o.pick_section === sec!.pick_section)).toBe(true);
    const noSection = await call<TOnHandRow>(admin, 'on_hand', {
      pick_section_ids: ['NO-SUCH-SECTION'],
    });
    expect(noSection.body.results).toEqual([]);
    const otherHouse = await call<TOnHandRow>(admin, 'on_hand', {
      warehouses: ['DC2'],
      inventory_codes: ['TST-PASTA'],
    });
    expect(otherHouse.body.results).toEqual([]);
  });
});

describe('serial batches', () => {
  it('lists only with a filter; flags and date codes filter; recalled and quarantined shown', async () => {
    const none = await call(admin, 'list', {}, 'serial_batch');
    expect(none.status).toBe(400);
    expect(none.body.errors[0]!.message).toBe(INVENTORY_MESSAGES.serialBatchFilterNeeded);
    const all = await call<TSerialBatch>(
      admin,
      'list',
      { inventory_code: 'TST-SALMON' },
      'serial_batch',
    );
    expect(all.body.results.map((b) => [b.serial_batch, b.date_code])).toEqual([
      ['B-REC', '2026-11-20'],
      ['B-OK', '2026-12-01'],
      ['B-QUAR', '2026-12-05'],
    ]);
    const prefix = await call<TSerialBatch>(
      admin,
      'list',
      { inventory_code: 'TST-SAL' },
      'serial_batch',
    );
    expect(prefix.body.results).toEqual([]);
    expect(all.body.results[0]).toMatchObject({
      inventory_description: 'Test Salmon Fillet',
      recall: true,
      recall_reason: 'Listeria',
    });
    const quarantined = await call<TSerialBatch>(
      admin,
      'list',
      { inventory_code: 'TST-SALMON', quarantined: true, recall: false },
      'serial_batch',
    );
    expect(quarantined.body.results.map((b) => b.serial_batch)).toEqual(['B-QUAR']);
    const recalled = await call<TSerialBatch>(admin, 'list', { recall: true }, 'serial_batch');
    expect(recalled.body.results.map((b) => b.serial_batch)).toContain('B-REC');
    expect(recalled.body.results.every((b) => b.recall)).toBe(true);
    const dated = await call<TSerialBatch>(
      admin,
      'list',
      { inventory_code: 'TST-SALMON', from_date_code: '2026-11-25', to_date_code: '2026-12-31' },
      'serial_batch',
    );
    expect(dated.body.results.map((b) => b.serial_batch)).toEqual(['B-OK', 'B-QUAR']);
  });

  it('saving a batch neither quarantined nor recalled clears its recall reason; unknown items refused', async () => {
    const cleared = await call<TSerialBatch>(
      admin,
      'check',
      {
        serial_batch: {
          inventory_code: 'TST-SALMON',
          serial_batch: 'B-TMP',
          date_code: '2026-10-01',
          quarantine: false,
          recall: false,
          recall_reason: 'should go',
        },
      },
      'serial_batch',
    );
    expect(cleared.status).toBe(200);
    expect(cleared.body.results[0]).toMatchObject({ recall_reason: '', recall: false });
    const kept = await call<TSerialBatch>(
      admin,
      'check',
      {
        serial_batch: {
          inventory_code: 'TST-SALMON',
          serial_batch: 'B-TMP',
          date_code: '2026-10-01',
          quarantine: true,
          recall_reason: 'Temperature',
        },
      },
      'serial_batch',
    );
    expect(kept.body.results[0]).toMatchObject({ recall_reason: 'Temperature', quarantine: true });
    const unknown = await call(
      admin,
      'check',
      { serial_batch: { inventory_code: 'NOPE-2', serial_batch: 'X' } },
      'serial_batch',
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors[0]!.message).toBe(INVENTORY_MESSAGES.inventoryNotFound('NOPE-2'));
  });
});
