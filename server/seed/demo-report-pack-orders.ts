/**
 * The report pack's order and picking reports (issue 29): what was shipped, by customer and by
 * day of despatch; picker productivity; order fill rate; short picks by reason. Each runs as
 * the read-only query role under the site's row-level security; dates are the site's local days.
 */
import type { TReportDefinitionInput } from '../../src/contract';
import {
  choice,
  dateCol,
  hoursCol,
  intCol,
  numCol,
  pctCol,
  period,
  qtyCol,
  textCol,
  timeCol,
} from './demo-report-parts';

/**
 * The orders despatched in :despatched_from … :despatched_to (of :warehouse and :customer when
 * given), each on its despatch date: the first day it left by any of the ways an order leaves.
 * Then their lines (supplied), packs (cartons) and weight: the packs' weight when packed,
 * else the supplied units' weight by their unit's stocking factor.
 */
const SHIPPED_ORDERS = `WITH despatch_days AS (
  -- Each way an order leaves: a despatch record, a consignment (not deleted), a despatch date
  -- given to its picks, or its picked stock leaving the dock (a PICK from a dock location to
  -- none).
  SELECT d.sales_order_id, d.despatch_date AS day
    FROM wms.despatches d
  UNION ALL
  SELECT so.sales_order_id, k.despatch_date
    FROM wms.consignments k
    JOIN wms.sales_orders so ON so.site_id = k.site_id AND so.sales_order = ANY (k.sales_orders)
   WHERE k.status <> 'DELETED'
  UNION ALL
  SELECT p.sales_order_id, p.despatch_date
    FROM wms.picks p
   WHERE p.despatch_date IS NOT NULL
  UNION ALL
  SELECT so.sales_order_id, (m.timestamp AT TIME ZONE s.local_zone)::date
    FROM wms.movements m
    JOIN wms.sites s ON s.site_id = m.site_id
    JOIN wms.sales_orders so ON so.site_id = m.site_id AND so.sales_order = m.reference
    JOIN wms.dock_locations dock
      ON dock.warehouse = m.warehouse AND dock.dock_location = m.from_location
   WHERE m.movement_type = 'PICK' AND m.to_location = ''
     AND m.timestamp >= (:despatched_from::date - 1)::timestamptz
     AND m.timestamp < (:despatched_to::date + 2)::timestamptz
),
shipped AS (
  SELECT sales_order_id, min(day) AS despatch_date
    FROM despatch_days
   GROUP BY sales_order_id
  HAVING min(day) BETWEEN :despatched_from::date AND :despatched_to::date
),
orders AS (
  SELECT so.sales_order_id, so.sales_order, so.warehouse, so.customer_code, sh.despatch_date
    FROM shipped sh
    JOIN wms.sales_orders so ON so.sales_order_id = sh.sales_order_id
   WHERE so.wms_status <> 'deleted'
     AND (:warehouse::text IS NULL OR so.warehouse = :warehouse)
     AND (:customer::text IS NULL OR so.customer_code = :customer)
),
lines AS (
  SELECT o.sales_order_id,
         count(*) FILTER (WHERE l.quantity_supplied > 0) AS lines,
         sum(l.quantity_supplied) AS units,
         sum(l.quantity_supplied * coalesce(sf.weight, 0)) AS item_weight
    FROM orders o
    JOIN wms.sales_order_lines l ON l.sales_order_id = o.sales_order_id
    LEFT JOIN wms.stocking_factors sf
      ON sf.inventory_code = l.inventory_code AND sf.unit_of_measure = l.stocking_factor_unit
   GROUP BY o.sales_order_id
),
packs AS (
  SELECT o.sales_order_id, count(*) AS cartons, sum(c.weight) AS pack_weight
    FROM orders o
    JOIN wms.containers c ON c.sales_order = o.sales_order
   GROUP BY o.sales_order_id
)`;

/** What left, added up over the orders grouped: lines, units, cartons and weight. */
const SHIPPED_MEASURES = `coalesce(sum(l.lines), 0)::int AS lines,
       coalesce(sum(l.units), 0)::float8 AS units,
       coalesce(sum(p.cartons), 0)::int AS cartons,
       round(coalesce(sum(coalesce(nullif(p.pack_weight, 0), l.item_weight)), 0), 1)::float8 AS weight_kg`;

const SHIPPED_JOINS = `FROM orders o
  LEFT JOIN lines l ON l.sales_order_id = o.sales_order_id
  LEFT JOIN packs p ON p.sales_order_id = o.sales_order_id`;

const shippedParameters = [
  period('despatched', 'Despatched', 'last 7 days'),
  choice('warehouse', 'Warehouse', 'warehouses'),
  choice('customer', 'Customer', 'customers'),
];

const shippedColumns = [
  intCol('orders', 'Orders'),
  intCol('lines', 'Lines'),
  qtyCol('units', 'Units'),
  intCol('cartons', 'Cartons'),
  numCol('weight_kg', 'Weight (kg)'),
];

export const ORDER_PACK: TReportDefinitionInput[] = [
  {
    report: 'SHIPPED_BY_CUSTOMER',
    modules: ['so'],
    label: 'Shipped by customer',
    group: 'Orders',
    sub_group: 'Shipped',
    description:
      'Orders despatched in the period by customer: orders, lines, units, cartons and weight',
    instructions:
      'An order counts on its despatch date: its despatch or consignment, else the day its ' +
      'picked stock left the dock. Weight is the packs’ weight, else the items’.',
    parameters: shippedParameters,
    operations: [
      {
        operation_number: 1,
        operation_name: 'Shipped per customer',
        database: 'wms',
        sql_command: `${SHIPPED_ORDERS}
SELECT o.customer_code, coalesce(c.customer_name, o.customer_code) AS customer_name,
       count(*)::int AS orders,
       ${SHIPPED_MEASURES}
  ${SHIPPED_JOINS}
  LEFT JOIN wms.customers c ON c.customer_code = o.customer_code
 GROUP BY o.customer_code, c.customer_name
 ORDER BY units DESC, o.customer_code`,
      },
    ],
    result_columns: [
      textCol('customer_code', 'Customer', {
        drill_report: 'SHIPPED_ORDERS',
        drill_parameter: 'customer',
      }),
      textCol('customer_name', 'Customer name', { chart: 'label' }),
      ...shippedColumns.map((c) => (c.key === 'units' ? { ...c, chart: 'bar' as const } : c)),
    ],
  },
  {
    report: 'SHIPPED_BY_DAY',
    modules: ['so'],
    label: 'Shipped by day',
    group: 'Orders',
    sub_group: 'Shipped',
    description: 'Orders despatched per day: orders, lines, units, cartons and weight',
    instructions: 'An order counts on its despatch date (see Shipped by customer).',
    parameters: shippedParameters,
    operations: [
      {
        operation_number: 1,
        operation_name: 'Shipped per day',
        database: 'wms',
        sql_command: `${SHIPPED_ORDERS}
SELECT o.despatch_date::text AS despatch_date,
       count(*)::int AS orders,
       ${SHIPPED_MEASURES}
  ${SHIPPED_JOINS}
 GROUP BY o.despatch_date
 ORDER BY o.despatch_date`,
      },
    ],
    result_columns: [
      dateCol('despatch_date', 'Despatch date', {
        chart: 'label',
        drill_report: 'SHIPPED_ORDERS',
        drill_parameter: 'despatched',
      }),
      ...shippedColumns.map((c) => (c.key === 'units' ? { ...c, chart: 'line' as const } : c)),
    ],
  },
  {
    report: 'SHIPPED_ORDERS',
    modules: ['so'],
    label: 'Shipped orders',
    group: 'Orders',
    sub_group: 'Shipped',
    description: 'Each order despatched in the period: the records behind the shipped reports',
    instructions: 'An order counts on its despatch date (see Shipped by customer).',
    parameters: shippedParameters,
    operations: [
      {
        operation_number: 1,
        operation_name: 'Shipped orders',
        database: 'wms',
        sql_command: `${SHIPPED_ORDERS}
SELECT o.sales_order, o.despatch_date::text AS despatch_date, o.warehouse, o.customer_code,
       ${SHIPPED_MEASURES}
  ${SHIPPED_JOINS}
 GROUP BY o.sales_order, o.despatch_date, o.warehouse, o.customer_code
 ORDER BY o.despatch_date, o.sales_order`,
      },
    ],
    result_columns: [
      textCol('sales_order', 'Sales order', { link: 'sales_order' }),
      dateCol('despatch_date', 'Despatch date'),
      textCol('warehouse', 'Warehouse'),
      textCol('customer_code', 'Customer'),
      ...shippedColumns.filter((c) => c.key !== 'orders'),
    ],
  },
  {
    report: 'PICKER_PRODUCTIVITY',
    modules: ['so'],
    label: 'Picker productivity',
    group: 'Picking',
    description:
      'Per picker over the period: picks, lines, units, hours picking and lines per hour',
    instructions:
      'Hours are taken from the pick times: a picker’s picks with no gap over 30 minutes are one ' +
      'stretch of work, from its first pick to its last.',
    parameters: [
      period('picked', 'Picked', 'last 7 days'),
      choice('warehouse', 'Warehouse', 'warehouses'),
      choice('pick_section', 'Pick section', 'pick_sections'),
      choice('picker', 'Picker', 'users'),
    ],
    operations: [
      {
        operation_number: 1,
        operation_name: 'Attempts per picker',
        database: 'wms',
        sql_command: `WITH attempts AS (
  SELECT a.user_id, a.pick_id, a.pick_line_id, a.quantity_picked, a.last_modified_time AS at,
         (a.last_modified_time AT TIME ZONE s.local_zone)::date AS day
    FROM wms.pick_attempts a
    JOIN wms.sites s ON s.site_id = a.site_id
    JOIN wms.picks p ON p.pick_id = a.pick_id
   WHERE a.last_modified_time >= (:picked_from::date - 1)::timestamptz
     AND a.last_modified_time < (:picked_to::date + 2)::timestamptz
     AND (:warehouse::text IS NULL OR a.warehouse = :warehouse)
     AND (:pick_section::text IS NULL OR p.pick_section = :pick_section)
     AND (:picker::text IS NULL OR a.user_id = :picker)
),
in_range AS (
  SELECT * FROM attempts WHERE day BETWEEN :picked_from::date AND :picked_to::date
),
stretches AS (
  -- A picker's attempts with no gap over 30 minutes are one stretch of work.
  SELECT user_id, at,
         count(*) FILTER (WHERE gap IS NULL OR gap > interval '30 minutes')
           OVER (PARTITION BY user_id ORDER BY at) AS stretch
    FROM (SELECT user_id, at, at - lag(at) OVER (PARTITION BY user_id ORDER BY at) AS gap
            FROM in_range) gaps
),
hours AS (
  SELECT user_id, sum(extract(epoch FROM finish - start)) / 3600 AS hours
    FROM (SELECT user_id, stretch, min(at) AS start, max(at) AS finish
            FROM stretches GROUP BY user_id, stretch) worked
   GROUP BY user_id
)
SELECT r.user_id AS picker,
       count(DISTINCT r.pick_id)::int AS picks,
       count(DISTINCT r.pick_line_id)::int AS lines,
       sum(r.quantity_picked)::float8 AS units,
       round(h.hours::numeric, 2)::float8 AS hours,
       round((count(DISTINCT r.pick_line_id) / nullif(h.hours, 0))::numeric, 1)::float8 AS lines_per_hour,
       min(r.at) AS first_pick, max(r.at) AS last_pick
  FROM in_range r
  JOIN hours h ON h.user_id = r.user_id
 GROUP BY r.user_id, h.hours
 ORDER BY lines_per_hour DESC NULLS LAST, picker`,
      },
    ],
    result_columns: [
      textCol('picker', 'Picker', { lookup: 'user_name', chart: 'label' }),
      intCol('picks', 'Picks'),
      intCol('lines', 'Lines'),
      qtyCol('units', 'Units'),
      hoursCol('hours', 'Hours'),
      numCol('lines_per_hour', 'Lines / hour', { total: 'none', chart: 'bar' }),
      timeCol('first_pick', 'First pick'),
      timeCol('last_pick', 'Last pick'),
    ],
  },
  {
    report: 'ORDER_FILL_RATE',
    modules: ['so'],
    label: 'Order fill rate',
    group: 'Picking',
    description: 'Per day of completed picking: orders and lines filled in full, and units picked',
    parameters: [
      period('completed', 'Picked', 'last 30 days'),
      choice('warehouse', 'Warehouse', 'warehouses'),
      choice('customer', 'Customer', 'customers'),
    ],
    operations: [
      {
        operation_number: 1,
        operation_name: 'Fill per day',
        database: 'wms',
        sql_command: `WITH lines AS (
  -- Lines of complete picks, on the local day the pick was completed.
  SELECT p.sales_order_id, (p.completed_at AT TIME ZONE s.local_zone)::date AS day,
         l.quantity_req, l.quantity_picked
    FROM wms.picks p
    JOIN wms.sites s ON s.site_id = p.site_id
    JOIN wms.pick_lines l ON l.pick_id = p.pick_id
    JOIN wms.sales_orders so ON so.sales_order_id = p.sales_order_id
   WHERE p.status = 'complete'
     AND p.completed_at >= (:completed_from::date - 1)::timestamptz
     AND p.completed_at < (:completed_to::date + 2)::timestamptz
     AND (:warehouse::text IS NULL OR p.warehouse = :warehouse)
     AND (:customer::text IS NULL OR so.customer_code = :customer)
),
in_range AS (
  SELECT * FROM lines WHERE day BETWEEN :completed_from::date AND :completed_to::date
),
orders AS (
  SELECT day, sales_order_id, bool_and(quantity_picked >= quantity_req) AS in_full
    FROM in_range
   GROUP BY day, sales_order_id
),
days AS (
  SELECT day, count(*) AS orders, count(*) FILTER (WHERE in_full) AS orders_in_full
    FROM orders
   GROUP BY day
)
SELECT r.day::text AS day,
       d.orders::int AS orders,
       d.orders_in_full::int AS orders_in_full,
       count(*)::int AS lines,
       count(*) FILTER (WHERE r.quantity_picked < r.quantity_req)::int AS lines_short,
       sum(r.quantity_req)::float8 AS units_ordered,
       sum(r.quantity_picked)::float8 AS units_picked,
       round(100.0 * d.orders_in_full / d.orders, 1)::float8 AS order_fill_pct,
       round(100.0 * count(*) FILTER (WHERE r.quantity_picked >= r.quantity_req) / count(*), 1)::float8 AS line_fill_pct,
       round(100 * sum(r.quantity_picked) / nullif(sum(r.quantity_req), 0), 1)::float8 AS unit_fill_pct
  FROM in_range r
  JOIN days d ON d.day = r.day
 GROUP BY r.day, d.orders, d.orders_in_full
 ORDER BY r.day`,
      },
    ],
    result_columns: [
      dateCol('day', 'Day', { chart: 'label' }),
      intCol('orders', 'Orders'),
      intCol('orders_in_full', 'In full'),
      intCol('lines', 'Lines'),
      intCol('lines_short', 'Lines short'),
      qtyCol('units_ordered', 'Units ordered'),
      qtyCol('units_picked', 'Units picked'),
      pctCol('order_fill_pct', 'Order fill'),
      pctCol('line_fill_pct', 'Line fill', { chart: 'line' }),
      pctCol('unit_fill_pct', 'Unit fill'),
    ],
  },
  {
    report: 'SHORT_PICKS_BY_REASON',
    modules: ['so'],
    label: 'Short picks by reason',
    group: 'Picking',
    description: 'Lines picked short in the period, by the reason the picker gave',
    parameters: [
      period('completed', 'Picked', 'last 30 days'),
      choice('warehouse', 'Warehouse', 'warehouses'),
    ],
    operations: [
      {
        operation_number: 1,
        operation_name: 'Short lines per reason',
        database: 'wms',
        sql_command: `WITH short AS (
  SELECT p.sales_order_id, l.inventory_code, l.quantity_req - l.quantity_picked AS units_short,
         coalesce(nullif(l.reason, ''), 'No reason given') AS reason,
         (p.completed_at AT TIME ZONE s.local_zone)::date AS day
    FROM wms.picks p
    JOIN wms.sites s ON s.site_id = p.site_id
    JOIN wms.pick_lines l ON l.pick_id = p.pick_id
   WHERE p.status = 'complete'
     AND l.quantity_picked < l.quantity_req
     AND p.completed_at >= (:completed_from::date - 1)::timestamptz
     AND p.completed_at < (:completed_to::date + 2)::timestamptz
     AND (:warehouse::text IS NULL OR p.warehouse = :warehouse)
)
SELECT reason,
       count(*)::int AS lines_short,
       sum(units_short)::float8 AS units_short,
       count(DISTINCT sales_order_id)::int AS orders,
       count(DISTINCT inventory_code)::int AS items
  FROM short
 WHERE day BETWEEN :completed_from::date AND :completed_to::date
 GROUP BY reason
 ORDER BY lines_short DESC, reason`,
      },
    ],
    result_columns: [
      textCol('reason', 'Reason', { chart: 'label' }),
      intCol('lines_short', 'Lines short', { chart: 'pie' }),
      qtyCol('units_short', 'Units short'),
      intCol('orders', 'Orders', { total: 'none' }),
      intCol('items', 'Items', { total: 'none' }),
    ],
  },
];
