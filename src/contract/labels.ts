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
  labelUpdate: (detail: string) =>
    `There was a problem updating the Label, if the problem persists please contact support - ${detail}`,
  labelDelete: (detail: string) =>
    `There was a problem deleting the Label, if the problem persists please contact support - ${detail}`,
  previewFailed: (detail: string) =>
    `There was a problem drawing the Label preview, if the problem persists please contact support - ${detail}`,
  labelNotFound: (label: string, format: string) => `Label '${label}' (${format}) was not found`,
  labelTwice: (label: string, format: string) =>
    `Label '${label}' (${format}) is sent more than once`,
  /** A template error at a line: "Line 3: unexpected token: }}". */
  templateError: (message: string, line?: number) =>
    line !== undefined ? `Line ${line}: ${message}` : message,
  labelRow: (label: string, detail: string) => `Label ${label}: ${detail}`,
  entity: 'Choose what the label is printed for',
  size: 'Choose a label size',
  customSize: 'A Custom size needs its width and depth in millimetres',
  lineRange: 'The last line must not be above the first line',
  /** Keys of a print or preview that the site does not have. */
  recordsNotFound: (entityName: string, keys: readonly string[]) =>
    `${entityName} not found at this site: ${keys.join(', ')}`,
  runWithoutCartons: (runs: readonly string[]) => `Run ${runs.join(', ')} has no cartons to label`,
} as const;
