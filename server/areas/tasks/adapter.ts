import { randomUUID } from 'node:crypto';
import {
  TASK_MASTER_TYPE,
  TASK_MESSAGES,
  ZTaskInput,
  checkTaskPayload,
  defaultTaskTimezone,
  isTaskLambda,
  taskSiteDocument,
} from '../../../src/contract';
import { badRequest } from '../../errors';
import { adminTableAdapter, parseDocument } from '../document-adapters';
import { nextDue } from './schedule';
import { deleteTask, getTask, listTasks, siteZone, toTaskDocument, upsertTask } from './queries';

/** document_type TASK_MASTER of the document store, kept in wms.tasks (document 3 §3). */
export const taskMasterAdapter = adminTableAdapter({
  type: TASK_MASTER_TYPE,
  siteDocument: taskSiteDocument,
  idOf: (row) => row.task_id,
  siteOf: (row) => row.site_id,
  list: (ctx) => listTasks(ctx.db, ctx.siteId),
  find: (ctx, id) => getTask(ctx.db, ctx.siteId, id),
  /** The fields to save: a known lambda with its payload, the timezone and the next due time. */
  async check(ctx, item) {
    const record = parseDocument(
      ZTaskInput,
      { ...item, task_id: item.task_id ?? item.document_id },
      (message) => !message.startsWith('Please'),
    );
    if (!isTaskLambda(record.lambda)) throw badRequest(TASK_MESSAGES.unknownLambda(record.lambda));
    const payload = checkTaskPayload(record.lambda, item.payload);
    if (!payload.ok) throw badRequest(payload.message);
    const timezone = record.timezone ?? defaultTaskTimezone(await siteZone(ctx.db, ctx.siteId));
    const taskId = record.task_id || randomUUID();
    const fields = { ...record, task_id: taskId, timezone, payload: payload.payload };
    return { ...fields, next_due: nextDue(fields, new Date()) };
  },
  idOfFields: (fields) => fields.task_id,
  upsert: (ctx, fields) => upsertTask(ctx.db, ctx.siteId, fields, ctx.user.user_id),
  delete: (ctx, id) => deleteTask(ctx.db, ctx.siteId, id),
  toDocument: toTaskDocument,
  notFoundMessage: TASK_MESSAGES.notFound,
  logKey: (ctx, id) => `${taskSiteDocument(ctx.siteId)}-${id}`,
});
