import { PACK_DEFAULTS, type TPackContent, type TPackInput } from '../../../contract';
import type { TMirrorRow } from '../../../offline/db';
import type { TPackRow } from '../../../scan';
import { str } from './mirror-text';

/** The pack on the pack screen: a mirrored pack (container_id) or a new one with a reserved number. */
export type TPackDraft = {
  container_id?: number;
  container_number: string;
  sscc_number: string;
  load_object_type_id: string;
  weight: string;
  height: string;
  width: string;
  depth: string;
  contents: TPackContent[];
  /** The pack's fields from the mirror, kept as they are on save. */
  rest: Partial<TPackInput>;
};

/** The pack's measures the screen edits, with their labels. */
export const PACK_MEASURES = [
  ['weight', 'KG'],
  ['height', 'H (mm)'],
  ['width', 'W (mm)'],
  ['depth', 'D (mm)'],
] as const;

/** A stored measure as the text of a field ('' for none or 0). */
export const measure = (v: unknown) => (Number(v) ? String(Number(v)) : '');

/** A stored line of a pack (mirror or outbox) as a line of the draft, with its content id. */
export function draftContent(
  c: Partial<Record<keyof TPackContent, unknown>> & { inventory_code: string },
  content_id: string,
): TPackContent {
  return {
    content_id,
    inventory_code: c.inventory_code,
    inventory_description: str(c.inventory_description),
    quantity: Number(c.quantity),
    unit_of_measure: str(c.unit_of_measure) || PACK_DEFAULTS.unit_of_measure,
    detail_reference: str(c.detail_reference),
    date_code: str(c.date_code),
    gtin: str(c.gtin),
    comments: str(c.comments),
  };
}

/** A pack from the device's mirror, with its lines, as the draft the screen edits. */
export function mirroredPackDraft(
  found: TPackRow,
  contents: (TPackContent & TMirrorRow)[],
): TPackDraft {
  const row = found as TMirrorRow;
  return {
    container_id: found.container_id,
    container_number: found.container_number,
    sscc_number: found.sscc_number,
    load_object_type_id: str(row.load_object_type_id),
    weight: measure(row.weight),
    height: measure(row.height),
    width: measure(row.width),
    depth: measure(row.depth),
    contents: contents.map((c) => draftContent(c, c.content_id)),
    // An update sends only what this screen edits: the office's fields stay as they are.
    rest: {},
  };
}

/** A new pack with a number reserved on this device, in the work context's warehouse. */
export function newPackDraft(
  numbers: { container_number: string; sscc_number: string },
  warehouse: string,
): TPackDraft {
  return {
    ...numbers,
    load_object_type_id: '',
    weight: '',
    height: '',
    width: '',
    depth: '',
    contents: [],
    rest: { warehouse, package_type: PACK_DEFAULTS.package_type },
  };
}

/**
 * The draft with a load object type chosen: the type's sizes fill the sizes not entered yet.
 * `types` are the mirror's load object types.
 */
export function withLoadObjectType(
  pack: TPackDraft,
  value: string,
  types: TMirrorRow[] | undefined,
): TPackDraft {
  const type = types?.find((t) => str(t.load_object_type_id) === value);
  return {
    ...pack,
    load_object_type_id: value,
    height: pack.height || measure(type?.height),
    width: pack.width || measure(type?.width),
    depth: pack.depth || measure(type?.depth),
  };
}

/** The pack as the server's input, with the lines to save. */
export function packInput(pack: TPackDraft, contents: TPackContent[]): TPackInput {
  return {
    ...pack.rest,
    ...(pack.container_id ? { container_id: pack.container_id } : {}),
    container_number: pack.container_number,
    sscc_number: pack.sscc_number,
    load_object_type_id: pack.load_object_type_id ? Number(pack.load_object_type_id) : null,
    weight: Number(pack.weight) || 0,
    height: Number(pack.height) || 0,
    width: Number(pack.width) || 0,
    depth: Number(pack.depth) || 0,
    contents,
  };
}

/** How the save is listed with the screen's writes ("Pack 123: 2 lines, 12 kg"). */
export function packWriteLabel(pack: TPackDraft, contents: TPackContent[]): string {
  return `Pack ${pack.container_number}: ${contents.length} line${
    contents.length === 1 ? '' : 's'
  }${pack.weight ? `, ${pack.weight} kg` : ''}`;
}
