import { mirrorKey } from '../contract/sync';
import { barcodeKey, floorDb, type TMirrorRow } from '../offline/db';
import { mirrorIndex } from '../offline/mirror-index';
import { cleanScanText, safeParseGs1, ssccFromText, toGtin14 } from './gs1';
import type { TGs1, TScan } from './types';

/*
 * Scan lookups in the device's mirror (src/offline/db.ts): exact hits only, never a scan of
 * a table. Locations, items and units through their in-memory index (src/offline/
 * mirror-index.ts), packs and jobs through their Dexie indexes, so a lookup stays well under
 * 2 ms with 50k locations and 20k items. Input is forgiving: trimmed, case-free where the
 * mirror keeps a lower-cased column, a leading symbology identifier (`]C1`) dropped, GS1
 * payloads read for their GTIN / SSCC, GTINs compared in their 14-digit form. Each returns
 * null when nothing matches: the screen then says so with SCAN_MESSAGES
 * (src/contract/scanning.ts).
 */

/** A mirrored location (the server's columns; the ones scans use are typed). */
export type TLocationRow = TMirrorRow & {
  location_id: number;
  warehouse: string;
  location: string;
  barcode: string;
  location_lc: string;
  barcode_lc: string;
};
/** A mirrored item (inventory). */
export type TItemRow = TMirrorRow & {
  inventory_code: string;
  inventory_description: string;
  unit_of_measure: string;
  gtin: string;
};
/** A mirrored stocking factor: a unit of an item with its barcode and pack size. */
export type TStockingFactorRow = TMirrorRow & {
  stocking_factor_id: number;
  inventory_code: string;
  unit_of_measure: string;
  barcode: string;
  pack_size: number | string;
};
/** A mirrored pack (container). */
export type TPackRow = TMirrorRow & {
  container_id: number;
  container_number: string;
  sscc_number: string;
  barcode: string;
};
/** A mirrored job. */
export type TJobRow = TMirrorRow & {
  job_id: number;
  job_reference: string;
  status: string;
};

/** What findItem found: the item, the unit scanned (a stocking factor) and the GS1 data. */
export type TItemMatch = {
  item: TItemRow;
  /** The stocking factor whose barcode was scanned: quantities count in its pack_size. */
  unit?: TStockingFactorRow;
  gs1: TGs1 | null;
};

/** A scan or a typed text, as the lookups take it. */
export type TScanInput = TScan | string;

function textOf(input: TScanInput): string {
  return typeof input === 'string' ? input : input.raw;
}

/** The plain code of an input: cleaned (trim, GS, symbology identifier), not the HRI text. */
function plainCode(input: TScanInput): string {
  return cleanScanText(textOf(input));
}

function gs1Of(input: TScanInput): TGs1 | null {
  return typeof input === 'string' ? safeParseGs1(input).gs1 : input.gs1;
}

/** The case variants to try on a case-sensitive index (as scanned, UPPER, lower). */
function caseVariants(code: string): string[] {
  return [...new Set([code, code.toUpperCase(), code.toLowerCase()])];
}

/**
 * A location of `warehouse` by its code or its barcode, case-free (the mirror's
 * `location_lc` / `barcode_lc`). An empty `warehouse` matches any mirrored warehouse.
 */
export async function findLocation(
  text: TScanInput,
  warehouse: string,
): Promise<TLocationRow | null> {
  const code = plainCode(text).toLowerCase();
  if (!code) return null;
  const locations = await mirrorIndex('locations');
  const inWarehouse = (row: TMirrorRow) => !warehouse || row.warehouse === warehouse;
  const byCode = locations.find('location_lc', code).find(inWarehouse);
  if (byCode) return byCode as TLocationRow;
  const byBarcode = locations.find('barcode_lc', code).find(inWarehouse);
  return (byBarcode as TLocationRow | undefined) ?? null;
}

async function itemByCode(inventoryCode: string): Promise<TItemRow | null> {
  const items = await mirrorIndex('inventory');
  return (items.get(mirrorKey('inventory', { inventory_code: inventoryCode })) as TItemRow) ?? null;
}

/** An item by a stocking factor's barcode (its barcodeKey): the unit is what was scanned. */
async function matchByBarcode(key: string, gs1: TGs1 | null): Promise<TItemMatch | null> {
  const unit = (await mirrorIndex('stocking_factors')).find('barcode_key', key)[0] as
    TStockingFactorRow | undefined;
  if (!unit) return null;
  const item = await itemByCode(unit.inventory_code);
  return item ? { item, unit, gs1 } : null;
}

/** An item by its GTIN in any stored length (the mirror's gtin14), else a carton's GTIN. */
async function matchByGtin(gtin14: string, gs1: TGs1 | null): Promise<TItemMatch | null> {
  const item = (await mirrorIndex('inventory')).find('gtin14', gtin14)[0] as TItemRow | undefined;
  if (item) return { item, gs1 };
  return matchByBarcode(gtin14, gs1);
}

/**
 * An item from a scan: a GS1 payload's GTIN (01/02), else the inventory code (case-free),
 * a GTIN-8/12/13/14 typed or scanned plain (matched in any of its stored lengths), or a
 * stocking factor's barcode — then `unit` is that stocking factor, so the screen multiplies
 * quantities by its pack_size. A GTIN that is not an item's GTIN is tried as a stocking
 * factor barcode too (a carton's GTIN-14).
 */
export async function findItem(scan: TScanInput): Promise<TItemMatch | null> {
  return itemFromScan(scan);
}

async function itemFromScan(scan: TScanInput): Promise<TItemMatch | null> {
  const gs1 = gs1Of(scan);
  if (gs1?.gtin) return matchByGtin(gs1.gtin, gs1);
  const code = plainCode(scan);
  if (!code) return null;
  const byCode = (await mirrorIndex('inventory')).find(
    'inventory_code_lc',
    code.toLowerCase(),
  )[0] as TItemRow | undefined;
  if (byCode) return { item: byCode, gs1 };
  const gtin14 = toGtin14(code);
  if (gtin14) {
    const byGtin = await matchByGtin(gtin14, gs1);
    if (byGtin) return byGtin;
  }
  return matchByBarcode(barcodeKey(code), gs1);
}

/**
 * A pack from a scan: its SSCC (a GS1 payload's 00, the 18 digits, or '00' + the 18 digits),
 * else its container number or its barcode (as scanned, upper or lower case).
 */
export async function findPack(scan: TScanInput): Promise<TPackRow | null> {
  return floorDb.transaction('r', floorDb.mirror('containers'), () => packFromScan(scan));
}

async function packFromScan(scan: TScanInput): Promise<TPackRow | null> {
  const table = floorDb.mirror('containers');
  const sscc = gs1Of(scan)?.sscc ?? ssccFromText(textOf(scan));
  if (sscc) {
    const bySscc = await table.where('sscc_number').equals(sscc).first();
    if (bySscc) return bySscc as TPackRow;
  }
  const code = plainCode(scan);
  if (!code) return null;
  const variants = caseVariants(code);
  const byNumber = await table.where('container_number').anyOf(variants).first();
  if (byNumber) return byNumber as TPackRow;
  const byBarcode = await table.where('barcode').anyOf(variants).first();
  return (byBarcode as TPackRow | undefined) ?? null;
}

/** An open job (the mirror holds open jobs only) by its number or its reference, case-free. */
export async function findJob(text: TScanInput): Promise<TJobRow | null> {
  const code = plainCode(text);
  if (!code) return null;
  return floorDb.transaction('r', floorDb.mirror('jobs'), () => jobByCode(code));
}

async function jobByCode(code: string): Promise<TJobRow | null> {
  const table = floorDb.mirror('jobs');
  if (/^\d{1,15}$/.test(code)) {
    const byId = await table.get(mirrorKey('jobs', { job_id: Number(code) }));
    if (byId) return byId as TJobRow;
  }
  const byReference = await table.where('job_reference_lc').equals(code.toLowerCase()).first();
  return (byReference as TJobRow | undefined) ?? null;
}
