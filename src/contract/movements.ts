import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { z } from 'zod';
import { actionContract } from './action-contract';
import { instant } from './answer-fields';
import * as fields from './fields';
import { MESSAGES } from './messages';
import { LEDGER_MESSAGES, MOVEMENT_TYPES, QUANTITY_DECIMALS } from './stock-ledger';
import type { TVariant } from './status-colours';
import { DISPLAY_TIME_FORMAT } from './defaults';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * Movements and the Transaction Explorer (document 2 sections 2-9): the write off /
 * write on / transfer form, movement history, its ERRORS search, the explorer's filters.
 * The rules here are the only copy: the screens check them before calling and the server
 * (server/areas/movements) checks them again.
 */

/** What the movement form posts (document 2 "Movement form"; TRANSFER moves bin to bin). */
export const MOVEMENT_ACTIONS = ['WRITE_OFF', 'WRITE_ON', 'TRANSFER'] as const;
export type TMovementAction = (typeof MOVEMENT_ACTIONS)[number];
/** Document 2 section 4: the form opens on a write off. */
export const DEFAULT_MOVEMENT_ACTION: TMovementAction = 'WRITE_OFF';
export const MOVEMENT_ACTION_LABELS: Record<TMovementAction, string> = {
  WRITE_OFF: 'Write Off',
  WRITE_ON: 'Write On',
  TRANSFER: 'Transfer',
};

/** Movement history search types (document 2 section 7). */
export const MOVEMENT_SEARCH_TYPES = ['Inventory', 'Bin Location', 'ERRORS'] as const;
export type TMovementSearchType = (typeof MOVEMENT_SEARCH_TYPES)[number];

/** The ERP id that marks a movement the ERP refused (document 2 section 3). */
export const MOVEMENT_ERP_ERROR = 'ERROR';
/** A tracking type (or its `tracking`) meaning the item has no serial/batch. */
export const UNTRACKED = ['', 'NONE'] as const;

/** The most rows one history call answers by default. */
export const MOVEMENT_LIST_LIMIT = 1000;
/** The newest transactions the explorer answers by default (narrow the dates for older ones). */
export const TRANSACTION_LIST_LIMIT = 500;

/** Date display of the Transaction Explorer (document 2 section 9), in the site's zone. */
export const TRANSACTION_TIME_FORMAT = 'YYYY/MM/DD @ HH:mm';
/** "Displayed times" (document 2 section 9): the history's Time column, in the site's zone. */
export const MOVEMENT_TIME_FORMAT = DISPLAY_TIME_FORMAT;

export const MOVEMENT_MESSAGES = {
  selectWarehouse: 'Please Select a warehouse',
  selectSearchType: 'Please Select a Search Type',
  enterSearchTerm: 'Please Enter a Search Term',
  locationBlank: 'Location Cannot be blank',
  fromLocationBlank: 'From Location Cannot be blank',
  toLocationBlank: 'To Location Cannot be blank',
  inventoryBlank: 'Inventory Cannot be blank',
  unknownItem: (inventory: string) => `Inventory item '${inventory}' does not exist at this site`,
  unknownLocation: (location: string, warehouse: string) =>
    `Location '${location}' does not exist in warehouse ${warehouse}`,
  inactiveLocation: (location: string) =>
    `Location '${location}' is inactive: stock can't go there`,
  serialBatchRequired: (inventory: string) =>
    `${inventory} is tracked by serial/batch: enter its Serial/Batch`,
  dateCode: 'Date code must be a date (YYYY-MM-DD)',
  quantityDecimals: `Quantity may have at most ${QUANTITY_DECIMALS} decimals`,
  movementNotFound: (id: number) => `Movement ${id} does not exist at this site`,
  immutable: LEDGER_MESSAGES.immutable,
  onlyErpFields: (fields: string[]) =>
    `${LEDGER_MESSAGES.immutable}: only erp_id, erp_action and wms_status may change (not ${fields.join(', ')})`,
  saved: (action: TMovementAction, quantity: number, inventory: string) =>
    `${MOVEMENT_ACTION_LABELS[action]} of ${quantity} ${inventory} saved`,
  searchFailed: (error: string) =>
    `Something went wrong! Please contact support if it persists - ${error}`,
} as const;

const text = (max: number) =>
  fields
    .text()
    .trim()
    .max(max, MESSAGES.max)
    .nullish()
    .transform((v) => v ?? '');

const quantity = z.coerce
  .number({ error: LEDGER_MESSAGES.quantityPositive })
  .positive(LEDGER_MESSAGES.quantityPositive)
  .refine(
    (n) => Math.abs(n * 10 ** QUANTITY_DECIMALS - Math.round(n * 10 ** QUANTITY_DECIMALS)) < 1e-6,
    MOVEMENT_MESSAGES.quantityDecimals,
  );

/**
 * One movement as the form posts it. `location` is where stock is taken from (write off,
 * transfer) or put (write on); `to_location` is a transfer's destination. Locations and
 * the item may be scanned: a barcode resolves to its code on the server.
 */
export const ZMovement = z
  .object({
    action: z.enum(MOVEMENT_ACTIONS).default(DEFAULT_MOVEMENT_ACTION),
    warehouse: fields
      .text(undefined, MOVEMENT_MESSAGES.selectWarehouse)
      .trim()
      .min(1, MOVEMENT_MESSAGES.selectWarehouse)
      .max(20, MESSAGES.max),
    inventory: fields
      .text(undefined, MOVEMENT_MESSAGES.inventoryBlank)
      .trim()
      .min(1, MOVEMENT_MESSAGES.inventoryBlank)
      .max(60, MESSAGES.max),
    location: text(80),
    to_location: text(80),
    serial_batch: text(60),
    date_code: text(10).refine(
      (v) => v === '' || (/^\d{4}-\d{2}-\d{2}$/.test(v) && dayjs(v).format('YYYY-MM-DD') === v),
      MOVEMENT_MESSAGES.dateCode,
    ),
    quantity,
    reference: text(80),
    notes: text(500),
  })
  .superRefine((m, ctx) => {
    if (m.warehouse.toUpperCase() === 'ALL') {
      ctx.addIssue({
        code: 'custom',
        path: ['warehouse'],
        message: MOVEMENT_MESSAGES.selectWarehouse,
      });
    }
    if (m.location === '') {
      ctx.addIssue({
        code: 'custom',
        path: ['location'],
        message:
          m.action === 'TRANSFER'
            ? MOVEMENT_MESSAGES.fromLocationBlank
            : MOVEMENT_MESSAGES.locationBlank,
      });
    }
    if (m.action === 'TRANSFER') {
      if (m.to_location === '') {
        ctx.addIssue({
          code: 'custom',
          path: ['to_location'],
          message: MOVEMENT_MESSAGES.toLocationBlank,
        });
      } else if (m.location !== '' && m.location.toUpperCase() === m.to_location.toUpperCase()) {
        ctx.addIssue({
          code: 'custom',
          path: ['to_location'],
          message: LEDGER_MESSAGES.sameLocation,
        });
      }
    }
  });
export type TMovementInput = z.input<typeof ZMovement>;
export type TMovementItem = z.output<typeof ZMovement>;

/** A blank form for `action` (changing the action resets the form, document 2 section 4). */
export function blankMovement(
  warehouse: string,
  action: TMovementAction = DEFAULT_MOVEMENT_ACTION,
) {
  return {
    action,
    warehouse,
    inventory: '',
    location: '',
    to_location: '',
    serial_batch: '',
    date_code: '',
    quantity: '' as number | string,
    reference: '',
    notes: '',
  };
}
export type TMovementForm = ReturnType<typeof blankMovement>;

/** `movement add`: the movement is checked by the handler, one error per failed rule. */
export const ZMovementAdd = z.object({ movement: z.record(fields.text(), z.unknown()) });

/** A movement as the server answers it (history row, detail, explorer row). */
export const ZMovementRow = z.object({
  movement_id: z.number(),
  /** When the server received (wrote) it. */
  timestamp: instant(),
  /**
   * When it was done on the device (a floor write's done_at, src/contract/device-time.ts),
   * null when done as received (an office write, or a device clock not believed).
   */
  done_at: instant().nullable(),
  /** The device's clock as the write carried it, believed or not; null when none was sent. */
  device_time: instant().nullable(),
  operator: z.string(),
  movement_type: z.enum(MOVEMENT_TYPES),
  warehouse: z.string(),
  inventory_code: z.string(),
  inventory_description: z.string(),
  from_location: z.string(),
  to_location: z.string(),
  serial_batch: z.string(),
  date_code: z.string(),
  movement_qty: z.number(),
  reference: z.string(),
  notes: z.string(),
  erp_id: z.string(),
  erp_action: z.string(),
  wms_status: z.string(),
});
export type TMovementRow = z.output<typeof ZMovementRow>;

/** When a movement was done, as best known: on the device, else when the server received it. */
export const movementDoneAt = (row: Pick<TMovementRow, 'timestamp' | 'done_at'>): string =>
  row.done_at ?? row.timestamp;

/** A device clock the server did not believe for this movement (its time is when received). */
export const movementClockOff = (row: Pick<TMovementRow, 'done_at' | 'device_time'>): boolean =>
  row.device_time !== null && row.done_at === null;
/** A Transaction Explorer row: the movement with its time in the site's zone. */
export const ZTransactionRow = ZMovementRow.extend({ transaction_time: z.string() });
export type TTransactionRow = z.output<typeof ZTransactionRow>;

const isoDate = fields
  .dateOrInstant()
  .or(z.literal(''))
  .nullish()
  .transform((v) => v || undefined);

/** `movement list` (history): checked by movementSearchError on both sides. */
export const ZMovementList = z.object({
  warehouse: fields.text().trim().max(20).nullish(),
  search_term: fields.text().trim().max(80).nullish(),
  /** Blank or missing is refused by movementSearchError with the document's message. */
  search_type: z
    .enum(MOVEMENT_SEARCH_TYPES, { error: MOVEMENT_MESSAGES.selectSearchType })
    .or(z.literal(''))
    .nullish(),
  from_date: isoDate,
  to_date: isoDate,
  limit: fields.int().min(1).max(5000).default(MOVEMENT_LIST_LIMIT),
});
export type TMovementList = z.input<typeof ZMovementList>;

/** The first rule a history search breaks (document 2 section 5), or null. */
export function movementSearchError(search: {
  warehouse?: string | null;
  search_type?: TMovementSearchType | '' | null;
  search_term?: string | null;
}): string | null {
  const warehouse = (search.warehouse ?? '').trim();
  if (warehouse === '' || warehouse.toUpperCase() === 'ALL')
    return MOVEMENT_MESSAGES.selectWarehouse;
  // The type is one of MOVEMENT_SEARCH_TYPES (the contract's enum) or not chosen.
  const type = search.search_type;
  if (!type) return MOVEMENT_MESSAGES.selectSearchType;
  if (type !== 'ERRORS' && (search.search_term ?? '').trim() === '')
    return MOVEMENT_MESSAGES.enterSearchTerm;
  return null;
}

export const ZMovementKey = z.object({ movement_id: fields.bigId() });

/** The fields of a movement that may change after it is written (the process queue's). */
export const MOVEMENT_ERP_FIELDS = ['erp_id', 'erp_action', 'wms_status'] as const;

/** `movement check`: only the ERP fields may change; any other field that differs is refused. */
export const ZMovementCheck = z.object({
  movement: z
    .object({
      movement_id: fields.bigId(),
      erp_id: fields.text().trim().max(60).optional(),
      erp_action: fields.text().trim().max(40).optional(),
      wms_status: fields.text().trim().max(40).optional(),
    })
    .catchall(z.unknown()),
});

/** Transaction Explorer filters (PUT /api/transactions/, or movement / transaction list). */
export const ZTransactionList = z.object({
  warehouse: fields.text().trim().max(20).nullish(),
  from_date: isoDate,
  to_date: isoDate,
  inventory: fields.text().trim().max(60).nullish(),
  movement_type: z.enum(MOVEMENT_TYPES).or(z.literal('')).nullish(),
  limit: fields.int().min(1).max(5000).default(TRANSACTION_LIST_LIMIT),
});
export type TTransactionList = z.input<typeof ZTransactionList>;

/** Status of a movement row (document 2 section 4): ERROR danger; any other ERP id success. */
export function movementStatus(
  erpId: string | null | undefined,
): { label: string; variant: TVariant } | null {
  const id = (erpId ?? '').trim();
  if (id === '') return null;
  if (id.toUpperCase() === MOVEMENT_ERP_ERROR) return { label: 'ERROR', variant: 'danger' };
  return { label: id, variant: 'success' };
}

/**
 * A day range in the site's zone as the API takes it (document 2 section 9): from
 * 00:00:00.000 of `from` to 23:59:59.999 of `to`, converted to UTC ISO strings.
 */
export function zonedDayRange(
  from: string,
  to: string,
  zone: string,
): { from_date: string; to_date: string } {
  return {
    from_date: dayjs.tz(`${from} 00:00:00`, zone).toISOString(),
    to_date: dayjs.tz(`${to} 23:59:59.999`, zone).toISOString(),
  };
}

/** Today (YYYY-MM-DD) in `zone`. */
export function todayIn(zone: string, now: Date = new Date()): string {
  return dayjs(now).tz(zone).format('YYYY-MM-DD');
}

/** A UTC timestamp shown in `zone` with `format`. */
export function formatInZone(iso: string, zone: string, format: string): string {
  return dayjs(iso).tz(zone).format(format);
}

// ---- Calls (service `movement`) --------------------------------------------------------------

export const MOVEMENT_CALLS = {
  list: actionContract({
    service: 'movement',
    entity: 'movement',
    action: 'list',
    input: ZMovementList,
    output: ZMovementRow,
  }),
  get: actionContract({
    service: 'movement',
    entity: 'movement',
    action: 'get',
    input: ZMovementKey,
    output: ZMovementRow,
  }),
  add: actionContract({
    service: 'movement',
    entity: 'movement',
    action: 'add',
    input: ZMovementAdd,
    output: ZMovementRow,
  }),
  check: actionContract({
    service: 'movement',
    entity: 'movement',
    action: 'check',
    input: ZMovementCheck,
    output: ZMovementRow,
  }),
};

export const TRANSACTION_CALLS = {
  list: actionContract({
    service: 'movement',
    entity: 'transaction',
    action: 'list',
    input: ZTransactionList,
    output: ZTransactionRow,
  }),
};
