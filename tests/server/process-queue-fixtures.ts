import { sql } from 'drizzle-orm';
import { rows } from '../../server/db/sql';
import type { Db } from '../../server/db/types';

/*
 * SETUP only (as the owner): a warehouse TPQ of its own at SXD (and TAS) holding documents in
 * every process queue state, so no demo row and no other test file's row is in its queue.
 * Codes start TPQ-; dates are in 2032.
 */

export const WAREHOUSE = 'TPQ';
export const WAREHOUSE_NAME = 'Zq Process Queue Test';
export const ITEM = 'TPQ-ITEM';
export const ITEM_DESCRIPTION = 'Process queue test item';
export const CUSTOMER = { code: 'TPQCUS', name: 'Zq Queue Customer' };
export const SUPPLIER = { code: 'TPQSUP', name: 'Zq Queue Supplier' };

type SoSpec = {
  number: string;
  erp_action: string;
  erp_status?: string;
  date?: string;
  site?: string;
  /** [ordered, supplied] */
  lines: [number, number][];
};

async function salesOrder(db: Db, o: SoSpec) {
  const site = o.site ?? 'SXD';
  const [row] = await rows<{ id: number }>(
    db,
    sql`INSERT INTO wms.sales_orders (site_id, sales_order, warehouse, customer_code, required_date,
          wms_status, erp_status, erp_action)
        VALUES (${site}, ${o.number}, ${WAREHOUSE}, ${CUSTOMER.code}, ${o.date ?? '2032-05-10'},
          'new', ${o.erp_status ?? 'Pending Fulfilment'}, ${o.erp_action})
        RETURNING sales_order_id AS id`,
  );
  for (const [i, [ordered, supplied]] of o.lines.entries()) {
    await db.execute(sql`
      INSERT INTO wms.sales_order_lines (site_id, sales_order_id, line_no, inventory_code,
        description, quantity_ordered, quantity_supplied)
      VALUES (${site}, ${row!.id}, ${i + 1}, ${ITEM}, ${`SO line ${i + 1}`}, ${ordered}, ${supplied})`);
  }
}

export type MovementSpec = {
  movement_type: string;
  from: string;
  to: string;
  qty: number;
  erp_id: string;
  erp_action: string;
  serial_batch?: string;
  time: string;
};

/** The fixture movements by name; their ids are filled by arrangeQueue. */
export const MOVEMENTS: Record<string, MovementSpec & { id?: string }> = {
  writeOnError: {
    movement_type: 'WRITE_ON',
    from: '',
    to: 'TPQ-A',
    qty: 4,
    erp_id: 'ERROR',
    erp_action: 'INVENTORY_CHANGE',
    serial_batch: 'LOT-7',
    time: '2032-05-01T10:00:00Z',
  },
  writeOffCheck: {
    movement_type: 'WRITE_OFF',
    from: 'TPQ-A',
    to: '',
    qty: 2,
    erp_id: 'IC-900001',
    erp_action: 'CHECK',
    time: '2032-05-02T10:00:00Z',
  },
  transferSent: {
    movement_type: 'TRANSFER',
    from: 'TPQ-A',
    to: 'TPQ-B',
    qty: 1,
    erp_id: 'IC-900002',
    erp_action: 'INVENTORY_CHANGE',
    time: '2032-05-03T10:00:00Z',
  },
  transferWaiting: {
    movement_type: 'TRANSFER',
    from: 'TPQ-B',
    to: 'TPQ-A',
    qty: 1,
    erp_id: '',
    erp_action: 'UPDATE',
    time: '2032-05-04T10:00:00Z',
  },
  pickLocked: {
    movement_type: 'PICK',
    from: 'TPQ-A',
    to: 'DOCK',
    qty: 3,
    erp_id: 'LOCKED',
    erp_action: 'INVENTORY_CHANGE',
    time: '2032-05-05T10:00:00Z',
  },
};

export async function arrangeQueue(db: Db): Promise<void> {
  for (const site of ['SXD', 'TAS']) {
    await db.execute(sql`
      INSERT INTO wms.warehouses (site_id, warehouse, warehouse_name)
      VALUES (${site}, ${WAREHOUSE}, ${WAREHOUSE_NAME})`);
    await db.execute(sql`
      INSERT INTO wms.inventory (site_id, inventory_code, inventory_description)
      VALUES (${site}, ${ITEM}, ${ITEM_DESCRIPTION})`);
    await db.execute(sql`
      INSERT INTO wms.customers (site_id, customer_code, customer_name)
      VALUES (${site}, ${CUSTOMER.code}, ${CUSTOMER.name})`);
    await db.execute(sql`
      INSERT INTO wms.suppliers (site_id, supplier_code, supplier_name)
      VALUES (${site}, ${SUPPLIER.code}, ${SUPPLIER.name})`);
  }
  await salesOrder(db, {
    number: 'TPQ-SO-CHECK',
    erp_action: 'CHECK',
    lines: [
      [5, 5],
      [3, 1],
    ],
  });
  await salesOrder(db, { number: 'TPQ-SO-SHIP', erp_action: 'SHIPMENT', lines: [[2, 0]] });
  await salesOrder(db, { number: 'TPQ-SO-LOCK', erp_action: 'LOCKED', lines: [[1, 0]] });
  await salesOrder(db, {
    number: 'TPQ-SO-ERR',
    erp_action: 'UPDATE',
    erp_status: 'ERROR',
    lines: [[1, 0]],
  });
  await salesOrder(db, { number: 'TPQ-SO-WAIT', erp_action: 'UPDATE', lines: [[1, 0]] });
  await salesOrder(db, {
    number: 'TPQ-SO-NONE',
    erp_action: '',
    erp_status: 'ERROR',
    lines: [[1, 0]],
  });
  await salesOrder(db, {
    number: 'TPQ-SO-DONE',
    erp_action: '',
    date: '2032-06-01',
    lines: [
      [4, 4],
      [2, 2],
    ],
  });
  await salesOrder(db, {
    number: 'TPQ-SO-TAS',
    erp_action: 'CHECK',
    site: 'TAS',
    lines: [[1, 0]],
  });

  const [po] = await rows<{ id: number }>(
    db,
    sql`INSERT INTO wms.purchase_orders (site_id, purchase_order, warehouse, supplier_code,
          expected_date, erp_action)
        VALUES ('SXD', 'TPQ-PO-1', ${WAREHOUSE}, ${SUPPLIER.code}, '2032-05-20', 'CHECK')
        RETURNING purchase_order_id AS id`,
  );
  await db.execute(sql`
    INSERT INTO wms.purchase_order_lines (site_id, purchase_order_id, purchase_order_line,
      inventory_code, description, quantity_ordered, quantity_received)
    VALUES ('SXD', ${po!.id}, 1, ${ITEM}, 'PO line 1', 10, 10)`);
  const [dd] = await rows<{ id: number }>(
    db,
    sql`INSERT INTO wms.delivery_dockets (site_id, delivery_docket, purchase_order_id, warehouse,
          received_date, erp_id, erp_action)
        VALUES ('SXD', 'TPQ-DD-1', ${po!.id}, ${WAREHOUSE}, '2032-05-21', 'ERROR', 'UPDATE')
        RETURNING delivery_docket_id AS id`,
  );
  await db.execute(sql`
    INSERT INTO wms.delivery_docket_lines (site_id, delivery_docket_id, line_no,
      purchase_order_line, inventory_code, description, quantity_ordered, carton_qty, serial_batch)
    VALUES ('SXD', ${dd!.id}, 1, 1, ${ITEM}, 'DD line 1', 10, 10, 'B-55')`);

  for (const m of Object.values(MOVEMENTS)) {
    const [row] = await rows<{ id: string }>(
      db,
      sql`INSERT INTO wms.movements (site_id, timestamp, operator, movement_type, warehouse,
            inventory_code, from_location, to_location, serial_batch, movement_qty, erp_id,
            erp_action, wms_status)
          VALUES ('SXD', ${m.time}, 'admin', ${m.movement_type}, ${WAREHOUSE}, ${ITEM}, ${m.from},
            ${m.to}, ${m.serial_batch ?? ''}, ${m.qty}, ${m.erp_id}, ${m.erp_action}, 'SENT')
          RETURNING movement_id::text AS id`,
    );
    m.id = row!.id;
  }
}
