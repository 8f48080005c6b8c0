import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import {
  LABEL_ENTITY_NAMES,
  LABEL_MESSAGES as M,
  LOCATION_LABEL_TYPE,
  type TLabelEntity,
} from '../../src/contract';
import {
  containerContents,
  containers,
  customers,
  inventory,
  locations,
  purchaseOrderLines,
  purchaseOrders,
  putAwayContents,
  putAways,
  runs,
  salesOrderLines,
  salesOrders,
  sites,
  suppliers,
  warehouses,
} from '../db/schema';
import type { Db } from '../db/types';
import { badRequest } from '../errors';
import { addressFields, dateFields, gtinFields, ssccFields } from './label-fields';
import { SAMPLE_LABEL_RECORDS } from './label-samples';

/**
 * The data a label is rendered with: one record per label (before copies and continuation
 * labels). `data` holds every field the template may use; `data.lines` (when the entity has
 * content lines: pack contents, sales or purchase order lines) is the list the renderer
 * places from first_line_at down.
 */
export interface TLabelRecord {
  reference: string;
  description: string;
  data: Record<string, unknown>;
}

type Lines = Record<string, unknown>[];

/** The site's name and its warehouses' names, joined into every record. */
async function places(db: Db, siteId: string) {
  const [site] = await db
    .select({ site_name: sites.site_name })
    .from(sites)
    .where(eq(sites.site_id, siteId));
  const whs = await db
    .select({
      warehouse: warehouses.warehouse,
      warehouse_name: warehouses.warehouse_name,
      warehouse_address: warehouses.warehouse_address,
    })
    .from(warehouses)
    .where(eq(warehouses.site_id, siteId));
  const byCode = new Map(whs.map((w) => [w.warehouse, w]));
  return (warehouse: string) => ({
    site_id: siteId,
    site_name: site?.site_name ?? siteId,
    warehouse,
    warehouse_name: byCode.get(warehouse)?.warehouse_name ?? warehouse,
    warehouse_address: byCode.get(warehouse)?.warehouse_address ?? '',
  });
}
type Places = Awaited<ReturnType<typeof places>>;

/** Throws the refusal naming the keys that were asked for and not found. */
function refuseMissing(entity: TLabelEntity, keys: readonly string[], found: Set<string>): void {
  const missing = [...new Set(keys)].filter((k) => !found.has(k));
  if (missing.length > 0) throw badRequest(M.recordsNotFound(LABEL_ENTITY_NAMES[entity], missing));
}

/** Records in the order their keys were asked for (each key once). */
function inKeyOrder<T>(keys: readonly string[], byKey: Map<string, T[]>): T[] {
  return [...new Set(keys)].flatMap((k) => byKey.get(k) ?? []);
}

function group<T>(items: T[], keyOf: (item: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const list = map.get(key);
    if (list) list.push(item);
    else map.set(key, [item]);
  }
  return map;
}

// ---- Locations --------------------------------------------------------------------------

async function locationRecords(
  db: Db,
  siteId: string,
  at: Places,
  keys: readonly string[] | null,
  warehouse?: string,
): Promise<TLabelRecord[]> {
  const found = await db
    .select({
      warehouse: locations.warehouse,
      location: locations.location,
      location_name: locations.location_name,
      barcode: locations.barcode,
      pick_area: locations.pick_area,
      pick_section: locations.pick_section,
      storage: locations.storage,
      location_type: locations.location_type,
      aisle: locations.aisle,
      bay: locations.bay,
      level: locations.level,
      pick_sequence: locations.pick_sequence,
    })
    .from(locations)
    .where(
      and(
        eq(locations.site_id, siteId),
        keys ? inArray(locations.location, [...keys]) : undefined,
        warehouse ? eq(locations.warehouse, warehouse) : undefined,
      ),
    )
    .orderBy(asc(locations.warehouse), asc(locations.location))
    .limit(keys ? 100_000 : 1);
  const records = found.map((l) => ({
    reference: l.location,
    description: l.location_name,
    data: {
      ...at(l.warehouse),
      ...l,
      barcode: l.barcode || l.location,
      label_type: LOCATION_LABEL_TYPE,
    },
  }));
  if (!keys) return records;
  refuseMissing('location', keys, new Set(found.map((l) => l.location)));
  return inKeyOrder(
    keys,
    group(records, (r) => r.reference),
  );
}

// ---- Packs (containers) -----------------------------------------------------------------

const containerColumns = {
  container_id: containers.container_id,
  container_number: containers.container_number,
  sscc_number: containers.sscc_number,
  reference: containers.reference,
  barcode: containers.barcode,
  label_type: containers.label_type,
  container_type: containers.container_type,
  warehouse: containers.warehouse,
  location: containers.location,
  customer_code: containers.customer_code,
  customer_name: containers.customer_name,
  sales_order: containers.sales_order,
  customer_order: containers.customer_order,
  delivery_name: containers.delivery_name,
  delivery_address_1: containers.delivery_address_1,
  delivery_address_2: containers.delivery_address_2,
  delivery_suburb: containers.delivery_suburb,
  delivery_state: containers.delivery_state,
  delivery_postcode: containers.delivery_postcode,
  edi_store_code: containers.edi_store_code,
  edi_department_code: containers.edi_department_code,
  instructions: containers.instructions,
  package_type: containers.package_type,
  contents_description: containers.contents_description,
  connote: containers.connote,
  weight: containers.weight,
  height: containers.height,
  width: containers.width,
  depth: containers.depth,
  cube: containers.cube,
  dangerous_goods: containers.dangerous_goods,
  created_by: containers.created_by,
  /** This pack's place among its sales order's packs, and how many the order has. */
  carton_number: sql<number>`(SELECT count(*)::int FROM wms.containers c2
      WHERE c2.site_id = ${containers.site_id} AND c2.sales_order = ${containers.sales_order}
        AND c2.container_id <= ${containers.container_id})`,
  carton_count: sql<number>`(SELECT count(*)::int FROM wms.containers c2
      WHERE c2.site_id = ${containers.site_id} AND c2.sales_order = ${containers.sales_order})`,
};
type ContainerRow = { [K in keyof typeof containerColumns]: unknown } & {
  container_id: number;
  container_number: string;
  sscc_number: string;
  warehouse: string;
  contents_description: string;
  sales_order: string;
  carton_number: number;
  carton_count: number;
};

/** Pack records with their contents as lines (batch, date code, GTIN each). */
async function packRecords(
  db: Db,
  siteId: string,
  at: Places,
  packs: ContainerRow[],
  extra: (p: ContainerRow) => Record<string, unknown> = () => ({}),
): Promise<TLabelRecord[]> {
  const ids = packs.map((p) => p.container_id);
  const contents =
    ids.length === 0
      ? []
      : await db
          .select({
            container_id: containerContents.container_id,
            inventory_code: containerContents.inventory_code,
            description: containerContents.inventory_description,
            quantity: containerContents.quantity,
            unit_of_measure: containerContents.unit_of_measure,
            batch: containerContents.detail_reference,
            date_code: containerContents.date_code,
            gtin: containerContents.gtin,
          })
          .from(containerContents)
          .where(
            and(
              eq(containerContents.site_id, siteId),
              inArray(containerContents.container_id, ids),
            ),
          )
          .orderBy(asc(containerContents.container_id), asc(containerContents.inventory_code));
  const byPack = group(contents, (c) => String(c.container_id));
  return packs.map((p) => {
    const lines: Lines = (byPack.get(String(p.container_id)) ?? []).map(
      ({ container_id: _id, date_code, gtin, ...c }, i) => ({
        line_no: i + 1,
        ...c,
        ...dateFields('date_code', date_code),
        ...gtinFields(gtin),
      }),
    );
    const count = Number(p.carton_count) || 1;
    return {
      reference: p.container_number,
      description: p.contents_description || p.sales_order,
      data: {
        ...at(p.warehouse),
        ...p,
        ...addressFields(p as unknown as Parameters<typeof addressFields>[0]),
        ...ssccFields(p.sscc_number),
        carton_number: Number(p.carton_number) || 1,
        carton_count: count,
        carton_counter: `${Number(p.carton_number) || 1} of ${count}`,
        ...extra(p),
        lines,
      },
    };
  });
}

async function containerRecords(
  db: Db,
  siteId: string,
  at: Places,
  entity: TLabelEntity,
  keys: readonly string[] | null,
  warehouse?: string,
): Promise<TLabelRecord[]> {
  const list = keys ? [...keys] : [];
  const found = (await db
    .select(containerColumns)
    .from(containers)
    .where(
      and(
        eq(containers.site_id, siteId),
        keys
          ? or(inArray(containers.container_number, list), inArray(containers.sscc_number, list))
          : undefined,
        warehouse ? eq(containers.warehouse, warehouse) : undefined,
      ),
    )
    .orderBy(asc(containers.container_id))
    .limit(keys ? 100_000 : 1)) as ContainerRow[];
  const records = await packRecords(db, siteId, at, found);
  if (!keys) return records;
  const byKey = new Map<string, TLabelRecord[]>();
  found.forEach((p, i) => {
    for (const key of [p.container_number, p.sscc_number]) if (key) byKey.set(key, [records[i]!]);
  });
  const missing = list.filter((k) => !byKey.has(k));
  if (entity === 'licence_plate' && missing.length > 0) {
    for (const r of await putAwayRecords(db, siteId, at, missing, warehouse))
      byKey.set(r.reference, [r]);
  }
  refuseMissing(entity, keys, new Set(byKey.keys()));
  return inKeyOrder(keys, byKey);
}

/** Received pallets waiting for or put to a location (licence plates without a pack). */
async function putAwayRecords(
  db: Db,
  siteId: string,
  at: Places,
  keys: string[],
  warehouse?: string,
): Promise<TLabelRecord[]> {
  const found = await db
    .select({
      put_away_id: putAways.put_away_id,
      barcode: putAways.barcode,
      warehouse: putAways.warehouse,
      from_location: putAways.from_location,
      location: putAways.location,
      booking_id: putAways.booking_id,
    })
    .from(putAways)
    .where(
      and(
        eq(putAways.site_id, siteId),
        inArray(putAways.barcode, keys),
        warehouse ? eq(putAways.warehouse, warehouse) : undefined,
      ),
    );
  if (found.length === 0) return [];
  const contents = await db
    .select({
      put_away_id: putAwayContents.put_away_id,
      inventory_code: putAwayContents.inventory_code,
      description: putAwayContents.description,
      quantity: putAwayContents.quantity,
      batch: putAwayContents.serial_batch,
      date_code: putAwayContents.date_code,
    })
    .from(putAwayContents)
    .where(
      and(
        eq(putAwayContents.site_id, siteId),
        inArray(
          putAwayContents.put_away_id,
          found.map((f) => f.put_away_id),
        ),
      ),
    )
    .orderBy(asc(putAwayContents.put_away_id), asc(putAwayContents.line_no));
  const byId = group(contents, (c) => String(c.put_away_id));
  return found.map((p) => {
    const sscc = /^00\d{18}$/.test(p.barcode) ? p.barcode.slice(2) : '';
    const lines = (byId.get(String(p.put_away_id)) ?? []).map(
      ({ put_away_id: _id, date_code, ...c }, i) => ({
        line_no: i + 1,
        ...c,
        ...dateFields('date_code', date_code),
      }),
    );
    return {
      reference: p.barcode,
      description: lines.map((l) => l.description).join(', '),
      data: { ...at(p.warehouse), ...p, container_number: p.barcode, ...ssccFields(sscc), lines },
    };
  });
}

// ---- Runs (their cartons) ---------------------------------------------------------------

async function runRecords(
  db: Db,
  siteId: string,
  at: Places,
  keys: readonly string[] | null,
  warehouse?: string,
): Promise<TLabelRecord[]> {
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
    .limit(keys ? 1000 : 1);
  if (keys) refuseMissing('run', keys, new Set(found.map((r) => r.run)));
  const runById = new Map(found.map((r) => [r.run_id, r]));
  const packs =
    found.length === 0
      ? []
      : ((await db
          .select({ ...containerColumns, run_id: salesOrders.run_id })
          .from(containers)
          .innerJoin(
            salesOrders,
            and(
              eq(salesOrders.site_id, containers.site_id),
              eq(salesOrders.sales_order, containers.sales_order),
            ),
          )
          .where(
            and(eq(containers.site_id, siteId), inArray(salesOrders.run_id, [...runById.keys()])),
          )
          .orderBy(asc(containers.sales_order), asc(containers.container_id))
          .limit(keys ? 100_000 : 1)) as (ContainerRow & { run_id: number | null })[]);
  const records = await packRecords(db, siteId, at, packs, (p) => {
    const run = runById.get((p as ContainerRow & { run_id: number }).run_id);
    return {
      run: run?.run ?? '',
      run_name: run?.run_name ?? '',
      courier: run?.courier ?? '',
      courier_service: run?.courier_service ?? '',
    };
  });
  if (!keys) return records;
  const byRun = group(records, (r) => String(r.data.run));
  const empty = found.map((r) => r.run).filter((r) => !byRun.has(r));
  if (empty.length > 0) throw badRequest(M.runWithoutCartons(empty));
  return inKeyOrder(keys, byRun);
}

// ---- Sales orders -----------------------------------------------------------------------

async function salesOrderRecords(
  db: Db,
  siteId: string,
  at: Places,
  keys: readonly string[] | null,
  warehouse?: string,
): Promise<TLabelRecord[]> {
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
      and(
        eq(salesOrders.site_id, siteId),
        keys ? inArray(salesOrders.sales_order, [...keys]) : undefined,
        warehouse ? eq(salesOrders.warehouse, warehouse) : undefined,
      ),
    )
    .orderBy(asc(salesOrders.sales_order))
    .limit(keys ? 100_000 : 1);
  if (keys) refuseMissing('sales_order', keys, new Set(found.map((o) => o.sales_order)));
  const ids = found.map((o) => o.sales_order_id);
  const lines =
    ids.length === 0
      ? []
      : await db
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
          .where(
            and(eq(salesOrderLines.site_id, siteId), inArray(salesOrderLines.sales_order_id, ids)),
          )
          .orderBy(asc(salesOrderLines.sales_order_id), asc(salesOrderLines.line_no));
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
      lines: (byOrder.get(String(o.sales_order_id)) ?? []).map(
        ({ sales_order_id: _id, ...l }) => l,
      ),
    },
  }));
  return keys
    ? inKeyOrder(
        keys,
        group(records, (r) => r.reference),
      )
    : records;
}

// ---- Purchase orders --------------------------------------------------------------------

async function purchaseOrderRecords(
  db: Db,
  siteId: string,
  at: Places,
  keys: readonly string[] | null,
  warehouse?: string,
): Promise<TLabelRecord[]> {
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
      and(
        eq(purchaseOrders.site_id, siteId),
        keys ? inArray(purchaseOrders.purchase_order, [...keys]) : undefined,
        warehouse ? eq(purchaseOrders.warehouse, warehouse) : undefined,
      ),
    )
    .orderBy(asc(purchaseOrders.purchase_order))
    .limit(keys ? 100_000 : 1);
  if (keys) refuseMissing('purchase_order', keys, new Set(found.map((o) => o.purchase_order)));
  const ids = found.map((o) => o.purchase_order_id);
  const lines =
    ids.length === 0
      ? []
      : await db
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
      lines: (byOrder.get(String(o.purchase_order_id)) ?? []).map(
        ({ purchase_order_id: _id, ...l }) => l,
      ),
    },
  }));
  return keys
    ? inKeyOrder(
        keys,
        group(records, (r) => r.reference),
      )
    : records;
}

// ---- Inventory and customers ------------------------------------------------------------

async function inventoryRecords(
  db: Db,
  siteId: string,
  at: Places,
  keys: readonly string[] | null,
  warehouse?: string,
): Promise<TLabelRecord[]> {
  const found = await db
    .select({
      inventory_code: inventory.inventory_code,
      inventory_description: inventory.inventory_description,
      unit_of_measure: inventory.unit_of_measure,
      storage: inventory.storage,
      tracking_type: inventory.tracking_type,
      category: inventory.category,
      gtin: inventory.gtin,
    })
    .from(inventory)
    .where(
      and(
        eq(inventory.site_id, siteId),
        keys ? inArray(inventory.inventory_code, [...keys]) : sql`${inventory.gtin} <> ''`,
      ),
    )
    .orderBy(asc(inventory.inventory_code))
    .limit(keys ? 100_000 : 1);
  if (keys) refuseMissing('inventory', keys, new Set(found.map((i) => i.inventory_code)));
  const records = found.map((i) => ({
    reference: i.inventory_code,
    description: i.inventory_description,
    data: {
      ...at(warehouse ?? ''),
      ...i,
      ...gtinFields(i.gtin),
      barcode: i.gtin || i.inventory_code,
    },
  }));
  return keys
    ? inKeyOrder(
        keys,
        group(records, (r) => r.reference),
      )
    : records;
}

async function customerRecords(
  db: Db,
  siteId: string,
  at: Places,
  keys: readonly string[] | null,
  warehouse?: string,
): Promise<TLabelRecord[]> {
  const found = await db
    .select({
      customer_code: customers.customer_code,
      customer_name: customers.customer_name,
      delivery_address_1: customers.delivery_address_1,
      delivery_address_2: customers.delivery_address_2,
      delivery_suburb: customers.delivery_suburb,
      delivery_state: customers.delivery_state,
      delivery_postcode: customers.delivery_postcode,
      delivery_country: customers.delivery_country,
    })
    .from(customers)
    .where(
      and(
        eq(customers.site_id, siteId),
        keys ? inArray(customers.customer_code, [...keys]) : undefined,
      ),
    )
    .orderBy(asc(customers.customer_code))
    .limit(keys ? 100_000 : 1);
  if (keys) refuseMissing('customer', keys, new Set(found.map((c) => c.customer_code)));
  const records = found.map((c) => ({
    reference: c.customer_code,
    description: c.customer_name,
    data: {
      ...at(warehouse ?? ''),
      ...c,
      ...addressFields({ ...c, delivery_name: c.customer_name }),
      barcode: c.customer_code,
    },
  }));
  return keys
    ? inKeyOrder(
        keys,
        group(records, (r) => r.reference),
      )
    : records;
}

/** Records of an entity: those of `keys`, or (keys null) the site's first one. */
async function recordsOf(
  db: Db,
  siteId: string,
  entity: TLabelEntity,
  keys: readonly string[] | null,
  warehouse?: string,
): Promise<TLabelRecord[]> {
  const at = await places(db, siteId);
  switch (entity) {
    case 'location':
      return locationRecords(db, siteId, at, keys, warehouse);
    case 'container':
    case 'licence_plate':
      return containerRecords(db, siteId, at, entity, keys, warehouse);
    case 'run':
      return runRecords(db, siteId, at, keys, warehouse);
    case 'sales_order':
      return salesOrderRecords(db, siteId, at, keys, warehouse);
    case 'purchase_order':
      return purchaseOrderRecords(db, siteId, at, keys, warehouse);
    case 'inventory':
      return inventoryRecords(db, siteId, at, keys, warehouse);
    case 'customer':
      return customerRecords(db, siteId, at, keys, warehouse);
  }
}

/**
 * Records of one entity at the site by key: location code, container number or SSCC
 * (licence_plate also a put-away barcode), sales order number, run code (its cartons: the
 * packs of the run's sales orders, one record each), inventory code, purchase order number,
 * customer code. In the order of the keys. Unknown keys are refused, naming them.
 */
export async function loadLabelRecords(
  db: Db,
  siteId: string,
  entity: TLabelEntity,
  keys: readonly string[],
  warehouse?: string,
): Promise<TLabelRecord[]> {
  const wanted = keys.map((k) => k.trim()).filter((k) => k !== '');
  if (wanted.length === 0) return [];
  return recordsOf(db, siteId, entity, wanted, warehouse || undefined);
}

/** The first real record of that entity at the site, or a built-in realistic sample. */
export async function sampleLabelRecord(
  db: Db,
  siteId: string,
  entity: TLabelEntity,
): Promise<TLabelRecord> {
  const [first] = await recordsOf(db, siteId, entity, null);
  if (first) return first;
  const at = await places(db, siteId);
  const sample = SAMPLE_LABEL_RECORDS[entity];
  const warehouse = typeof sample.data.warehouse === 'string' ? sample.data.warehouse : '';
  return { ...sample, data: { ...sample.data, ...at(warehouse), sample: true } };
}
