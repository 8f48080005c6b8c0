import { z } from 'zod';
import { actionContract } from './action-contract';
import { int, text } from './fields';
import { ALL_WAREHOUSES } from './envelope';
import type { TModule } from './permissions';
import type { TMovementType } from './stock-ledger';
import type { TVariant } from './status-colours';

/*
 * The ERP process queue (document 2: screen "Process queue", entity "Process queue item",
 * section 4 "Process queue", section 5 warehouse rule, section 7 "Supply and queue"; served as
 * service `reporting`, entity `work`, actions `queue`, `lines`, `resolve`, `retry`).
 *
 * What is in the queue: a sales order, purchase order, delivery docket or stock movement of
 * the warehouse whose ERP action is set (the ERP connector still has to act on it, or a person
 * does). Its status (queueStatus):
 * - erp_action SHIPMENT shows as ERROR, CHECK as FLAGGED, LOCKED as LOCKED (document 2 §4);
 * - otherwise the connector's marks: erp_id LOCKED is LOCKED, erp_id ERROR (or an ERP status
 *   of ERROR) is ERROR;
 * - otherwise it waits for the connector and shows its action (UPDATE, PROCESS, DESPATCH...),
 *   except a movement the ERP already took (it has a real ERP id): its action is history.
 * Mode ISSUES (the default) lists ERROR, FLAGGED and LOCKED items, ALL every queued item,
 * RESOLVED the recorded resolutions. Resolve clears the ERP action (so the item leaves the
 * queue) and records the text; Retry sets UPDATE (a movement's erp_id is cleared too).
 *
 * Adjustments (document 2 §4): a write on or write off movement is an "Adjustment". Its source
 * is the GL code when it took no stock from a bin (from_location '' — a write on books stock
 * in from the general ledger): then it shows as Write ON, otherwise Write OFF. Where shows
 * the GL code in place of the empty side.
 */

export const PROCESS_QUEUE_MESSAGES = {
  // Document 2 section 5
  selectWarehouse: 'Please Select a Warehouse',
  resolutionRequired: 'Please enter the resolution',
  // Answers
  resolved: (label: string, key: string) => `${label} ${key} was resolved`,
  retried: 'The item has been flagged for update, this should occur in the next few minutes',
  // Refusals
  notFound: (label: string, key: string) => `${label} '${key}' was not found`,
  notQueued: (label: string, key: string) => `${label} ${key} is not in the process queue`,
  // Screen failures (the words of the product's other lists)
  listFailed: (detail: string) =>
    `Something went wrong listing the process queue! Please contact support if it persists - ${detail}`,
  linesFailed: (detail: string) =>
    `There was a problem loading the lines of this item. If the problem persists, please contact support - ${detail}`,
  updateFailed: (detail: string) =>
    `There was a problem updating this item. If the problem persists, please contact support - ${detail}`,
} as const;

/** The documents the queue holds, with their labels and the module whose flags guard them. */
export const QUEUE_DOCUMENT_TYPES = [
  'SALES_ORDER',
  'PURCHASE_ORDER',
  'DELIVERY_DOCKET',
  'MOVEMENT',
] as const;
export type TQueueDocumentType = (typeof QUEUE_DOCUMENT_TYPES)[number];
export const QUEUE_DOCUMENT_LABELS: Record<TQueueDocumentType, string> = {
  SALES_ORDER: 'Sales Order',
  PURCHASE_ORDER: 'Purchase Order',
  DELIVERY_DOCKET: 'Delivery Docket',
  MOVEMENT: 'Movement',
};
export const QUEUE_DOCUMENT_MODULES: Record<TQueueDocumentType, TModule> = {
  SALES_ORDER: 'so',
  PURCHASE_ORDER: 'po',
  DELIVERY_DOCKET: 'dd',
  MOVEMENT: 'mo',
};

/** What a movement is called in the Document column. */
export const MOVEMENT_QUEUE_LABELS: Record<TMovementType, string> = {
  WRITE_ON: 'Adjustment',
  WRITE_OFF: 'Adjustment',
  TRANSFER: 'Transfer',
  PICK: 'Pick',
  RECEIPT: 'Receipt',
  PUT_AWAY: 'Put Away',
};

export const QUEUE_MODES = ['ISSUES', 'ALL', 'RESOLVED'] as const;
export type TQueueMode = (typeof QUEUE_MODES)[number];
export const DEFAULT_QUEUE_MODE: TQueueMode = 'ISSUES';
export const QUEUE_MODE_LABELS: Record<TQueueMode, string> = {
  ISSUES: 'Issues',
  ALL: 'Everything queued',
  RESOLVED: 'Resolved',
};
export const QUEUE_LIST_LIMIT = 500;

/** The statuses that are issues (coloured rows, document 2 §4). */
export const QUEUE_ISSUE_STATUSES = ['ERROR', 'FLAGGED', 'LOCKED'] as const;
export type TQueueIssueStatus = (typeof QUEUE_ISSUE_STATUSES)[number];
/** The status of a resolution row in mode RESOLVED. */
export const QUEUE_RESOLVED = 'RESOLVED';

/** How an erp_action is shown (document 2 §4). */
const ACTION_DISPLAY: Record<string, TQueueIssueStatus> = {
  SHIPMENT: 'ERROR',
  CHECK: 'FLAGGED',
  LOCKED: 'LOCKED',
};

const norm = (v: string | null | undefined) => (v ?? '').trim().toUpperCase();

/** An erp_action as the queue shows it: SHIPMENT is ERROR, CHECK is FLAGGED. */
export function displayErpAction(erpAction: string | null | undefined): string {
  const action = norm(erpAction);
  return ACTION_DISPLAY[action] ?? action;
}

export type TQueueState = {
  document_type: TQueueDocumentType;
  erp_action: string | null | undefined;
  erp_id?: string | null;
  erp_status?: string | null;
};

/** The item's queue status, or '' when it is not in the queue (see the rules above). */
export function queueStatus(item: TQueueState): string {
  const action = norm(item.erp_action);
  if (action === '') return '';
  const shown = ACTION_DISPLAY[action];
  if (shown) return shown;
  const id = norm(item.erp_id);
  if (id === 'LOCKED') return 'LOCKED';
  if (id === 'ERROR' || norm(item.erp_status) === 'ERROR') return 'ERROR';
  if (item.document_type === 'MOVEMENT' && id !== '') return '';
  return action;
}

export const isQueueIssue = (status: string): boolean =>
  (QUEUE_ISSUE_STATUSES as readonly string[]).includes(status);

/** Does the mode list an item of this status? */
export function queueModeShows(mode: TQueueMode, status: string): boolean {
  if (status === '' || mode === 'RESOLVED') return false;
  return mode === 'ALL' || isQueueIssue(status);
}

/** Row colour (document 2 §4): FLAGGED warning, ERROR danger, LOCKED success. */
export function queueRowVariant(item: { status: string }): TVariant | undefined {
  switch (item.status) {
    case 'FLAGGED':
      return 'warning';
    case 'ERROR':
      return 'danger';
    case 'LOCKED':
      return 'success';
    default:
      return undefined;
  }
}

/** The GL code an adjustment's empty side stands for. */
export const GL_CODE = 'GL';
export const WRITE_ON_LABEL = 'Write ON';
export const WRITE_OFF_LABEL = 'Write OFF';

export const isAdjustment = (movementType: string | null | undefined): boolean =>
  movementType === 'WRITE_ON' || movementType === 'WRITE_OFF';

/** An adjustment is Write ON when its source is the GL code (no bin), otherwise Write OFF. */
export function adjustmentLabel(m: { from_location: string | null | undefined }): string {
  return (m.from_location ?? '').trim() === '' ? WRITE_ON_LABEL : WRITE_OFF_LABEL;
}

/** The What column: Write ON / Write OFF for an adjustment, else the action as shown. */
export function queueWhat(item: {
  movement_type?: string | null;
  from_location: string | null | undefined;
  erp_action: string | null | undefined;
}): string {
  if (isAdjustment(item.movement_type)) return adjustmentLabel(item);
  return displayErpAction(item.erp_action);
}

/** The Where column: from → to; an adjustment's empty side is the GL code. */
export function queueWhere(item: {
  movement_type?: string | null;
  from_location: string;
  to_location: string;
}): string {
  const gl = isAdjustment(item.movement_type);
  const side = (v: string) => (v === '' && gl ? GL_CODE : v);
  const from = side(item.from_location);
  const to = side(item.to_location);
  return from && to ? `${from} → ${to}` : from || to;
}

// ---- calls -------------------------------------------------------------------------------------

export const ZQueueList = z.object({
  warehouse: text().trim().max(20).nullish(),
  mode: z.enum(QUEUE_MODES).default(DEFAULT_QUEUE_MODE),
  limit: int().min(1).max(QUEUE_LIST_LIMIT).default(QUEUE_LIST_LIMIT),
});
export type TQueueListQuery = z.input<typeof ZQueueList>;

/** The queue needs one warehouse (document 2 §5); ALL or none is refused with this message. */
export const queueNeedsWarehouse = (warehouse: string | null | undefined): boolean =>
  !warehouse || warehouse.trim() === '' || warehouse.trim().toUpperCase() === ALL_WAREHOUSES;

const ZKey = text().trim().min(1).max(60);

/** One queued document: its type and key (a movement's key is its movement_id). */
export const ZQueueItemKey = z
  .object({ document_type: z.enum(QUEUE_DOCUMENT_TYPES), key: ZKey })
  .refine((k) => k.document_type !== 'MOVEMENT' || /^[0-9]{1,15}$/.test(k.key), {
    message: 'A movement is named by its movement number',
    path: ['key'],
  });
export type TQueueItemKey = z.infer<typeof ZQueueItemKey>;

export const ZQueueResolve = z
  .object({
    document_type: z.enum(QUEUE_DOCUMENT_TYPES),
    key: ZKey,
    resolution: text().trim().min(1, PROCESS_QUEUE_MESSAGES.resolutionRequired).max(1000),
  })
  .refine((k) => k.document_type !== 'MOVEMENT' || /^[0-9]{1,15}$/.test(k.key), {
    message: 'A movement is named by its movement number',
    path: ['key'],
  });
export type TQueueResolve = z.infer<typeof ZQueueResolve>;

/** A process queue item (document 2 entity "Process queue item") with what the screen shows. */
export const ZQueueItem = z.object({
  document_type: z.enum(QUEUE_DOCUMENT_TYPES),
  /** Document column: Sales Order, Purchase Order, Delivery Docket, Adjustment, Transfer... */
  type: z.string(),
  key: z.string(),
  action_date: z.string(),
  from_location: z.string(),
  to_location: z.string(),
  quantity: z.number(),
  erp_action: z.string(),
  erp_id: z.string(),
  erp_status: z.string(),
  warehouse: z.string(),
  warehouse_name: z.string(),
  /** The customer or supplier, or a movement's inventory code. */
  name: z.string(),
  /** A movement's type ('' for orders and dockets). */
  movement_type: z.string(),
  /** ERROR, FLAGGED, LOCKED, the waiting action (UPDATE...), or RESOLVED in that mode. */
  status: z.string(),
  what: z.string(),
  where: z.string(),
  /** Mode RESOLVED: the recorded resolution. */
  resolution: z.string().optional(),
  resolved_by: z.string().optional(),
  resolved_at: z.string().optional(),
});
export type TQueueItem = z.output<typeof ZQueueItem>;

/** A detail line of a queued document (Inventory, Description, Serial/Batch, Qty). */
export const ZQueueLine = z.object({
  line_no: z.number(),
  inventory_code: z.string(),
  description: z.string(),
  serial_batch: z.string(),
  quantity: z.number(),
});
export type TQueueLine = z.output<typeof ZQueueLine>;

/** What resolve and retry answer: the document's ERP fields after the change. */
export const ZQueueChange = z.object({
  document_type: z.enum(QUEUE_DOCUMENT_TYPES),
  key: z.string(),
  erp_action: z.string(),
  erp_id: z.string(),
  status: z.string(),
  resolution: z.string().optional(),
  resolved_by: z.string().optional(),
});
export type TQueueChange = z.output<typeof ZQueueChange>;

/** Service `reporting`, entity `work`. */
export const QUEUE_CALLS = {
  queue: actionContract({
    service: 'reporting',
    entity: 'work',
    action: 'queue',
    input: ZQueueList,
    output: ZQueueItem,
  }),
  lines: actionContract({
    service: 'reporting',
    entity: 'work',
    action: 'lines',
    input: ZQueueItemKey,
    output: ZQueueLine,
  }),
  resolve: actionContract({
    service: 'reporting',
    entity: 'work',
    action: 'resolve',
    input: ZQueueResolve,
    output: ZQueueChange,
  }),
  retry: actionContract({
    service: 'reporting',
    entity: 'work',
    action: 'retry',
    input: ZQueueItemKey,
    output: ZQueueChange,
  }),
};
