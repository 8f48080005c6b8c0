/**
 * Demo reports: a useful set in groups (stock, movements, picking, orders), most owned by
 * GLOBAL (offered at every site, run on that site's rows) and a few owned by SXD, with
 * parameters of each field type, relative-date defaults, a transform and an import report;
 * and the report pack (issue 29), seeded as each stock site's own reports.
 */
import { GLOBAL_SITE, ZReportDefinition, type TReportDefinitionInput } from '../../src/contract';
import { lists, reports } from '../db/schema';
import type { Db } from '../db/types';
import { choice } from './demo-report-parts';
import { ORDER_PACK } from './demo-report-pack-orders';
import { STOCK_PACK, WRITE_MOVEMENT_TYPE_LIST } from './demo-report-pack-stock';

export const DEMO_MOVEMENT_TYPE_LIST = 'Movement types';

const text = (database_field: string, display_name: string) => ({
  database_field,
  display_name,
  field_type: 'text' as const,
});

const GLOBAL_REPORTS: TReportDefinitionInput[] = [
  {
    report: 'STOCK_ON_HAND',
    modules: ['in'],
    label: 'Stock on hand by warehouse',
    group: 'Stock',
    sub_group: 'On hand',
    description: 'Every location holding stock, with the item description and quantity',
    instructions: 'Leave Warehouse empty for every warehouse; Item matches part of a code.',
    parameters: [choice('warehouse', 'Warehouse', 'warehouses'), text('inventory_code', 'Item')],
    operations: [
      {
        operation_number: 1,
        operation_name: 'On hand',
        database: 'wms',
        sql_command: `SELECT o.warehouse, o.location, o.inventory_code, i.inventory_description,
       o.serial_batch, o.date_code, o.quantity::float8 AS quantity
  FROM wms.on_hands o
  LEFT JOIN wms.inventory i ON i.site_id = o.site_id AND i.inventory_code = o.inventory_code
 WHERE o.quantity <> 0
   AND (:warehouse::text IS NULL OR o.warehouse = :warehouse)
   AND (:inventory_code::text IS NULL OR o.inventory_code ILIKE '%' || :inventory_code || '%')
 ORDER BY o.warehouse, o.location, o.inventory_code`,
      },
    ],
    result_columns: [
      { key: 'warehouse', label: 'Warehouse' },
      { key: 'location', label: 'Location' },
      { key: 'inventory_code', label: 'Item', link: 'item_movements' },
      { key: 'inventory_description', label: 'Description' },
      { key: 'serial_batch', label: 'Batch' },
      { key: 'date_code', label: 'Date Code', format: 'date' },
      { key: 'quantity', label: 'Quantity', format: 'quantity' },
    ],
  },
  {
    report: 'MOVEMENTS_BY_DAY',
    modules: ['mo'],
    label: 'Movements by day',
    group: 'Stock',
    sub_group: 'Movements',
    description: 'Movements per local day and type: how many and the quantity moved',
    parameters: [
      {
        database_field: 'from_date',
        display_name: 'From',
        field_type: 'from_date',
        default_from: 'last 7 days',
        required: true,
      },
      {
        database_field: 'to_date',
        display_name: 'To',
        field_type: 'to_date',
        default_to: 'today',
        required: true,
      },
      {
        database_field: 'movement_type',
        display_name: 'Movement Type',
        field_type: 'list',
        use_list: DEMO_MOVEMENT_TYPE_LIST,
        selection_mode: 'multiple',
      },
    ],
    operations: [
      {
        operation_number: 1,
        operation_name: 'Movements per day',
        database: 'wms',
        sql_command: `SELECT to_char(m.timestamp AT TIME ZONE s.local_zone, 'YYYY-MM-DD') AS day,
       m.movement_type, count(*)::int AS movements, sum(m.movement_qty)::float8 AS quantity
  FROM wms.movements m
  JOIN wms.sites s ON s.site_id = m.site_id
 WHERE m.timestamp BETWEEN :from_date::timestamptz AND :to_date::timestamptz
   AND (:movement_type::text[] IS NULL OR m.movement_type = ANY(:movement_type::text[]))
 GROUP BY 1, 2
 ORDER BY 1, 2`,
      },
    ],
    result_columns: [
      { key: 'day', label: 'Day' },
      { key: 'movement_type', label: 'Type' },
      { key: 'movements', label: 'Movements' },
      { key: 'quantity', label: 'Quantity' },
    ],
  },
  {
    report: 'PICKS_PER_PICKER',
    modules: ['so'],
    label: 'Picks per picker',
    group: 'Picking',
    description: 'Pick attempts by picker over a date range: picks, lines and quantity',
    parameters: [
      {
        database_field: 'picked',
        display_name: 'Picked',
        field_type: 'date',
        selection_mode: 'range',
        default_from: 'last 30 days',
        default_to: 'last 30 days',
      },
      choice('warehouse', 'Warehouse', 'warehouses'),
    ],
    operations: [
      {
        operation_number: 1,
        operation_name: 'Attempts per picker',
        database: 'wms',
        sql_command: `SELECT a.user_id AS picker, count(DISTINCT a.pick_id)::int AS picks,
       count(DISTINCT a.pick_line_id)::int AS lines, sum(a.quantity_picked)::float8 AS quantity
  FROM wms.pick_attempts a
  JOIN wms.sites s ON s.site_id = a.site_id
 WHERE (:picked_from::date IS NULL OR (a.last_modified_time AT TIME ZONE s.local_zone)::date >= :picked_from::date)
   AND (:picked_to::date IS NULL OR (a.last_modified_time AT TIME ZONE s.local_zone)::date <= :picked_to::date)
   AND (:warehouse::text IS NULL OR a.warehouse = :warehouse)
 GROUP BY a.user_id
 ORDER BY quantity DESC`,
      },
    ],
    result_columns: [
      { key: 'picker', label: 'Picker', lookup: 'user_name' },
      { key: 'picks', label: 'Picks' },
      { key: 'lines', label: 'Lines' },
      { key: 'quantity', label: 'Quantity' },
    ],
  },
  {
    report: 'LATE_ORDERS',
    modules: ['so'],
    label: 'Late orders',
    group: 'Orders',
    description: 'Open sales orders past their required date, most overdue first',
    parameters: [
      {
        database_field: 'min_days_late',
        display_name: 'At least days late',
        field_type: 'number',
        default_from: '1',
        minimum_value: 0,
        maximum_value: 365,
      },
      { ...choice('warehouse', 'Warehouses', 'warehouses'), selection_mode: 'multiple' },
    ],
    operations: [
      {
        operation_number: 1,
        operation_name: 'Open orders past due',
        database: 'wms',
        sql_command: `SELECT so.sales_order, so.warehouse, so.customer_code, so.required_date::text AS required_date,
       ((now() AT TIME ZONE s.local_zone)::date - so.required_date) AS days_late,
       so.wms_status, so.erp_status
  FROM wms.sales_orders so
  JOIN wms.sites s ON s.site_id = so.site_id
 WHERE so.wms_status NOT IN ('complete', 'deleted')
   AND ((now() AT TIME ZONE s.local_zone)::date - so.required_date) >= coalesce(:min_days_late::int, 1)
   AND (:warehouse::text[] IS NULL OR so.warehouse = ANY(:warehouse::text[]))
 ORDER BY days_late DESC, so.sales_order`,
      },
    ],
    result_columns: [
      { key: 'sales_order', label: 'Sales Order', link: 'sales_order' },
      { key: 'warehouse', label: 'Warehouse' },
      { key: 'customer_code', label: 'Customer' },
      { key: 'required_date', label: 'Required', format: 'date' },
      { key: 'days_late', label: 'Days Late', total: 'none' },
      { key: 'wms_status', label: 'WMS Status' },
      { key: 'erp_status', label: 'ERP Status' },
    ],
  },
];

const SITE_REPORTS: TReportDefinitionInput[] = [
  {
    report: 'MOVEMENT_SHARE',
    modules: ['mo'],
    label: 'Movement mix (share of quantity)',
    group: 'Stock',
    sub_group: 'Movements',
    description: 'Each movement type with its share of the quantity moved (a transform)',
    parameters: [
      {
        database_field: 'moved',
        display_name: 'Moved',
        field_type: 'date',
        selection_mode: 'range',
        default_from: 'this month',
        default_to: 'this month',
      },
    ],
    operations: [
      {
        operation_number: 1,
        operation_name: 'Quantity per type',
        database: 'wms',
        target_data: 'movements',
        sql_command: `SELECT m.movement_type, count(*)::int AS movements, sum(abs(m.movement_qty))::float8 AS quantity
  FROM wms.movements m
  JOIN wms.sites s ON s.site_id = m.site_id
 WHERE (:moved_from::date IS NULL OR (m.timestamp AT TIME ZONE s.local_zone)::date >= :moved_from::date)
   AND (:moved_to::date IS NULL OR (m.timestamp AT TIME ZONE s.local_zone)::date <= :moved_to::date)
 GROUP BY m.movement_type
 ORDER BY quantity DESC`,
      },
      {
        operation_number: 2,
        operation_name: 'Share of quantity',
        operation_type: 'transform',
        results_data: 'movements',
        target_data: 'final',
        code_snippets: `var total = rows.reduce(function (sum, r) { return sum + Number(r.quantity); }, 0);
return rows.map(function (r) {
  return {
    movement_type: r.movement_type,
    movements: r.movements,
    quantity: r.quantity,
    share_pct: total ? Math.round(1000 * Number(r.quantity) / total) / 10 : 0
  };
});`,
      },
    ],
    result_columns: [
      { key: 'movement_type', label: 'Type' },
      { key: 'movements', label: 'Movements' },
      { key: 'quantity', label: 'Quantity' },
      { key: 'share_pct', label: 'Share %' },
    ],
  },
  {
    report: 'STOCK_COUNT_CHECK',
    modules: ['in'],
    label: 'Stock count check (upload)',
    report_type: 'import',
    group: 'Stock',
    sub_group: 'Counts',
    upload_file: 'CSV with columns location, inventory_code, counted',
    description: 'Compares a counted CSV with the quantities on hand, showing the differences',
    instructions: 'Upload the count sheet as CSV (location, inventory_code, counted).',
    operations: [
      {
        operation_number: 1,
        operation_name: 'Count against on hand',
        database: 'wms',
        sql_command: `SELECT c.location, c.inventory_code, c.counted::float8 AS counted,
       coalesce(sum(o.quantity), 0)::float8 AS on_hand,
       (c.counted::numeric - coalesce(sum(o.quantity), 0))::float8 AS difference
  FROM jsonb_to_recordset(:import_data::jsonb) AS c(location text, inventory_code text, counted text)
  LEFT JOIN wms.on_hands o ON o.location = c.location AND o.inventory_code = c.inventory_code
 GROUP BY c.location, c.inventory_code, c.counted
 ORDER BY c.location, c.inventory_code`,
      },
    ],
    result_columns: [
      { key: 'location', label: 'Location' },
      { key: 'inventory_code', label: 'Item' },
      { key: 'counted', label: 'Counted' },
      { key: 'on_hand', label: 'On Hand' },
      { key: 'difference', label: 'Difference' },
    ],
  },
];

export const DEMO_GLOBAL_REPORTS = GLOBAL_REPORTS.map((r) => ZReportDefinition.parse(r));
export const DEMO_SITE_REPORTS = SITE_REPORTS.map((r) => ZReportDefinition.parse(r));
/** The report pack: every stock site's own reports. */
export const DEMO_PACK_REPORTS = [...ORDER_PACK, ...STOCK_PACK].map((r) =>
  ZReportDefinition.parse(r),
);

/**
 * The demo reports (GLOBAL's, SXD's and the pack at each stock site) and the lists their
 * parameters use.
 */
export async function seedReports(db: Db, siteIds: readonly string[]): Promise<void> {
  await db.insert(reports).values(DEMO_GLOBAL_REPORTS.map((r) => ({ site_id: GLOBAL_SITE, ...r })));
  if (siteIds.includes('SXD'))
    await db.insert(reports).values(DEMO_SITE_REPORTS.map((r) => ({ site_id: 'SXD', ...r })));
  for (const site_id of siteIds.filter((s) => s !== GLOBAL_SITE)) {
    await db.insert(reports).values(DEMO_PACK_REPORTS.map((r) => ({ site_id, ...r })));
    await db.insert(lists).values([
      {
        site_id,
        list_name: DEMO_MOVEMENT_TYPE_LIST,
        list_type: 'VALUE',
        list_values: 'RECEIPT,PUT_AWAY,PICK,TRANSFER,WRITE_ON,WRITE_OFF',
      },
      {
        site_id,
        list_name: WRITE_MOVEMENT_TYPE_LIST,
        list_type: 'VALUE',
        list_values: 'WRITE_OFF,WRITE_ON',
      },
    ]);
  }
}
