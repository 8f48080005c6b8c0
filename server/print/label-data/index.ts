import type { TLabelEntity } from '../../../src/contract';
import type { Db } from '../../db/types';
import { SAMPLE_LABEL_RECORDS } from '../label-samples';
import { customerRecords, inventoryRecords } from './inventory-customers';
import { places, type LoadArgs, type TLabelRecord } from './keyed';
import { locationRecords } from './locations';
import { containerRecords } from './packs';
import { purchaseOrderRecords } from './purchase-orders';
import { runRecords, salesOrderRecords } from './sales-orders';

export type { TLabelRecord } from './keyed';

/** Records of an entity: those of `keys`, or (keys null) the site's first one. */
async function recordsOf(
  db: Db,
  siteId: string,
  entity: TLabelEntity,
  keys: readonly string[] | null,
  warehouse?: string,
): Promise<TLabelRecord[]> {
  const args: LoadArgs = { db, siteId, at: await places(db, siteId), keys, warehouse };
  switch (entity) {
    case 'location':
      return locationRecords(args);
    case 'container':
    case 'licence_plate':
      return containerRecords(args, entity);
    case 'run':
      return runRecords(args);
    case 'sales_order':
      return salesOrderRecords(args);
    case 'purchase_order':
      return purchaseOrderRecords(args);
    case 'inventory':
      return inventoryRecords(args);
    case 'customer':
      return customerRecords(args);
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
