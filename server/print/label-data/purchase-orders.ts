import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { purchaseOrderLines, purchaseOrders, suppliers } from '../../db/schema';
import { dateFields } from '../label-fields';
import { byReference, childLines, childrenOf, group, rowLimit, scope, type Loader } from './keyed';

/** Purchase orders with their lines. */
export const purchaseOrderRecords: Loader = async ({ db, siteId, at, keys, warehouse }) => {
  const found = await db
    .select({
      purchase_order_id: purchaseOrders.purchase_order_id,
      purchase_order: purchaseOrders.purchase_order,
      warehouse: purchaseOrders.warehouse,
      supplier_code: purchaseOrders.supplier_code,
      supplier_name: sql<string>`coalesce(${suppliers.supplier_name}, '')`,
      expected_date: purchaseOrders.expected_date,
      wms_status: purchaseOrders.wms_status,
      delivery_instructions: purchaseOrders.delivery_instructions,
    })
    .from(purchaseOrders)
    .leftJoin(
      suppliers,
      and(
        eq(suppliers.site_id, purchaseOrders.site_id),
        eq(suppliers.supplier_code, purchaseOrders.supplier_code),
      ),
    )
    .where(
      scope(
        { site: purchaseOrders.site_id, siteId },
        { key: purchaseOrders.purchase_order, keys },
        { column: purchaseOrders.warehouse, warehouse },
      ),
    )
    .orderBy(asc(purchaseOrders.purchase_order))
    .limit(rowLimit(keys));
  const ids = found.map((o) => o.purchase_order_id);
  const lines = await childrenOf(ids, () =>
    db
      .select({
        purchase_order_id: purchaseOrderLines.purchase_order_id,
        line_no: purchaseOrderLines.purchase_order_line,
        inventory_code: purchaseOrderLines.inventory_code,
        description: purchaseOrderLines.description,
        supplier_catalogue: purchaseOrderLines.supplier_catalogue,
        unit_of_measure: purchaseOrderLines.unit_of_measure,
        quantity: purchaseOrderLines.quantity_ordered,
        quantity_received: purchaseOrderLines.quantity_received,
      })
      .from(purchaseOrderLines)
      .where(
        and(
          eq(purchaseOrderLines.site_id, siteId),
          inArray(purchaseOrderLines.purchase_order_id, ids),
        ),
      )
      .orderBy(
        asc(purchaseOrderLines.purchase_order_id),
        asc(purchaseOrderLines.purchase_order_line),
      ),
  );
  const byOrder = group(lines, (l) => String(l.purchase_order_id));
  const records = found.map((o) => ({
    reference: o.purchase_order,
    description: o.supplier_name || o.supplier_code,
    data: {
      ...at(o.warehouse),
      ...o,
      ...dateFields('expected_date', o.expected_date),
      barcode: o.purchase_order,
      lines: childLines(byOrder, 'purchase_order_id', o.purchase_order_id),
    },
  }));
  return byReference('purchase_order', keys, records);
};
