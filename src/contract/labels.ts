import { z } from 'zod';
import { actionContract } from './action-contract';
import * as fields from './fields';
import { rules } from './form-rules';
import { MESSAGES } from './messages';
import { LABEL_FORMATS, PRINTING_MESSAGES } from './printing';

/**
 * Labels (document 3 sections 2, 4 and 9): the entities a label is printed for, the label
 * sizes, and the label defaults. The label editor, the print path and the server all read these.
 */

/**
 * What a label is printed for: each label is rendered with the data of one record of its
 * entity. Print entity options (document 3 section 9) are the first four; the label entity
 * options add purchase order, container and customer; location labels come from /loc.
 */
export const LABEL_ENTITIES = [
  'sales_order',
  'run',
  'inventory',
  'licence_plate',
  'purchase_order',
  'container',
  'customer',
  'location',
] as const;
export type TLabelEntity = (typeof LABEL_ENTITIES)[number];
export const LABEL_ENTITY_NAMES: Record<TLabelEntity, string> = {
  sales_order: 'Sales Order',
  run: 'Run Carton Labels',
  inventory: 'Inventory',
  licence_plate: 'Pack/Put Away Labels',
  purchase_order: 'Purchase Order',
  container: 'Container',
  customer: 'Customer',
  location: 'Location',
};
/** The entities the print popup offers (document 3 section 9 "Print entity options"). */
export const PRINT_ENTITIES = ['sales_order', 'run', 'inventory', 'licence_plate'] as const;

/** Label sizes in millimetres (width x depth): the document's sizes, then the label form's extra ones. */
export const LABEL_SIZES = [
  { size: '100x50', width: 100, depth: 50 },
  { size: '100x100', width: 100, depth: 100 },
  { size: '100x150', width: 100, depth: 150 },
  { size: '100x172', width: 100, depth: 172 },
  { size: 'A4', width: 210, depth: 297 },
  { size: '50x25', width: 50, depth: 25 },
  { size: '50x50', width: 50, depth: 50 },
  { size: '75x25', width: 75, depth: 25 },
  { size: '75x75', width: 75, depth: 75 },
  { size: 'Custom', width: 0, depth: 0 },
] as const;
export type TLabelSize = (typeof LABEL_SIZES)[number]['size'];
export const DEFAULT_LABEL_SIZE: TLabelSize = '100x150';
/** Copies printed when none is given (document 2/3 section 9: "default label count 1"). */
export const DEFAULT_LABEL_COPIES = 1;
/** Dots per millimetre of the printers the preview draws for (203 dpi). */
export const LABEL_DOTS_PER_MM = 8;
/** The label type of location labels (document 3 section 9). */
export const LOCATION_LABEL_TYPE = 'LOCATION';

/** The label area's messages (document 3 section 10 "There was a problem ... Label ..."). */
export const LABEL_MESSAGES = {
  labelsFailed: (detail: string) =>
    `There was a problem getting the Labels, if the problem persists please contact support - ${detail}`,
  labelFailed: (detail: string) =>
    `There was a problem getting the Label, if the problem persists please contact support - ${detail}`,
  labelNotLoaded: 'The label could not be loaded',
  labelUpdate: (detail: string) =>
    `There was a problem updating the Label, if the problem persists please contact support - ${detail}`,
  labelDelete: (detail: string) =>
    `There was a problem deleting the Label, if the problem persists please contact support - ${detail}`,
  /** The preview runs the label's template on the server: only who may edit labels may run it. */
  previewNeedsUpdate: 'The preview runs the label template, which needs admin update permission',
  previewFailed: (detail: string) =>
    `There was a problem drawing the Label preview, if the problem persists please contact support - ${detail}`,
  labelNotFound: (label: string, format: string) => `Label '${label}' (${format}) was not found`,
  labelTwice: (label: string, format: string) =>
    `Label '${label}' (${format}) is sent more than once`,
  /** A template error at a line: "Line 3: unexpected token: }}". */
  templateError: (message: string, line?: number) =>
    line !== undefined ? `Line ${line}: ${message}` : message,
  labelRow: (label: string, detail: string) => `Label ${label}: ${detail}`,
  /** A ZEBRA label must end its format: without ^XZ the printer waits and joins the next one. */
  noFormatEnd: 'A ZEBRA label must end with ^XZ (the end of the label format)',
  /** A label a printer set maps to a printer is printed through that set. */
  labelMapped: (label: string, format: string, sets: readonly string[]) =>
    `Label '${label}' (${format}) is mapped on printer set${sets.length === 1 ? '' : 's'} ${sets.join(', ')}: remove it from the map first`,
  entity: 'Choose what the label is printed for',
  size: 'Choose a label size',
  customSize: 'A Custom size needs its width and depth in millimetres',
  lineRange: 'The last line must not be above the first line',
  /** Keys of a print or preview that the site does not have. */
  recordsNotFound: (entityName: string, keys: readonly string[]) =>
    `${entityName} not found at this site: ${keys.join(', ')}`,
  runWithoutCartons: (runs: readonly string[]) => `Run ${runs.join(', ')} has no cartons to label`,
} as const;

const SIZE_NAMES = LABEL_SIZES.map((s) => s.size) as unknown as readonly [
  TLabelSize,
  ...TLabelSize[],
];
/** Width and depth (mm) of a named size; Custom answers 0 x 0 (typed instead). */
export const labelSizeOf = (size: string) => LABEL_SIZES.find((s) => s.size === size);
/** The size a width and depth match, Custom when none does. */
export const labelSizeFor = (width: number, depth: number): TLabelSize =>
  LABEL_SIZES.find((s) => s.size !== 'Custom' && s.width === width && s.depth === depth)?.size ??
  'Custom';
/** The largest label (mm) and the most dots a line position may take. */
export const LABEL_MAX_MM = 1000;
export const LABEL_MAX_DOTS = 32_000;
/** A label template's largest size in characters. */
export const LABEL_STRING_MAX = 100_000;
export const LABEL_BATCH = 100;

const labelCode = () =>
  rules
    .required()
    .max(40, MESSAGES.max)
    .regex(/^[\p{L}\p{N}_-]*$/u, MESSAGES.alphaDash);
const mm = () =>
  fields
    .int(0, LABEL_MAX_MM)
    .nullish()
    .transform((v) => v ?? 0);
const dots = () =>
  fields
    .int(0, LABEL_MAX_DOTS)
    .nullish()
    .transform((v) => v ?? 0);

/** The layout fields the editor sends, checked the same way for a save and a preview. */
const labelLayout = {
  label_format: fields.oneOf(LABEL_FORMATS, PRINTING_MESSAGES.labelFormat).default('ZEBRA'),
  entity: fields.oneOf(LABEL_ENTITIES, LABEL_MESSAGES.entity),
  label_size: fields.oneOf(SIZE_NAMES, LABEL_MESSAGES.size).default(DEFAULT_LABEL_SIZE),
  width: mm(),
  depth: mm(),
  label_string: fields
    .text(LABEL_STRING_MAX)
    .nullish()
    .transform((v) => v ?? ''),
  first_line_at: dots(),
  last_line_at: dots(),
  line_increment: dots(),
};

type TLayout = {
  label_size: TLabelSize;
  width: number;
  depth: number;
  first_line_at: number;
  last_line_at: number;
  line_increment: number;
};

/** Custom needs its width and depth; a named size sets them; lines run downwards. */
function checkLayout<T extends TLayout>(label: T, ctx: z.RefinementCtx): T {
  if (label.line_increment > 0 && label.last_line_at < label.first_line_at)
    ctx.addIssue({
      code: 'custom',
      path: ['last_line_at'],
      message: fields.answered(LABEL_MESSAGES.lineRange),
    });
  if (label.label_size === 'Custom') {
    if (label.width <= 0 || label.depth <= 0)
      ctx.addIssue({
        code: 'custom',
        path: [label.width <= 0 ? 'width' : 'depth'],
        message: fields.answered(LABEL_MESSAGES.customSize),
      });
    return label;
  }
  const size = labelSizeOf(label.label_size)!;
  return { ...label, width: size.width, depth: size.depth };
}

const labelFields = {
  label: labelCode(),
  label_description: fields
    .text(200)
    .trim()
    .nullish()
    .transform((v) => v ?? ''),
  ...labelLayout,
};

/** A label as the editor holds and saves it (it always chooses what the label is printed for). */
export const ZLabel = z.object(labelFields).transform(checkLayout);
export type TLabel = z.output<typeof ZLabel>;
/** What a new label is printed for when none is chosen (the blank label's entity). */
export const DEFAULT_LABEL_ENTITY: TLabelEntity = 'licence_plate';
export const BLANK_LABEL: TLabel = {
  label: '',
  label_description: '',
  label_format: 'ZEBRA',
  entity: DEFAULT_LABEL_ENTITY,
  label_size: DEFAULT_LABEL_SIZE,
  width: 100,
  depth: 150,
  label_string: '^XA\n^FO40,40^A0N,50,50^FD{{ reference }}^FS\n^XZ',
  first_line_at: 0,
  last_line_at: 0,
  line_increment: 0,
};

export const ZLabelRow = z.object({
  label: z.string(),
  label_description: z.string(),
  label_format: z.enum(LABEL_FORMATS),
  entity: z.enum(LABEL_ENTITIES),
  label_size: z.string(),
  width: z.number(),
  depth: z.number(),
  label_string: z.string(),
  first_line_at: z.number(),
  last_line_at: z.number(),
  line_increment: z.number(),
});
export type TLabelRow = z.output<typeof ZLabelRow>;
/** A label as the list answers it (no template). */
export const ZLabelSummary = ZLabelRow.omit({
  label_string: true,
  first_line_at: true,
  last_line_at: true,
  line_increment: true,
});
export type TLabelSummary = z.output<typeof ZLabelSummary>;

export const ZLabelList = z.object({
  search_term: fields.text().trim().max(80).nullish(),
  site_id: fields.text(40).nullish(),
});
export const ZLabelKey = z.object({
  label: fields.text().trim().min(1).max(40),
  label_format: fields.oneOf(LABEL_FORMATS, PRINTING_MESSAGES.labelFormat).default('ZEBRA'),
  warehouse: fields.text(20).nullish(),
  site_id: fields.text(40).nullish(),
});
export type TLabelKey = z.output<typeof ZLabelKey>;
/**
 * A label as `label check` saves it. Document 3 "Label" names no entity, so it may be left
 * out: a new label is printed for DEFAULT_LABEL_ENTITY, an existing one keeps its own.
 */
export const ZLabelSave = z
  .object({ ...labelFields, entity: labelFields.entity.nullish() })
  .transform(checkLayout);
export type TLabelSave = z.output<typeof ZLabelSave>;
export const ZLabelCheck = z.object({ labels: z.array(ZLabelSave).min(1).max(LABEL_BATCH) });
export const ZLabelDelete = z.object({
  labels: z
    .array(ZLabelKey.pick({ label: true, label_format: true }))
    .min(1)
    .max(LABEL_BATCH),
});

/** The preview of the editor's unsaved label, drawn with a sample record or the record of key. */
export const ZLabelPreview = z.object({
  label: z.object({ label: fields.text(40).nullish(), ...labelLayout }).transform(checkLayout),
  key: fields.text(80).trim().nullish(),
  warehouse: fields.text(20).nullish(),
});
export const ZLabelPreviewResult = z.object({
  /** The exact ZPL the printer would be sent ('' when the template failed). */
  body: z.string(),
  reference: z.string(),
  description: z.string(),
  /** True when the site has no record of the entity and a built-in one was used. */
  sample: z.boolean(),
  width: z.number(),
  depth: z.number(),
  /** How many labels the record prints (more than 1 when its lines continue). */
  labels: z.number(),
  /** The template's error with its line, instead of a body. */
  error: z
    .object({ message: z.string(), line: z.number().nullable(), column: z.number().nullable() })
    .nullable(),
});
export type TLabelPreviewResult = z.output<typeof ZLabelPreviewResult>;

const call = <E extends string, A extends string, I extends z.ZodType, O extends z.ZodType>(
  entity: E,
  action: A,
  input: I,
  output: O,
) => actionContract({ service: 'printing', entity, action, input, output });

export const LABEL_CALLS = {
  list: call('label', 'list', ZLabelList, ZLabelSummary),
  get: call('label', 'get', ZLabelKey, ZLabelRow),
  check: call('label', 'check', ZLabelCheck, ZLabelRow),
  delete: call('label', 'delete', ZLabelDelete, ZLabelSummary),
  preview: call('label', 'preview', ZLabelPreview, ZLabelPreviewResult),
};
