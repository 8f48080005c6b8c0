import {
  LEDGER_MESSAGES,
  MESSAGES,
  MOVEMENT_ERP_FIELDS,
  MOVEMENT_MESSAGES,
  ZMovement,
  MOVEMENT_CALLS,
  TRANSACTION_CALLS,
  movementSearchError,
  type TMessage,
  type TMovementRow,
} from '../../../src/contract';
import { badRequest, notFound, RuleErrors } from '../../errors';
import type { ActionContext } from '../action-types';
import { defineAction } from '../action-types';
import { postMovement } from '../stock/ledger';
import { ensureSerialBatch } from '../stock/serial-batches';
import {
  batchDateCode,
  findMovement,
  listTransactions,
  movementHistory,
  onHandCandidates,
  resolveItem,
  resolveLocation,
  setMovementErpFields,
  warehouseExists,
} from './queries';

const rule = (message: string): TMessage => ({ message });

async function requireWarehouse(ctx: ActionContext, warehouse: string): Promise<void> {
  if (!(await warehouseExists(ctx.db, ctx.siteId, warehouse)))
    throw badRequest(MESSAGES.unknownWarehouse(warehouse));
}

/**
 * `movement add`: check the form (one error per failed rule), resolve what was scanned, then
 * post through the ledger — the only writer of on hands — in the call's transaction.
 */
async function addMovement(ctx: ActionContext, input: unknown): Promise<TMovementRow> {
  const parsed = ZMovement.safeParse(input);
  if (!parsed.success) throw new RuleErrors(parsed.error.issues.map((i) => rule(i.message)));
  const m = parsed.data;
  await requireWarehouse(ctx, m.warehouse);

  const failures: TMessage[] = [];
  const item = await resolveItem(ctx.db, ctx.siteId, m.inventory);
  if (!item) failures.push(rule(MOVEMENT_MESSAGES.unknownItem(m.inventory)));
  const locate = async (term: string, receiving: boolean) => {
    const found = await resolveLocation(ctx.db, ctx.siteId, m.warehouse, term);
    if (!found) failures.push(rule(MOVEMENT_MESSAGES.unknownLocation(term, m.warehouse)));
    else if (receiving && !found.active)
      failures.push(rule(MOVEMENT_MESSAGES.inactiveLocation(found.location)));
    return found?.location ?? '';
  };
  const first = await locate(m.location, m.action === 'WRITE_ON');
  const second = m.action === 'TRANSFER' ? await locate(m.to_location, true) : '';
  if (item?.tracked && m.serial_batch === '')
    failures.push(rule(MOVEMENT_MESSAGES.serialBatchRequired(item.inventory_code)));
  if (m.action === 'TRANSFER' && first !== '' && first === second)
    failures.push(rule(LEDGER_MESSAGES.sameLocation));
  if (failures.length > 0 || !item) throw new RuleErrors(failures);

  const from = m.action === 'WRITE_ON' ? '' : first;
  const to = m.action === 'WRITE_OFF' ? '' : m.action === 'WRITE_ON' ? first : second;
  let serialBatch = m.serial_batch;
  let dateCode = m.date_code;
  if (serialBatch !== '' && dateCode === '') {
    dateCode = (await batchDateCode(ctx.db, ctx.siteId, item.inventory_code, serialBatch)) ?? '';
  }
  if (from !== '') {
    // Taking stock: when one on-hand row there matches what was given, take that one.
    const key = { warehouse: m.warehouse, location: from, inventory_code: item.inventory_code };
    const candidates = await onHandCandidates(ctx.db, ctx.siteId, key, serialBatch, dateCode);
    const [only] = candidates;
    if (candidates.length === 1 && only) {
      serialBatch = only.serial_batch;
      dateCode = only.date_code;
    }
  } else if (serialBatch !== '') {
    await ensureSerialBatch(ctx.db, ctx.siteId, item.inventory_code, serialBatch, dateCode);
  }

  ctx.logRecord(item.inventory_code, 'inventory', `${m.action} ${m.quantity}`);
  const posted = await postMovement(ctx.db, ctx.siteId, {
    movement_type: m.action,
    warehouse: m.warehouse,
    inventory_code: item.inventory_code,
    from_location: from,
    to_location: to,
    serial_batch: serialBatch,
    date_code: dateCode,
    quantity: m.quantity,
    operator: ctx.user.user_id,
    reference: m.reference,
    notes: m.notes,
    request_id: ctx.requestId,
    times: ctx.times,
  });
  const row = await findMovement(ctx.db, ctx.siteId, posted.movement_id);
  if (!row) throw new Error('posted movement not found');
  return row;
}

/**
 * Service `movement` (document 2 section 7 "Movement service"; served at /api/movement/),
 * permission module `mo`: history, detail, write off / write on / transfer, the ERP fields,
 * and the Transaction Explorer (also PUT /api/transactions/, rest-routes.ts).
 */
export const movementActions = [
  defineAction({
    contract: MOVEMENT_CALLS.list,
    permission: { module: 'mo', flag: 'view' },
    description:
      'Movement history of a warehouse (not ALL), newest first. search_type Inventory (search_term: ' +
      'an item code, GTIN or barcode), Bin Location (search_term: a location code or barcode; taken ' +
      'from or put to it) or ERRORS (erp_id ERROR; no term). from_date / to_date: UTC instants.',
    async handler(ctx, data) {
      const refusal = movementSearchError(data);
      const type = data.search_type;
      if (refusal || !type) throw badRequest(refusal ?? MOVEMENT_MESSAGES.selectSearchType);
      const warehouse = data.warehouse ?? '';
      const term = (data.search_term ?? '').trim();
      const bounds = { from: data.from_date, to: data.to_date };
      const found = await movementHistory(
        ctx.db,
        ctx.siteId,
        warehouse,
        type,
        term,
        bounds,
        data.limit,
      );
      // Only an empty answer can come from a warehouse that is not there: say so.
      if (found.length === 0) await requireWarehouse(ctx, warehouse);
      return found;
    },
  }),
  defineAction({
    contract: MOVEMENT_CALLS.get,
    permission: { module: 'mo', flag: 'view' },
    description: 'One movement by movement_id, with its item description. results[0].',
    async handler(ctx, data) {
      ctx.logRecord(String(data.movement_id), 'movement');
      const row = await findMovement(ctx.db, ctx.siteId, data.movement_id);
      if (!row) throw notFound(MOVEMENT_MESSAGES.movementNotFound(data.movement_id));
      return [row];
    },
  }),
  defineAction({
    contract: MOVEMENT_CALLS.add,
    permission: { module: 'mo', flag: 'update' },
    description:
      'Post one movement: movement { action WRITE_OFF | WRITE_ON | TRANSFER, warehouse, inventory ' +
      '(code, GTIN or barcode), location (taken from for a write off or transfer, put to for a write ' +
      'on), to_location (transfer), serial_batch (needed for a tracked item), date_code, quantity, ' +
      'reference, notes }. A write off takes no more than is on hand; each failed rule is one error; ' +
      'nothing is written on a refusal. results[0]: the movement.',
    async handler(ctx, data) {
      return [await addMovement(ctx, data.movement)];
    },
  }),
  defineAction({
    contract: MOVEMENT_CALLS.check,
    permission: { module: 'mo', flag: 'update' },
    description:
      'Set the ERP fields (erp_id, erp_action, wms_status) of one movement. The ledger is immutable: ' +
      'any other field that differs from the stored movement refuses the call. results[0]: the movement.',
    async handler(ctx, data) {
      const { movement } = data;
      ctx.logRecord(String(movement.movement_id), 'movement');
      const stored = await findMovement(ctx.db, ctx.siteId, movement.movement_id);
      if (!stored) throw notFound(MOVEMENT_MESSAGES.movementNotFound(movement.movement_id));
      const erp = new Set<string>([...MOVEMENT_ERP_FIELDS, 'movement_id']);
      const changed = Object.entries(movement)
        .filter(([field]) => !erp.has(field))
        .filter(([field, value]) => {
          if (!(field in stored)) return true;
          const before = (stored as Record<string, unknown>)[field];
          // A time never given (done_at, device_time) is null: sent back as null, unchanged.
          if (before === null) return value !== null;
          return typeof before === 'number' ? Number(value) !== before : String(value) !== before;
        })
        .map(([field]) => field);
      if (changed.length > 0) throw badRequest(MOVEMENT_MESSAGES.onlyErpFields(changed));
      await setMovementErpFields(ctx.db, ctx.siteId, movement.movement_id, movement);
      const row = await findMovement(ctx.db, ctx.siteId, movement.movement_id);
      if (!row) throw notFound(MOVEMENT_MESSAGES.movementNotFound(movement.movement_id));
      return [row];
    },
  }),
  defineAction({
    contract: TRANSACTION_CALLS.list,
    permission: { module: 'mo', flag: 'view' },
    description:
      'Transaction Explorer: the ledger as transactions, newest first, filtered by warehouse (blank or ' +
      'ALL: every warehouse), from_date / to_date (UTC), inventory (code, GTIN or barcode) and ' +
      'movement_type; transaction_time is YYYY/MM/DD @ HH:mm in the site zone. Also PUT /api/transactions/.',
    async handler(ctx, data) {
      const warehouse =
        data.warehouse && data.warehouse.toUpperCase() !== 'ALL' ? data.warehouse : undefined;
      const inventory = (data.inventory ?? '').trim() || undefined;
      const found = await listTransactions(
        ctx.db,
        ctx.siteId,
        ctx.site.local_zone,
        {
          warehouse,
          inventory,
          movementType: data.movement_type || undefined,
          from: data.from_date,
          to: data.to_date,
        },
        data.limit,
      );
      if (found.length === 0 && warehouse) await requireWarehouse(ctx, warehouse);
      return found;
    },
  }),
];
