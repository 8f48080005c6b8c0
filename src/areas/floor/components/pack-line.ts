import {
  FLOOR_MESSAGES as F,
  PACK_CONTENT_QUANTITY_MAX,
  PACK_DEFAULTS,
  type TPackContent,
} from '../../../contract';
import type { TItemMatch, TScan } from '../../../scan';
import { str } from './mirror-text';

/** The line being filled on the pack screen, before it is added to the pack. */
export type TPackLine = {
  /** What the last scan filled (item, unit scanned, batch): the same scan again adds to it. */
  scanned: string;
  /** How much one scan of it counts, in the item's base unit (a carton of 24: 24). */
  per_scan: number;
  /** The unit scanned when it is not the base unit ("1 CTN = 24 EA"), else ''. */
  per_scan_hint: string;
  inventory_code: string;
  inventory_description: string;
  unit_of_measure: string;
  gtin: string;
  detail_reference: string;
  date_code: string;
  quantity: string;
};

export const BLANK_PACK_LINE: TPackLine = {
  scanned: '',
  per_scan: 0,
  per_scan_hint: '',
  inventory_code: '',
  inventory_description: '',
  unit_of_measure: PACK_DEFAULTS.unit_of_measure,
  gtin: '',
  detail_reference: '',
  date_code: '',
  quantity: '',
};

/** A line of the form as a line of the pack, or the reason it cannot be one. */
export function lineContent(line: TPackLine): TPackContent | string {
  const quantity = Number(line.quantity);
  if (!line.inventory_code.trim()) return F.scanItem;
  if (!(quantity > 0)) return F.quantityAboveZero;
  if (quantity > PACK_CONTENT_QUANTITY_MAX) return F.quantityAtMost(PACK_CONTENT_QUANTITY_MAX);
  return {
    content_id: crypto.randomUUID(),
    inventory_code: line.inventory_code.trim(),
    inventory_description: line.inventory_description,
    quantity,
    unit_of_measure: line.unit_of_measure,
    gtin: line.gtin,
    detail_reference: line.detail_reference,
    date_code: line.date_code,
    comments: '',
  };
}

/**
 * What an item scan makes of the line: `found` is the item the scan matched (null for a GS1
 * barcode of an item not on the device), `current` the line as it was. The same item, unit
 * and batch scanned again before the line is added counts one more.
 */
export function scannedLine(current: TPackLine, scan: TScan, found: TItemMatch | null): TPackLine {
  const gs1 = scan.gs1 ?? found?.gs1 ?? null;
  // A carton's barcode (a stocking factor of 24) is one carton: 24 in the item's base
  // unit, the unit every line of a pack is counted in. A GS1 count (30) is in base units.
  const packSize = Number(found?.unit?.pack_size ?? 0);
  const perScan = gs1?.quantity ?? (packSize > 0 ? packSize : 1);
  const baseUnit = found?.item.unit_of_measure || PACK_DEFAULTS.unit_of_measure;
  const scannedUnit = str(found?.unit?.unit_of_measure);
  const inventoryCode = found?.item.inventory_code ?? '';
  const batch = gs1?.batch ?? gs1?.serial ?? '';
  const scanned = [inventoryCode, gs1?.gtin ?? '', str(found?.unit?.stocking_factor_id), batch]
    .join('|')
    .toLowerCase();
  const again = current.scanned === scanned && Number(current.quantity) > 0;
  return {
    scanned,
    per_scan: perScan,
    per_scan_hint:
      !gs1?.quantity && packSize > 0 && scannedUnit && scannedUnit !== baseUnit
        ? F.packCartonScanned(scannedUnit, packSize, baseUnit)
        : '',
    inventory_code: inventoryCode,
    inventory_description: found?.item.inventory_description ?? '',
    unit_of_measure: baseUnit,
    gtin: gs1?.gtin ?? found?.item.gtin ?? '',
    detail_reference: batch,
    date_code: gs1?.expiry ?? gs1?.bestBefore ?? '',
    quantity: String(again ? Number(current.quantity) + perScan : perScan),
  };
}
