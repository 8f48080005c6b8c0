import type { TBuilderDataset } from '../../../../src/contract';

/*
 * The SQL of the report builder's datasets: the only text a built report's query is made of.
 * Each dataset is a FROM clause (its tables joined, with `s` the site for its zone) and one
 * expression per column of BUILDER_DATASETS (src/contract/report-builder.ts). The query runs as
 * the read-only query role under the site's row-level security, so every table is the site's.
 */

export type DatasetSql = { from: string; columns: Record<string, string> };

/** A timestamp's day in the site's zone. */
const localDay = (column: string) => `(${column} AT TIME ZONE s.local_zone)::date`;

export const DATASET_SQL: Record<TBuilderDataset, DatasetSql> = {
  orders: {
    from: `wms.sales_orders o
  JOIN wms.sites s ON s.site_id = o.site_id
  LEFT JOIN LATERAL (
    SELECT count(*) AS lines, coalesce(sum(l.quantity_ordered), 0) AS ordered,
           coalesce(sum(l.quantity_supplied), 0) AS supplied
      FROM wms.sales_order_lines l
     WHERE l.site_id = o.site_id AND l.sales_order_id = o.sales_order_id
  ) ol ON true`,
    columns: {
      sales_order: 'o.sales_order',
      warehouse: 'o.warehouse',
      customer_code: 'o.customer_code',
      customer_order: 'o.customer_order',
      order_type: 'o.type',
      required_date: 'o.required_date',
      created_date: localDay('o.created_at'),
      wms_status: 'o.wms_status',
      erp_status: 'o.erp_status',
      delivery_suburb: 'o.delivery_suburb',
      delivery_state: 'o.delivery_state',
      lines: 'ol.lines',
      units_ordered: 'ol.ordered',
      units_supplied: 'ol.supplied',
    },
  },
  order_lines: {
    from: `wms.sales_order_lines l
  JOIN wms.sales_orders o ON o.site_id = l.site_id AND o.sales_order_id = l.sales_order_id
  JOIN wms.sites s ON s.site_id = l.site_id`,
    columns: {
      sales_order: 'o.sales_order',
      warehouse: 'o.warehouse',
      customer_code: 'o.customer_code',
      required_date: 'o.required_date',
      wms_status: 'o.wms_status',
      line_no: 'l.line_no',
      inventory_code: 'l.inventory_code',
      description: 'l.description',
      unit: 'l.stocking_factor_unit',
      quantity_ordered: 'l.quantity_ordered',
      quantity_supplied: 'l.quantity_supplied',
      quantity_short: 'greatest(l.quantity_ordered - l.quantity_supplied, 0)',
      short_supply_reason: 'l.short_supply_reason',
    },
  },
  picks: {
    from: `wms.pick_attempts a
  JOIN wms.picks p ON p.site_id = a.site_id AND p.pick_id = a.pick_id
  JOIN wms.pick_lines pl ON pl.site_id = a.site_id AND pl.pick_line_id = a.pick_line_id
  JOIN wms.sales_orders o ON o.site_id = p.site_id AND o.sales_order_id = p.sales_order_id
  JOIN wms.sites s ON s.site_id = a.site_id`,
    columns: {
      picker: 'a.user_id',
      warehouse: 'a.warehouse',
      picked_date: localDay('a.last_modified_time'),
      pick_section: 'p.pick_section_name',
      sales_order: 'o.sales_order',
      inventory_code: 'pl.inventory_code',
      pick_face: 'a.pick_face',
      batch_number: 'a.batch_number',
      quantity_picked: 'a.quantity_picked',
      reason: 'a.reason',
    },
  },
  movements: {
    from: `wms.movements m
  JOIN wms.sites s ON s.site_id = m.site_id`,
    columns: {
      movement_date: localDay('m.timestamp'),
      movement_type: 'm.movement_type',
      warehouse: 'm.warehouse',
      inventory_code: 'm.inventory_code',
      from_location: 'm.from_location',
      to_location: 'm.to_location',
      serial_batch: 'm.serial_batch',
      operator: 'm.operator',
      reference: 'm.reference',
      quantity: 'm.movement_qty',
    },
  },
  stock: {
    from: `wms.on_hands h
  JOIN wms.sites s ON s.site_id = h.site_id
  LEFT JOIN wms.inventory i ON i.site_id = h.site_id AND i.inventory_code = h.inventory_code`,
    columns: {
      warehouse: 'h.warehouse',
      location: 'h.location',
      inventory_code: 'h.inventory_code',
      description: "coalesce(i.inventory_description, '')",
      serial_batch: 'h.serial_batch',
      date_code: 'h.date_code',
      quantity: 'h.quantity',
    },
  },
  receipts: {
    from: `wms.delivery_docket_lines dl
  JOIN wms.delivery_dockets dd ON dd.site_id = dl.site_id AND dd.delivery_docket_id = dl.delivery_docket_id
  JOIN wms.sites s ON s.site_id = dl.site_id`,
    columns: {
      delivery_docket: 'dd.delivery_docket',
      warehouse: 'dd.warehouse',
      received_date: 'dd.received_date',
      wms_status: 'dd.wms_status',
      inventory_code: 'dl.inventory_code',
      description: 'dl.description',
      serial_batch: 'dl.serial_batch',
      quantity_ordered: 'dl.quantity_ordered',
      quantity_received: 'dl.carton_qty',
    },
  },
  consignments: {
    from: `wms.consignments c
  JOIN wms.sites s ON s.site_id = c.site_id`,
    columns: {
      consignment: 'c.consignment',
      connote: 'c.connote',
      warehouse: 'c.warehouse',
      courier: 'c.courier',
      service: 'c.carrier_and_service',
      customer_code: 'c.customer_code',
      despatch_date: 'c.despatch_date',
      receiver_town: 'c.receiver_town',
      receiver_state: 'c.receiver_state',
      status: 'c.status',
      packages: 'c.packages',
      weight: 'c.weight',
      volume: 'c.volume',
      shipment_total: 'c.shipment_total',
    },
  },
};
