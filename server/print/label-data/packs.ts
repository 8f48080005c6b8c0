import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { TLabelEntity } from '../../../src/contract';
import { containerContents, containers, putAwayContents, putAways } from '../../db/schema';
import type { Db } from '../../db/types';
import { addressFields, dateFields, gtinFields, ssccFields } from '../label-fields';
import {
  childrenOf,
  group,
  inKeyOrder,
  refuseMissing,
  rowLimit,
  scope,
  type LoadArgs,
  type Lines,
  type Places,
  type TLabelRecord,
} from './keyed';

export const containerColumns = {
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
  /**
   * This pack's place among its sales order's packs, and how many the order has (a pack with no
   * order is 1 of 1). The outer row is named by its table: drizzle leaves a column of a
   * one-table select unqualified, which inside the subquery would name c2's own column.
   */
  carton_number: sql<number>`(SELECT CASE WHEN ${containers}.sales_order = '' THEN 1 ELSE count(*)::int END
      FROM wms.containers c2
      WHERE c2.site_id = ${containers}.site_id AND c2.sales_order = ${containers}.sales_order
        AND c2.container_id <= ${containers}.container_id)`,
  carton_count: sql<number>`(SELECT CASE WHEN ${containers}.sales_order = '' THEN 1 ELSE count(*)::int END
      FROM wms.containers c2
      WHERE c2.site_id = ${containers}.site_id AND c2.sales_order = ${containers}.sales_order)`,
};
export type ContainerRow = { [K in keyof typeof containerColumns]: unknown } & {
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
export async function packRecords(
  db: Db,
  siteId: string,
  at: Places,
  packs: ContainerRow[],
  extra: (p: ContainerRow) => Record<string, unknown> = () => ({}),
): Promise<TLabelRecord[]> {
  const ids = packs.map((p) => p.container_id);
  const contents = await childrenOf(ids, () =>
    db
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
        and(eq(containerContents.site_id, siteId), inArray(containerContents.container_id, ids)),
      )
      .orderBy(asc(containerContents.container_id), asc(containerContents.inventory_code)),
  );
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

export async function containerRecords(
  { db, siteId, at, keys, warehouse }: LoadArgs,
  entity: TLabelEntity,
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
    .limit(rowLimit(keys))) as ContainerRow[];
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
      scope(
        { site: putAways.site_id, siteId },
        { key: putAways.barcode, keys },
        { column: putAways.warehouse, warehouse },
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
