import { sql } from 'drizzle-orm';
import { rows } from '../../server/db/sql';
import type { Db } from '../../server/db/types';

/*
 * SETUP only (as the owner): purchase orders and delivery dockets with every case the
 * derivations of documents 1 and 2 section 4 distinguish. Codes start TPO-/TDD- so no demo
 * row matches them; the supplier's name is one no demo supplier shares.
 */

export const SUPPLIER = { code: 'TSTSUP', name: 'Zqxwv Test Provisions' };
export const ITEM = 'TSTPO-FLOUR';

type Line = [ordered: number, received: number];
type DocketSpec = {
  number: string;
  received: string | null;
  docket_status?: string;
  wms_status?: string;
  erp_id?: string;
  erp_status?: string;
  hold?: boolean;
  /** [quantity_ordered, carton_qty] per line. */
  lines?: Line[];
};

async function addPo(
  db: Db,
  site: string,
  po: {
    number: string;
    warehouse?: string;
    expected: string;
    erp_status?: string;
    wms_status?: string;
    hold?: boolean;
    lines: Line[];
    dockets?: DocketSpec[];
  },
) {
  const [row] = await rows<{ id: number }>(
    db,
    sql`INSERT INTO wms.purchase_orders (site_id, purchase_order, warehouse, supplier_code,
          expected_date, erp_status, wms_status, hold, erp_id)
        VALUES (${site}, ${po.number}, ${po.warehouse ?? 'DC1'}, ${SUPPLIER.code}, ${po.expected},
          ${po.erp_status ?? 'Open'}, ${po.wms_status ?? 'new'}, ${po.hold ?? false}, ${`ERP-${po.number}`})
        RETURNING purchase_order_id AS id`,
  );
  const id = row!.id;
  for (const [i, [ordered, received]] of po.lines.entries()) {
    await db.execute(sql`
      INSERT INTO wms.purchase_order_lines (site_id, purchase_order_id, purchase_order_line,
        inventory_code, description, quantity_ordered, quantity_received)
      VALUES (${site}, ${id}, ${i + 1}, ${i === 0 ? ITEM : `TSTPO-OTHER-${i}`}, 'Test line',
        ${ordered}, ${received})`);
  }
  for (const d of po.dockets ?? []) {
    const [dd] = await rows<{ id: number }>(
      db,
      sql`INSERT INTO wms.delivery_dockets (site_id, delivery_docket, purchase_order_id, warehouse,
            received_date, docket_status, wms_status, erp_id, erp_status, hold)
          VALUES (${site}, ${d.number}, ${id}, ${po.warehouse ?? 'DC1'}, ${d.received},
            ${d.docket_status ?? ''}, ${d.wms_status ?? 'Received'}, ${d.erp_id ?? ''},
            ${d.erp_status ?? ''}, ${d.hold ?? false})
          RETURNING delivery_docket_id AS id`,
    );
    for (const [i, [ordered, cartons]] of (d.lines ?? []).entries()) {
      await db.execute(sql`
        INSERT INTO wms.delivery_docket_lines (site_id, delivery_docket_id, line_no,
          purchase_order_line, inventory_code, description, quantity_ordered, carton_qty)
        VALUES (${site}, ${dd!.id}, ${i + 1}, ${i + 1}, ${i === 0 ? ITEM : `TSTPO-OTHER-${i}`},
          'Test line', ${ordered}, ${cartons})`);
    }
  }
}

/**
 * SXD: TPO-A (lines Part Received / Complete / Short / nothing; dockets TDD-A1 RECEIVED with no
 * erp_id or ERP status, TDD-A2 erp_id LOCKED), TPO-B (docket TDD-B1 erp_id ERROR), TPO-C
 * (held, no ERP status, no docket; in DC2), TPO-D (a docket CHECKED, not received, on hold).
 * TAS: TPO-TAS with docket TDD-TAS, same supplier code and name.
 */
export async function arrangePurchasing(db: Db): Promise<void> {
  for (const site of ['SXD', 'TAS'])
    await db.execute(sql`
      INSERT INTO wms.suppliers (site_id, supplier_code, supplier_name)
      VALUES (${site}, ${SUPPLIER.code}, ${SUPPLIER.name})`);
  await addPo(db, 'SXD', {
    number: 'TPO-A',
    expected: '2031-02-10',
    wms_status: 'in_progress',
    lines: [
      [10, 12],
      [10, 10],
      [10, 4],
      [10, 0],
    ],
    dockets: [
      {
        number: 'TDD-A1',
        received: '2031-02-09',
        docket_status: 'RECEIVED',
        wms_status: 'Part Received',
        lines: [
          [10, 10],
          [10, 4],
          [10, 0],
        ],
      },
      {
        number: 'TDD-A2',
        received: '2031-02-11',
        docket_status: 'CHECKED',
        wms_status: 'Received',
        erp_id: 'LOCKED',
        erp_status: 'Queued',
        lines: [[10, 2]],
      },
    ],
  });
  await addPo(db, 'SXD', {
    number: 'TPO-B',
    expected: '2031-02-12',
    wms_status: 'complete',
    lines: [[5, 5]],
    dockets: [
      {
        number: 'TDD-B1',
        received: '2031-02-12',
        docket_status: 'CHECKED',
        wms_status: 'Error',
        erp_id: 'ERROR',
        erp_status: 'Error',
        lines: [[5, 5]],
      },
    ],
  });
  await addPo(db, 'SXD', {
    number: 'TPO-C',
    warehouse: 'DC2',
    expected: '2031-02-11',
    erp_status: '',
    hold: true,
    lines: [[3, 0]],
  });
  await addPo(db, 'SXD', {
    number: 'TPO-D',
    expected: '2031-03-01',
    wms_status: 'complete',
    lines: [[7, 7]],
    dockets: [
      {
        number: 'TDD-D1',
        received: '2031-03-01',
        docket_status: 'checked',
        wms_status: 'Checked',
        erp_id: 'PR-77',
        erp_status: 'Processed',
        hold: true,
        lines: [[7, 7]],
      },
    ],
  });
  await addPo(db, 'TAS', {
    number: 'TPO-TAS',
    warehouse: 'HBT',
    expected: '2031-02-10',
    lines: [[1, 1]],
    dockets: [{ number: 'TDD-TAS', received: '2031-02-10', docket_status: 'RECEIVED' }],
  });
}
