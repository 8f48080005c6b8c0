import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { LABEL_MESSAGES as M } from '../../../src/contract';
import { containers, customers, runs, salesOrderLines, salesOrders } from '../../db/schema';
import { badRequest } from '../../errors';
import { addressFields, dateFields } from '../label-fields';
import {
  byReference,
  childLines,
  childrenOf,
  group,
  inKeyOrder,
  refuseMissing,
  rowLimit,
  scope,
  type Loader,
} from './keyed';
import { containerColumns, packRecords, type ContainerRow } from './packs';

/** A run's cartons: the packs of its sales orders, one record each. */
export const runRecords: Loader = async ({ db, siteId, at, keys, warehouse }) => {
  const found = await db
    .select({
      run_id: runs.run_id,
      run: runs.run,
      run_name: runs.run_name,
      warehouse: runs.warehouse,
      courier: runs.courier,
      courier_service: runs.courier_service,
    })
    .from(runs)
    .where(
      and(
        eq(runs.site_id, siteId),
        keys ? inArray(runs.run, [...keys]) : undefined,
        warehouse ? eq(runs.warehouse, warehouse) : undefined,
        keys
          ? undefined
          : sql`EXISTS (SELECT 1 FROM wms.sales_orders so JOIN wms.containers c
                ON c.site_id = so.site_id AND c.sales_order = so.sales_order
               WHERE so.site_id = ${runs.site_id} AND so.run_id = ${runs.run_id})`,
      ),
    )
    .orderBy(asc(runs.warehouse), asc(runs.run))
    .limit(rowLimit(keys, 1000));
  if (keys) refuseMissing('run', keys, new Set(found.map((r) => r.run)));
  const runById = new Map(found.map((r) => [r.run_id, r]));
  const packs = (await childrenOf(found, () =>
    db
      .select({ ...containerColumns, run_id: salesOrders.run_id })
      .from(containers)
      .innerJoin(
        salesOrders,
        and(
          eq(salesOrders.site_id, containers.site_id),
          eq(salesOrders.sales_order, containers.sales_order),
        ),
      )
      .where(and(eq(containers.site_id, siteId), inArray(salesOrders.run_id, [...runById.keys()])))
      .orderBy(asc(containers.sales_order), asc(containers.container_id))
      .limit(rowLimit(keys)),
  )) as (ContainerRow & { run_id: number | null })[];
  const records = await packRecords(db, siteId, at, packs, (p) => {
    const run = runById.get((p as ContainerRow & { run_id: number }).run_id);
    return {
      run: run?.run ?? '',
      run_name: run?.run_name ?? '',
      courier: run?.courier ?? '',
      courier_service: run?.courier_service ?? '',
    };
  });
  for (const record of records) record.wms_reference = String(record.data.run);
  if (!keys) return records;
  const byRun = group(records, (r) => String(r.data.run));
  const empty = found.map((r) => r.run).filter((r) => !byRun.has(r));
  if (empty.length > 0) throw badRequest(M.runWithoutCartons(empty));
  return inKeyOrder(keys, byRun);
};

/** Sales orders with their lines. */
export const salesOrderRecords: Loader = async ({ db, siteId, at, keys, warehouse }) => {
  const found = await db
    .select({
      sales_order_id: salesOrders.sales_order_id,
      sales_order: salesOrders.sales_order,
      warehouse: salesOrders.warehouse,
      customer_code: salesOrders.customer_code,
      customer_name: sql<string>`coalesce(${customers.customer_name}, '')`,
      customer_order: salesOrders.customer_order,
      required_date: salesOrders.required_date,
      wms_status: salesOrders.wms_status,
      connote: salesOrders.connote,
      delivery_instructions: salesOrders.delivery_instructions,
      delivery_address_1: salesOrders.delivery_address_1,
      delivery_address_2: salesOrders.delivery_address_2,
      delivery_suburb: salesOrders.delivery_suburb,
      delivery_state: salesOrders.delivery_state,
      delivery_postcode: salesOrders.delivery_postcode,
      delivery_country: salesOrders.delivery_country,
      run: sql<string>`coalesce(${runs.run}, '')`,
      run_name: sql<string>`coalesce(${runs.run_name}, '')`,
      carton_count: sql<number>`(SELECT count(*)::int FROM wms.containers c2
          WHERE c2.site_id = ${salesOrders.site_id} AND c2.sales_order = ${salesOrders.sales_order})`,
    })
    .from(salesOrders)
    .leftJoin(
      customers,
      and(
        eq(customers.site_id, salesOrders.site_id),
        eq(customers.customer_code, salesOrders.customer_code),
      ),
    )
    .leftJoin(runs, and(eq(runs.site_id, salesOrders.site_id), eq(runs.run_id, salesOrders.run_id)))
    .where(
      scope(
        { site: salesOrders.site_id, siteId },
        { key: salesOrders.sales_order, keys },
        { column: salesOrders.warehouse, warehouse },
      ),
    )
    .orderBy(asc(salesOrders.sales_order))
    .limit(rowLimit(keys));
  const ids = found.map((o) => o.sales_order_id);
  const lines = await childrenOf(ids, () =>
    db
      .select({
        sales_order_id: salesOrderLines.sales_order_id,
        line_no: salesOrderLines.line_no,
        inventory_code: salesOrderLines.inventory_code,
        description: salesOrderLines.description,
        unit_of_measure: salesOrderLines.stocking_factor_unit,
        quantity: salesOrderLines.quantity_ordered,
        quantity_supplied: salesOrderLines.quantity_supplied,
      })
      .from(salesOrderLines)
      .where(and(eq(salesOrderLines.site_id, siteId), inArray(salesOrderLines.sales_order_id, ids)))
      .orderBy(asc(salesOrderLines.sales_order_id), asc(salesOrderLines.line_no)),
  );
  const byOrder = group(lines, (l) => String(l.sales_order_id));
  const records = found.map((o) => ({
    reference: o.sales_order,
    description: o.customer_name || o.customer_code,
    data: {
      ...at(o.warehouse),
      ...o,
      delivery_name: o.customer_name,
      ...addressFields({ ...o, delivery_name: o.customer_name }),
      ...dateFields('required_date', o.required_date),
      barcode: o.sales_order,
      carton_count: Number(o.carton_count),
      lines: childLines(byOrder, 'sales_order_id', o.sales_order_id),
    },
  }));
  return byReference('sales_order', keys, records);
};
