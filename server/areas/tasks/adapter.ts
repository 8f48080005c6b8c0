import { randomUUID } from 'node:crypto';
import {
  API_MESSAGES,
  ERROR_CODES,
  MESSAGES,
  TASK_MASTER_TYPE,
  TASK_MESSAGES,
  ZTaskInput,
  checkTaskPayload,
  defaultTaskTimezone,
  isTaskLambda,
  taskSiteDocument,
  type TPermissionFlag,
} from '../../../src/contract';
import { AppError, badRequest, notFound } from '../../errors';
import type { ActionContext } from '../action-types';
import type { DocumentAdapter, DocumentCondition } from '../document-adapters';
import { nextDue } from './schedule';
import {
  deleteTask,
  getTask,
  listTasks,
  siteZone,
  toTaskDocument,
  upsertTask,
  type TaskRow,
} from './queries';

/** The task master is guarded by the admin module: view to read, update to save, delete. */
function requireAdmin(ctx: ActionContext, flag: TPermissionFlag) {
  if (!ctx.can('admin', flag)) {
    throw new AppError(
      ERROR_CODES.FORBIDDEN_PERMISSION,
      API_MESSAGES.documentTypeForbidden(TASK_MASTER_TYPE, flag),
      403,
    );
  }
}

const ownsSiteDocument = (siteDocument: string) =>
  siteDocument === TASK_MASTER_TYPE || siteDocument.endsWith(`-${TASK_MASTER_TYPE}`);

/** Does the row answer every condition of a list expression? */
function matches(row: TaskRow, conditions: DocumentCondition[]): boolean {
  const columns: Record<DocumentCondition['field'], string | null> = {
    site_document: taskSiteDocument(row.site_id),
    document_id: row.task_id,
    document_type: TASK_MASTER_TYPE,
    lookup_key_1: null,
    lookup_key_2: null,
    lookup_key_3: null,
  };
  return conditions.every((c) => {
    // Any site_document naming the task master (e.g. TASK_MASTER) lists this site's tasks.
    if (c.field === 'site_document' && c.op === 'eq' && ownsSiteDocument(c.value)) return true;
    const value = columns[c.field];
    if (value === null) return false;
    return c.op === 'eq' ? value === c.value : value.startsWith(c.value);
  });
}

/** Check a record as sent; answers the fields to save or throws the first failure's message. */
async function checkRecord(ctx: ActionContext, item: Record<string, unknown>) {
  const parsed = ZTaskInput.safeParse({
    ...item,
    task_id: item.task_id ?? item.document_id,
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const field = issue.path.join('.');
    throw new AppError(
      ERROR_CODES.VALIDATION,
      field && !issue.message.startsWith('Please') ? `${field}: ${issue.message}` : issue.message,
      400,
    );
  }
  const record = parsed.data;
  if (!isTaskLambda(record.lambda)) throw badRequest(TASK_MESSAGES.unknownLambda(record.lambda));
  const payload = checkTaskPayload(record.lambda, item.payload);
  if (!payload.ok) throw badRequest(payload.message);
  const timezone = record.timezone ?? defaultTaskTimezone(await siteZone(ctx.db, ctx.siteId));
  const taskId = record.task_id || randomUUID();
  const fields = { ...record, task_id: taskId, timezone, payload: payload.payload };
  return { ...fields, next_due: nextDue(fields, new Date()) };
}

/** document_type TASK_MASTER of the document store, kept in wms.tasks (document 3 §3). */
export const taskMasterAdapter: DocumentAdapter = {
  type: TASK_MASTER_TYPE,
  ownsSiteDocument,
  async list(ctx, conditions) {
    requireAdmin(ctx, 'view');
    const found = await listTasks(ctx.db, ctx.siteId);
    return found.filter((row) => matches(row, conditions)).map(toTaskDocument);
  },
  async get(ctx, _siteDocument, documentId) {
    requireAdmin(ctx, 'view');
    const row = await getTask(ctx.db, ctx.siteId, documentId);
    if (!row) return undefined;
    ctx.logRecord(`${taskSiteDocument(ctx.siteId)}-${row.task_id}`, TASK_MASTER_TYPE);
    return toTaskDocument(row);
  },
  async save(ctx, item, mode) {
    requireAdmin(ctx, 'update');
    const fields = await checkRecord(ctx, item);
    if (mode === 'update' && !(await getTask(ctx.db, ctx.siteId, fields.task_id)))
      throw notFound(TASK_MESSAGES.notFound(fields.task_id));
    const row = await upsertTask(ctx.db, ctx.siteId, fields, ctx.user.user_id);
    ctx.logRecord(`${taskSiteDocument(ctx.siteId)}-${row.task_id}`, TASK_MASTER_TYPE);
    return toTaskDocument(row);
  },
  async remove(ctx, _siteDocument, documentId) {
    requireAdmin(ctx, 'delete');
    const deleted = await deleteTask(ctx.db, ctx.siteId, documentId);
    if (!deleted.length) throw badRequest(MESSAGES.documentNotFound);
    ctx.logRecord(`${taskSiteDocument(ctx.siteId)}-${documentId}`, TASK_MASTER_TYPE);
    return deleted.map(toTaskDocument);
  },
};
