import {
  PROCESS_QUEUE_MESSAGES,
  QUEUE_DOCUMENT_LABELS,
  QUEUE_DOCUMENT_MODULES,
  QUEUE_CALLS,
  QUEUE_DOCUMENT_TYPES,
  queueNeedsWarehouse,
  type TQueueChange,
  type TQueueDocumentType,
  type TQueueItem,
} from '../../../src/contract';
import { badRequest, notFound } from '../../errors';
import { defineAction, type ActionContext, type Permission } from '../action-types';
import {
  findItem,
  itemLines,
  listQueue,
  listResolutions,
  recordResolution,
  retryItem,
  setErpFields,
} from './queries';

const label = (type: TQueueDocumentType) => QUEUE_DOCUMENT_LABELS[type];

/** The document's own module guards it: so, po, dd or mo. */
const flagOf =
  (flag: 'view' | 'update') =>
  (data: { document_type: TQueueDocumentType }): Permission => ({
    module: QUEUE_DOCUMENT_MODULES[data.document_type],
    flag,
  });

async function requireItem(
  ctx: ActionContext,
  type: TQueueDocumentType,
  key: string,
): Promise<TQueueItem> {
  ctx.logRecord(key, type.toLowerCase());
  const item = await findItem(ctx.db, ctx.siteId, type, key);
  if (!item) throw notFound(PROCESS_QUEUE_MESSAGES.notFound(label(type), key));
  return item;
}

const changeOf = (item: TQueueItem, extra: Partial<TQueueChange> = {}): TQueueChange => ({
  document_type: item.document_type,
  key: item.key,
  erp_action: item.erp_action,
  erp_id: item.erp_id,
  status: item.status,
  ...extra,
});

/**
 * Service `reporting`, entity `work` (document 2 section 7 "Supply and queue": the reporting
 * endpoint's work queue, and the staging updates behind resolve and retry). The queue is for
 * every member of the site (it is always in the menu) and lists the document types the caller
 * may view; resolve and retry need the update flag of the document's own module.
 */
export const processQueueActions = [
  defineAction({
    contract: QUEUE_CALLS.queue,
    permission: {
      member: 'rows are kept to the document modules the caller may view (the handler checks)',
    },
    description:
      'The ERP process queue of one warehouse (ALL or none: 400 "Please Select a Warehouse"). ' +
      'mode ISSUES (default: status ERROR, FLAGGED or LOCKED), ALL (everything with an ERP ' +
      'action still to happen) or RESOLVED (the recorded resolutions). Rows (sales orders, ' +
      'purchase orders, delivery dockets, movements the caller may view): document_type, type ' +
      '(Sales Order, Purchase Order, Delivery Docket, Adjustment, Transfer, Pick, Receipt, Put ' +
      'Away), key, action_date, from_location, to_location, quantity, erp_action, erp_id, ' +
      'warehouse_name, name, status (erp_action SHIPMENT is ERROR, CHECK FLAGGED, LOCKED ' +
      'LOCKED; else erp_id LOCKED / ERROR or ERP status ERROR; else the waiting action), what ' +
      '(Write ON when an adjustment’s source is the GL code, i.e. no from location, else Write ' +
      'OFF; other items their action as shown), where (from → to).',
    async handler(ctx, data) {
      if (queueNeedsWarehouse(data.warehouse))
        throw badRequest(PROCESS_QUEUE_MESSAGES.selectWarehouse);
      const warehouse = data.warehouse!.trim();
      const types = QUEUE_DOCUMENT_TYPES.filter((t) => ctx.can(QUEUE_DOCUMENT_MODULES[t], 'view'));
      if (data.mode === 'RESOLVED')
        return listResolutions(ctx.db, ctx.siteId, { warehouse, limit: data.limit, types });
      return listQueue(ctx.db, ctx.siteId, {
        warehouse,
        mode: data.mode,
        limit: data.limit,
        types,
      });
    },
  }),
  defineAction({
    contract: QUEUE_CALLS.lines,
    permission: flagOf('view'),
    description:
      'The detail lines of a queued document (document_type, key): line_no, inventory_code, ' +
      'description, serial_batch, quantity (ordered for orders, received for dockets; a ' +
      'movement is its own one line).',
    async handler(ctx, data) {
      await requireItem(ctx, data.document_type, data.key);
      return itemLines(ctx.db, ctx.siteId, data.document_type, data.key);
    },
  }),
  defineAction({
    contract: QUEUE_CALLS.resolve,
    permission: flagOf('update'),
    description:
      'Resolve a queued document (document_type, key, resolution required): clears its ' +
      'erp_action, so it leaves the queue, and records the resolution text with the user and ' +
      'time (mode RESOLVED lists them). Not queued: 400. results[0]: the ERP fields after.',
    async handler(ctx, data) {
      const item = await requireItem(ctx, data.document_type, data.key);
      if (item.status === '')
        throw badRequest(PROCESS_QUEUE_MESSAGES.notQueued(label(data.document_type), data.key));
      await setErpFields(ctx.db, ctx.siteId, data.document_type, data.key, { erp_action: '' });
      await recordResolution(ctx.db, ctx.siteId, {
        document_type: data.document_type,
        key: data.key,
        erp_action: item.erp_action,
        resolution: data.resolution,
        user: ctx.user.user_id,
      });
      const after = await requireItem(ctx, data.document_type, data.key);
      ctx.inform(PROCESS_QUEUE_MESSAGES.resolved(item.type, data.key));
      return [changeOf(after, { resolution: data.resolution, resolved_by: ctx.user.user_id })];
    },
  }),
  defineAction({
    contract: QUEUE_CALLS.retry,
    permission: flagOf('update'),
    description:
      'Retry a document (document_type, key): erp_action UPDATE, so the ERP connector takes ' +
      'it again; a movement’s erp_id is cleared too (its other fields never change). ' +
      'results[0]: the ERP fields after.',
    async handler(ctx, data) {
      await requireItem(ctx, data.document_type, data.key);
      await retryItem(ctx.db, ctx.siteId, data.document_type, data.key);
      const after = await requireItem(ctx, data.document_type, data.key);
      ctx.inform(PROCESS_QUEUE_MESSAGES.retried);
      return [changeOf(after)];
    },
  }),
];
