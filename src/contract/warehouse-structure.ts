import { z } from 'zod';
import { actionContract } from './action-contract';
import { instant } from './answer-fields';
import { int, text } from './fields';
import type { TMessage } from './envelope';
import { MESSAGES } from './messages';
import { rules } from './form-rules';

/**
 * Warehouse structure (document 3 sections 3 and 5): storage types, warehouses with their
 * dock locations, pick areas and pick sections. The rules here are the only copy: the
 * screens check them before saving and the server checks them again.
 */

/** A short code: required, letters, numbers, dashes and underscores, at most 20 characters. */
const code = () =>
  rules
    .required()
    .max(20, MESSAGES.max)
    .regex(/^[\p{L}\p{N}_-]*$/u, MESSAGES.alphaDash);
const name = () => rules.required().max(80, MESSAGES.max);
const optionalText = (max: number) =>
  text()
    .trim()
    .max(max, MESSAGES.max)
    .nullish()
    .transform((v) => v ?? '');

// ---- Storage --------------------------------------------------------------------------

export const TILE_COLOUR_PATTERN = /^(#[0-9a-fA-F]{6})?$/;

export const ZStorage = z.object({
  storage: code(),
  storage_name: name(),
  strict_storage: z.boolean().default(false),
  tile_colour: text()
    .trim()
    .regex(TILE_COLOUR_PATTERN, MESSAGES.tileColour)
    .nullish()
    .transform((v) => v ?? ''),
});
export type TStorage = z.output<typeof ZStorage>;
export const BLANK_STORAGE: TStorage = {
  storage: '',
  storage_name: '',
  strict_storage: false,
  tile_colour: '#1E88E5',
};

export const ZStorageList = z.object({ search_term: text().trim().max(80).optional() });
export const ZStorageKey = z.object({ storage: text().trim().min(1).max(20) });

/** A storage type as answered. */
export const ZStorageRow = z.object({
  storage: z.string(),
  storage_name: z.string(),
  strict_storage: z.boolean(),
  tile_colour: z.string(),
});

/** Storage types: `admin storage` for the admin screens, `warehouse storage list` for the warehouse screens. */
export const STORAGE_CALLS = {
  warehouse_list: actionContract({
    service: 'warehouse',
    entity: 'storage',
    action: 'list',
    input: z.object({}).passthrough(),
    output: ZStorageRow,
  }),
  list: actionContract({
    service: 'admin',
    entity: 'storage',
    action: 'list',
    input: ZStorageList,
    output: ZStorageRow,
  }),
  get: actionContract({
    service: 'admin',
    entity: 'storage',
    action: 'get',
    input: ZStorageKey,
    output: ZStorageRow,
  }),
  check: actionContract({
    service: 'admin',
    entity: 'storage',
    action: 'check',
    input: ZStorage,
    output: ZStorageRow,
  }),
  delete: actionContract({
    service: 'admin',
    entity: 'storage',
    action: 'delete',
    input: ZStorageKey,
    output: ZStorageRow,
  }),
};

// ---- Warehouse structure ----------------------------------------------------------------

export const ZDockLocation = z.object({
  dock_location: code(),
  dock_location_name: name(),
  barcode: optionalText(80),
});
export type TDockLocation = z.output<typeof ZDockLocation>;

/**
 * A pick section as sent: the three required fields are checked by `pickSectionErrors`
 * with the document's messages, so a blank one is a rule failure, not malformed data.
 */
export const ZPickSectionInput = z.object({
  pick_section: text().trim().max(20, MESSAGES.max).default(''),
  pick_section_name: text().trim().max(80, MESSAGES.max).default(''),
  storage: text()
    .trim()
    .max(20, MESSAGES.max)
    .nullish()
    .transform((v) => v ?? ''),
  barcode: optionalText(80),
});
export type TPickSection = z.output<typeof ZPickSectionInput>;

/** The pick section form: the document's messages for each required field. */
export const ZPickSection = ZPickSectionInput.extend({
  pick_section: text().trim().min(1, MESSAGES.pickSectionBlank).max(20, MESSAGES.max),
  pick_section_name: text().trim().min(1, MESSAGES.pickSectionNameBlank).max(80, MESSAGES.max),
  storage: text().trim().min(1, MESSAGES.storageMustBeSet).max(20, MESSAGES.max),
});

export const ZPickArea = z.object({
  pick_area: code(),
  pick_area_name: name(),
  barcode: optionalText(80),
  pick_sections: z.array(ZPickSectionInput).max(500).default([]),
});
export type TPickArea = z.output<typeof ZPickArea>;
/** The pick area form's own fields (its sections are checked by `pickAreaErrors`). */
export const ZPickAreaFields = ZPickArea.omit({ pick_sections: true });

export const ZWarehouseItem = z.object({
  warehouse: code(),
  warehouse_id: int().min(0).default(0),
  warehouse_name: name(),
  warehouse_address: optionalText(200),
  local_timezone: optionalText(60),
  receipt_to_location: z.boolean().default(true),
  printer_url: optionalText(200),
  printer_port: int().min(0).max(65535).default(0),
  no_despatch_prints: int().min(0).max(99).default(1),
  ignore_erp_so_date_changes: z.boolean().default(false),
  ignore_erp_so_run_changes: z.boolean().default(false),
  external_run_sequencing: z.boolean().default(false),
  dock_locations: z.array(ZDockLocation).max(200).default([]),
  pick_areas: z.array(ZPickArea).max(200).default([]),
});
export type TWarehouseItem = z.output<typeof ZWarehouseItem>;
/** The warehouse form's own fields. */
export const ZWarehouseFields = ZWarehouseItem.omit({ dock_locations: true, pick_areas: true });

/** `warehouse check`: the full item; `adding` refuses to overwrite an existing warehouse. */
export const ZWarehouseCheck = z.object({
  warehouse: ZWarehouseItem,
  adding: z.boolean().default(false),
});
export type TWarehouseCheck = z.input<typeof ZWarehouseCheck>;

/** A new warehouse with document 3's defaults. */
export function blankWarehouse(localTimezone = ''): TWarehouseItem {
  return {
    warehouse: '',
    warehouse_id: 0,
    warehouse_name: '',
    warehouse_address: '',
    local_timezone: localTimezone,
    receipt_to_location: true,
    printer_url: '',
    printer_port: 0,
    no_despatch_prints: 1,
    ignore_erp_so_date_changes: false,
    ignore_erp_so_run_changes: false,
    external_run_sequencing: false,
    dock_locations: [],
    pick_areas: [],
  };
}

const failure = (message: string, exception?: string): TMessage =>
  exception === undefined ? { message } : { message, exception };

/** Pick section rules (document 3 section 5): one message per failure. */
export function pickSectionErrors(section: TPickSection): TMessage[] {
  const out: TMessage[] = [];
  if (!section.pick_section.trim()) out.push(failure(MESSAGES.pickSectionBlank));
  if (!section.pick_section_name.trim()) out.push(failure(MESSAGES.pickSectionNameBlank));
  if (!section.storage.trim()) out.push(failure(MESSAGES.storageMustBeSet));
  return out;
}

function duplicates(values: string[]): string[] {
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const v of values) (seen.has(v) ? twice : seen).add(v);
  return [...twice];
}

/** A pick area's rules: at least one section, each section's rules, no section code twice. */
export function pickAreaErrors(area: TPickArea): TMessage[] {
  const label = area.pick_area_name || area.pick_area;
  if (area.pick_sections.length === 0)
    return [failure(MESSAGES.pickAreaNoSection(label), MESSAGES.pickAreaNoSectionDetail)];
  const out = area.pick_sections.flatMap(pickSectionErrors);
  for (const d of duplicates(area.pick_sections.map((s) => s.pick_section).filter(Boolean)))
    out.push(failure(MESSAGES.duplicateCode('Pick Section', d)));
  return out;
}

/**
 * Warehouse save rules (document 3 section 5), one error per failure: a dock location, a
 * pick area, and every pick area with a pick section (with each section's rules).
 */
export function warehouseSaveErrors(item: TWarehouseItem): TMessage[] {
  const out: TMessage[] = [];
  if (item.dock_locations.length === 0)
    out.push(failure(MESSAGES.noDockLocation, MESSAGES.noDockLocationDetail));
  if (item.pick_areas.length === 0)
    out.push(failure(MESSAGES.noPickArea, MESSAGES.noPickAreaDetail));
  for (const area of item.pick_areas) out.push(...pickAreaErrors(area));
  for (const d of duplicates(item.dock_locations.map((l) => l.dock_location)))
    out.push(failure(MESSAGES.duplicateCode('Dock Location', d)));
  for (const d of duplicates(item.pick_areas.map((a) => a.pick_area)))
    out.push(failure(MESSAGES.duplicateCode('Pick Area', d)));
  return out;
}

// ---- Calls (service `warehouse`) -----------------------------------------------------------

const ZPickSectionRow = z.object({
  pick_section: z.string(),
  pick_section_name: z.string(),
  storage: z.string(),
  barcode: z.string(),
});
/** A warehouse as answered: its fields with its dock locations and pick areas. */
export const ZWarehouse = z.object({
  warehouse: z.string(),
  warehouse_id: z.number().int(),
  warehouse_name: z.string(),
  warehouse_address: z.string().nullable(),
  local_timezone: z.string().nullable(),
  receipt_to_location: z.boolean(),
  printer_url: z.string().nullable(),
  printer_port: z.number().int(),
  no_despatch_prints: z.number().int(),
  ignore_erp_so_date_changes: z.boolean(),
  ignore_erp_so_run_changes: z.boolean(),
  external_run_sequencing: z.boolean(),
  active: z.boolean(),
  updated_at: instant(),
  dock_locations: z.array(
    z.object({ dock_location: z.string(), dock_location_name: z.string(), barcode: z.string() }),
  ),
  pick_areas: z.array(
    z.object({
      pick_area: z.string(),
      pick_area_name: z.string(),
      barcode: z.string(),
      pick_sections: z.array(ZPickSectionRow),
    }),
  ),
});
export type TWarehouse = z.output<typeof ZWarehouse>;

export const WAREHOUSE_CALLS = {
  get: actionContract({
    service: 'warehouse',
    entity: 'warehouse',
    action: 'get',
    input: z.object({ warehouse: text().min(1).max(40) }),
    output: ZWarehouse,
  }),
  list: actionContract({
    service: 'warehouse',
    entity: 'warehouse',
    action: 'list',
    input: z.object({}).passthrough(),
    output: ZWarehouse,
  }),
  check: actionContract({
    service: 'warehouse',
    entity: 'warehouse',
    action: 'check',
    input: ZWarehouseCheck,
    output: ZWarehouse,
  }),
};
