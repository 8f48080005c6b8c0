/**
 * The report pack's stock and receiving reports (issue 29): write-offs and write-ons by reason
 * and item; stock by batch age and expiry; slow movers; receipts against purchase orders; the
 * location utilisation of a warehouse by storage type. Each runs as the read-only query role
 * under the site's row-level security; days are the site's local days.
 */
import type { TReportDefinitionInput } from '../../src/contract';
import {
  choice,
  dateCol,
  intCol,
  number,
  pctCol,
  period,
  qtyCol,
  text,
  textCol,
  timeCol,
} from './demo-report-parts';

const itemColumns = [
  textCol('inventory_code', 'Item', { link: 'item_movements' }),
  textCol('inventory_description', 'Description'),
];

/** The values of the write-offs reports' movement type list. */
export const WRITE_MOVEMENT_TYPE_LIST = 'Write movement types';

const WRITE_REASON =
  'The reason is the movement’s reference without a trailing number (RMA-123 is RMA).';

const writeParameters = [
  period('moved', 'Moved', 'last 30 days'),
  choice('warehouse', 'Warehouse', 'warehouses'),
  {
    database_field: 'movement_type',
    display_name: 'Write-offs or write-ons',
    field_type: 'list' as const,
    use_list: WRITE_MOVEMENT_TYPE_LIST,
  },
];

/** The write-offs and write-ons of :moved_from … :moved_to (local days), with their reason. */
const WRITES = `WITH writes AS (
  SELECT CASE m.movement_type WHEN 'WRITE_OFF' THEN 'Write-off' ELSE 'Write-on' END AS movement,
         regexp_replace(m.reference, '-\\d+$', '') AS reason,
         m.inventory_code, m.movement_qty AS quantity, m.timestamp AS at
    FROM wms.movements m
    JOIN wms.sites s ON s.site_id = m.site_id
   WHERE m.movement_type IN ('WRITE_OFF', 'WRITE_ON')
     AND m.timestamp >= (:moved_from::date - 1)::timestamptz
     AND m.timestamp < (:moved_to::date + 2)::timestamptz
     AND (m.timestamp AT TIME ZONE s.local_zone)::date BETWEEN :moved_from::date AND :moved_to::date
     AND (:warehouse::text IS NULL OR m.warehouse = :warehouse)
     AND (:movement_type::text IS NULL OR m.movement_type = :movement_type)
)`;

const BATCH_BANDS =
  'Expiry is the batch’s date code; age counts from the first time the batch came into the ' +
  'warehouse (a receipt or write-on).';

/**
 * Stock on hand of :warehouse (every warehouse when empty) by item, batch and date code, with
 * the days to its expiry and its age in days, and the bands (and their order) of both.
 */
const BATCHES = `WITH stock AS (
  SELECT o.warehouse, o.inventory_code, o.serial_batch, o.date_code, sum(o.quantity) AS quantity
    FROM wms.on_hands o
   WHERE (:warehouse::text IS NULL OR o.warehouse = :warehouse)
   GROUP BY o.warehouse, o.inventory_code, o.serial_batch, o.date_code
),
dated AS (
  SELECT st.*,
         CASE WHEN st.date_code ~ '^\\d{4}-\\d{2}-\\d{2}$' THEN st.date_code::date END - today.day AS days_to_expiry,
         today.day - (first_in.at AT TIME ZONE s.local_zone)::date AS age_days
    FROM stock st
    JOIN wms.sites s ON true
    CROSS JOIN LATERAL (SELECT (now() AT TIME ZONE s.local_zone)::date AS day) today
    -- The batch's age: from the first time it came into the warehouse (a receipt or write-on).
    LEFT JOIN LATERAL (
      SELECT min(m.timestamp) AS at
        FROM wms.movements m
       WHERE m.warehouse = st.warehouse AND m.inventory_code = st.inventory_code
         AND m.serial_batch = st.serial_batch AND m.from_location = ''
    ) first_in ON true
),
banded AS (
  SELECT d.*,
         CASE WHEN d.days_to_expiry IS NULL THEN 5
              WHEN d.days_to_expiry < 0 THEN 1
              WHEN d.days_to_expiry < 30 THEN 2
              WHEN d.days_to_expiry < 90 THEN 3
              ELSE 4 END AS expiry_rank,
         CASE WHEN d.days_to_expiry IS NULL THEN 'No expiry'
              WHEN d.days_to_expiry < 0 THEN 'Expired'
              WHEN d.days_to_expiry < 30 THEN 'Within 30 days'
              WHEN d.days_to_expiry < 90 THEN '30 to 90 days'
              ELSE 'Over 90 days' END AS expiry_band,
         CASE WHEN d.age_days IS NULL THEN 4
              WHEN d.age_days < 30 THEN 1
              WHEN d.age_days < 90 THEN 2
              ELSE 3 END AS age_rank,
         CASE WHEN d.age_days IS NULL THEN 'Unknown'
              WHEN d.age_days < 30 THEN 'Under 30 days'
              WHEN d.age_days < 90 THEN '30 to 90 days'
              ELSE 'Over 90 days' END AS age_band
    FROM dated d
)`;

export const STOCK_PACK: TReportDefinitionInput[] = [
  {
    report: 'WRITE_OFFS_BY_REASON',
    modules: ['mo'],
    label: 'Write-offs and write-ons by reason',
    group: 'Stock',
    sub_group: 'Movements',
    description: 'Stock written off and on in the period, by reason (the reference)',
    instructions: WRITE_REASON,
    parameters: writeParameters,
    operations: [
      {
        operation_number: 1,
        operation_name: 'Written off and on per reason',
        database: 'wms',
        sql_command: `${WRITES}
SELECT movement, reason, count(*)::int AS movements,
       count(DISTINCT inventory_code)::int AS items,
       sum(quantity)::float8 AS quantity, max(at) AS last_at
  FROM writes
 GROUP BY movement, reason
 ORDER BY movement, quantity DESC, reason`,
      },
    ],
    result_columns: [
      textCol('movement', 'Movement'),
      textCol('reason', 'Reason', { chart: 'label' }),
      intCol('movements', 'Movements'),
      intCol('items', 'Items', { total: 'none' }),
      qtyCol('quantity', 'Quantity', { chart: 'bar' }),
      timeCol('last_at', 'Last'),
    ],
  },
  {
    report: 'WRITE_OFFS_BY_ITEM',
    modules: ['mo'],
    label: 'Write-offs and write-ons by reason and item',
    group: 'Stock',
    sub_group: 'Movements',
    description: 'Stock written off and on in the period, by reason and item, largest first',
    instructions: WRITE_REASON,
    parameters: writeParameters,
    operations: [
      {
        operation_number: 1,
        operation_name: 'Written off and on per reason and item',
        database: 'wms',
        sql_command: `${WRITES}
SELECT w.movement, w.reason, w.inventory_code, i.inventory_description,
       count(*)::int AS movements, sum(w.quantity)::float8 AS quantity, max(w.at) AS last_at
  FROM writes w
  LEFT JOIN wms.inventory i ON i.inventory_code = w.inventory_code
 GROUP BY w.movement, w.reason, w.inventory_code, i.inventory_description
 ORDER BY w.movement, quantity DESC, w.reason, w.inventory_code`,
      },
    ],
    result_columns: [
      textCol('movement', 'Movement'),
      textCol('reason', 'Reason'),
      ...itemColumns,
      intCol('movements', 'Movements'),
      qtyCol('quantity', 'Quantity'),
      timeCol('last_at', 'Last'),
    ],
  },
  {
    report: 'ITEM_MOVEMENTS',
    modules: ['mo'],
    label: 'Movements of an item',
    group: 'Stock',
    sub_group: 'Movements',
    description: 'Every movement of one item in the period: the records behind a report’s row',
    parameters: [
      { ...text('inventory_code', 'Item'), required: true },
      period('moved', 'Moved', 'last 30 days'),
      choice('warehouse', 'Warehouse', 'warehouses'),
    ],
    operations: [
      {
        operation_number: 1,
        operation_name: 'Movements',
        database: 'wms',
        sql_command: `SELECT m.movement_id, m.timestamp, m.movement_type, m.warehouse, m.from_location,
       m.to_location, m.serial_batch, m.movement_qty::float8 AS quantity, m.reference,
       m.operator, m.notes
  FROM wms.movements m
  JOIN wms.sites s ON s.site_id = m.site_id
 WHERE m.inventory_code = :inventory_code
   AND m.timestamp >= (:moved_from::date - 1)::timestamptz
   AND m.timestamp < (:moved_to::date + 2)::timestamptz
   AND (m.timestamp AT TIME ZONE s.local_zone)::date BETWEEN :moved_from::date AND :moved_to::date
   AND (:warehouse::text IS NULL OR m.warehouse = :warehouse)
 ORDER BY m.timestamp DESC, m.movement_id DESC`,
      },
    ],
    result_columns: [
      intCol('movement_id', 'Movement', { total: 'none' }),
      timeCol('timestamp', 'When'),
      textCol('movement_type', 'Type'),
      textCol('warehouse', 'Warehouse'),
      textCol('from_location', 'From'),
      textCol('to_location', 'To'),
      textCol('serial_batch', 'Batch'),
      qtyCol('quantity', 'Quantity', { total: 'none' }),
      textCol('reference', 'Reference'),
      textCol('operator', 'Operator', { lookup: 'user_name' }),
      textCol('notes', 'Notes'),
    ],
  },
  {
    report: 'STOCK_AGE_AND_EXPIRY',
    modules: ['in'],
    label: 'Stock by batch age and expiry',
    group: 'Stock',
    sub_group: 'On hand',
    description: 'Stock on hand by expiry band and age band: items, batches and quantity in each',
    instructions: `${BATCH_BANDS} Stock batches by expiry lists the batches behind a band.`,
    parameters: [choice('warehouse', 'Warehouse', 'warehouses')],
    operations: [
      {
        operation_number: 1,
        operation_name: 'Bands',
        database: 'wms',
        sql_command: `${BATCHES}
SELECT expiry_band, age_band,
       count(DISTINCT inventory_code)::int AS items,
       count(*)::int AS batches,
       sum(quantity)::float8 AS quantity
  FROM banded
 GROUP BY expiry_rank, expiry_band, age_rank, age_band
 ORDER BY expiry_rank, age_rank`,
      },
    ],
    result_columns: [
      textCol('expiry_band', 'Expiry', { chart: 'label' }),
      textCol('age_band', 'Age'),
      intCol('items', 'Items', { total: 'none' }),
      intCol('batches', 'Batches'),
      qtyCol('quantity', 'Quantity', { chart: 'bar' }),
    ],
  },
  {
    report: 'STOCK_BY_EXPIRY',
    modules: ['in'],
    label: 'Stock batches by expiry',
    group: 'Stock',
    sub_group: 'On hand',
    description:
      'Stock on hand by item and batch, soonest expiry first: its expiry (date code) and age',
    instructions: `${BATCH_BANDS} Expiring within: only batches expiring before that many days from today (empty for all).`,
    parameters: [
      choice('warehouse', 'Warehouse', 'warehouses'),
      {
        database_field: 'expiring_within',
        display_name: 'Expiring within (days)',
        field_type: 'number',
        minimum_value: 0,
        maximum_value: 3650,
      },
    ],
    operations: [
      {
        operation_number: 1,
        operation_name: 'Batches on hand',
        database: 'wms',
        sql_command: `${BATCHES}
SELECT b.warehouse, b.inventory_code, i.inventory_description, b.serial_batch,
       nullif(b.date_code, '') AS expiry_date, b.days_to_expiry, b.expiry_band,
       b.age_days, b.age_band, b.quantity::float8 AS quantity
  FROM banded b
  LEFT JOIN wms.inventory i ON i.inventory_code = b.inventory_code
 WHERE :expiring_within::int IS NULL OR b.days_to_expiry < :expiring_within::int
 ORDER BY b.days_to_expiry NULLS LAST, b.warehouse, b.inventory_code, b.serial_batch`,
      },
    ],
    result_columns: [
      textCol('warehouse', 'Warehouse'),
      ...itemColumns,
      textCol('serial_batch', 'Batch'),
      dateCol('expiry_date', 'Expiry'),
      intCol('days_to_expiry', 'Days to expiry', { total: 'none' }),
      textCol('expiry_band', 'Expiry band'),
      intCol('age_days', 'Age (days)', { total: 'none' }),
      textCol('age_band', 'Age band'),
      qtyCol('quantity', 'Quantity'),
    ],
  },
  {
    report: 'SLOW_MOVERS',
    modules: ['in', 'mo'],
    label: 'Slow movers',
    group: 'Stock',
    sub_group: 'On hand',
    description: 'Items on hand in a warehouse with no movement of any kind in the last N days',
    parameters: [
      number('idle_days', 'No movement in (days)', 30, 1, 3650),
      choice('warehouse', 'Warehouse', 'warehouses'),
    ],
    operations: [
      {
        operation_number: 1,
        operation_name: 'Idle stock',
        database: 'wms',
        sql_command: `WITH stock AS (
  SELECT o.warehouse, o.inventory_code, sum(o.quantity) AS quantity,
         count(DISTINCT o.location) AS locations
    FROM wms.on_hands o
   WHERE (:warehouse::text IS NULL OR o.warehouse = :warehouse)
   GROUP BY o.warehouse, o.inventory_code
)
SELECT st.warehouse, st.inventory_code, i.inventory_description, st.locations::int AS locations,
       st.quantity::float8 AS on_hand, last_move.at AS last_movement,
       (now() AT TIME ZONE s.local_zone)::date - (last_move.at AT TIME ZONE s.local_zone)::date AS idle_days
  FROM stock st
  JOIN wms.sites s ON true
  -- The item's last movement of any kind in the warehouse.
  CROSS JOIN LATERAL (
    SELECT max(m.timestamp) AS at
      FROM wms.movements m
     WHERE m.warehouse = st.warehouse AND m.inventory_code = st.inventory_code
  ) last_move
  LEFT JOIN wms.inventory i ON i.inventory_code = st.inventory_code
 WHERE last_move.at IS NULL OR last_move.at < now() - make_interval(days => :idle_days::int)
 ORDER BY last_move.at NULLS FIRST, st.warehouse, st.inventory_code`,
      },
    ],
    result_columns: [
      textCol('warehouse', 'Warehouse'),
      ...itemColumns,
      intCol('locations', 'Locations', { total: 'none' }),
      qtyCol('on_hand', 'On hand'),
      timeCol('last_movement', 'Last movement'),
      intCol('idle_days', 'Days idle', { total: 'none' }),
    ],
  },
  {
    report: 'RECEIPTS_VS_PO',
    modules: ['po'],
    label: 'Receipts against purchase orders',
    group: 'Receiving',
    description:
      'Purchase orders expected in the period: received on time or after, in full, short or over',
    instructions:
      'On time: first received on or before the expected date. Due: nothing received yet and ' +
      'not yet expected.',
    parameters: [
      period('expected', 'Expected', 'last 30 days'),
      choice('warehouse', 'Warehouse', 'warehouses'),
      choice('supplier', 'Supplier', 'suppliers'),
    ],
    operations: [
      {
        operation_number: 1,
        operation_name: 'Orders and receipts',
        database: 'wms',
        sql_command: `WITH received AS (
  SELECT d.purchase_order_id, min(d.received_date) AS first_received
    FROM wms.delivery_dockets d
   WHERE d.received_date IS NOT NULL
   GROUP BY d.purchase_order_id
),
lines AS (
  SELECT l.purchase_order_id, count(*) AS lines,
         count(*) FILTER (WHERE l.quantity_received < l.quantity_ordered) AS lines_short,
         count(*) FILTER (WHERE l.quantity_received > l.quantity_ordered) AS lines_over,
         sum(l.quantity_ordered) AS ordered, sum(l.quantity_received) AS received
    FROM wms.purchase_order_lines l
   GROUP BY l.purchase_order_id
)
SELECT po.purchase_order, po.warehouse, coalesce(su.supplier_name, po.supplier_code) AS supplier,
       po.expected_date::text AS expected_date, r.first_received::text AS first_received,
       CASE WHEN r.first_received IS NOT NULL AND r.first_received <= po.expected_date THEN 'On time'
            WHEN r.first_received IS NOT NULL THEN 'Late'
            WHEN po.expected_date >= (now() AT TIME ZONE s.local_zone)::date THEN 'Due'
            ELSE 'Not received' END AS timing,
       CASE WHEN coalesce(l.received, 0) = 0 THEN 'Nothing received'
            WHEN l.lines_over > 0 THEN 'Over'
            WHEN l.lines_short > 0 THEN 'Short'
            ELSE 'In full' END AS quantity_result,
       l.lines::int AS lines, l.lines_short::int AS lines_short, l.lines_over::int AS lines_over,
       l.ordered::float8 AS ordered, l.received::float8 AS received,
       round(100 * l.received / nullif(l.ordered, 0), 1)::float8 AS received_pct
  FROM wms.purchase_orders po
  JOIN wms.sites s ON s.site_id = po.site_id
  JOIN lines l ON l.purchase_order_id = po.purchase_order_id
  LEFT JOIN received r ON r.purchase_order_id = po.purchase_order_id
  LEFT JOIN wms.suppliers su ON su.supplier_code = po.supplier_code
 WHERE po.expected_date BETWEEN :expected_from::date AND :expected_to::date
   AND po.wms_status <> 'deleted'
   AND (:warehouse::text IS NULL OR po.warehouse = :warehouse)
   AND (:supplier::text IS NULL OR po.supplier_code = :supplier)
 ORDER BY po.expected_date, po.purchase_order`,
      },
    ],
    result_columns: [
      textCol('purchase_order', 'Purchase order', { link: 'purchase_order' }),
      textCol('warehouse', 'Warehouse'),
      textCol('supplier', 'Supplier', { chart: 'label' }),
      dateCol('expected_date', 'Expected'),
      dateCol('first_received', 'First received'),
      textCol('timing', 'Timing'),
      textCol('quantity_result', 'Quantity'),
      intCol('lines', 'Lines'),
      intCol('lines_short', 'Lines short'),
      intCol('lines_over', 'Lines over'),
      qtyCol('ordered', 'Ordered', { chart: 'bar' }),
      qtyCol('received', 'Received', { chart: 'bar' }),
      pctCol('received_pct', 'Received %'),
    ],
  },
  {
    report: 'LOCATION_UTILISATION',
    modules: ['wh', 'in'],
    label: 'Location utilisation by storage type',
    group: 'Stock',
    sub_group: 'Locations',
    description: 'Active locations of each warehouse and storage type: empty, part full and full',
    instructions:
      'A location is full when its stock (base units × the item’s dimensions) takes at least ' +
      'Full at % of its height × width × depth; part full when it holds less; empty when none.',
    parameters: [
      choice('warehouse', 'Warehouse', 'warehouses'),
      number('full_pct', 'Full at %', 90, 1, 100),
    ],
    operations: [
      {
        operation_number: 1,
        operation_name: 'Locations by state',
        database: 'wms',
        sql_command: `WITH filled AS (
  -- Each location's stock volume: base units × the base stocking factor's cm³ (× 1000 in mm³).
  SELECT o.warehouse, o.location,
         sum(o.quantity * sf.height * sf.length * sf.depth * 1000) AS stock_mm3
    FROM wms.on_hands o
    JOIN wms.inventory i ON i.inventory_code = o.inventory_code
    LEFT JOIN wms.stocking_factors sf
      ON sf.inventory_code = o.inventory_code AND sf.unit_of_measure = i.unit_of_measure
   WHERE (:warehouse::text IS NULL OR o.warehouse = :warehouse)
   GROUP BY o.warehouse, o.location
),
rated AS (
  SELECT l.warehouse, l.storage,
         CASE WHEN f.location IS NULL THEN 'empty'
              WHEN f.stock_mm3 >= :full_pct::numeric / 100
                   * nullif(l.height::numeric * l.width * l.depth, 0) THEN 'full'
              ELSE 'part' END AS state
    FROM wms.locations l
    LEFT JOIN filled f ON f.warehouse = l.warehouse AND f.location = l.location
   WHERE l.active
     AND (:warehouse::text IS NULL OR l.warehouse = :warehouse)
)
SELECT r.warehouse, r.storage, coalesce(st.storage_name, r.storage) AS storage_name,
       count(*)::int AS locations,
       count(*) FILTER (WHERE state = 'empty')::int AS empty,
       count(*) FILTER (WHERE state = 'part')::int AS part_full,
       count(*) FILTER (WHERE state = 'full')::int AS full,
       round(100.0 * count(*) FILTER (WHERE state <> 'empty') / count(*), 1)::float8 AS used_pct
  FROM rated r
  LEFT JOIN wms.storage st ON st.storage = r.storage
 GROUP BY r.warehouse, r.storage, st.storage_name
 ORDER BY r.warehouse, r.storage`,
      },
    ],
    result_columns: [
      textCol('warehouse', 'Warehouse'),
      textCol('storage', 'Storage'),
      textCol('storage_name', 'Storage type', { chart: 'label' }),
      intCol('locations', 'Locations'),
      intCol('empty', 'Empty', { chart: 'bar' }),
      intCol('part_full', 'Part full', { chart: 'bar' }),
      intCol('full', 'Full', { chart: 'bar' }),
      pctCol('used_pct', 'Used'),
    ],
  },
];
