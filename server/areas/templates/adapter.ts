import {
  API_MESSAGES,
  ERROR_CODES,
  JINJA_TEMPLATE_TYPE,
  MESSAGES,
  TEMPLATE_MESSAGES,
  ZTemplate,
  templateSiteDocument,
  type TPermissionFlag,
} from '../../../src/contract';
import { AppError, badRequest, notFound } from '../../errors';
import type { ActionContext } from '../action-types';
import type { DocumentAdapter, DocumentCondition } from '../document-adapters';
import {
  deleteTemplate,
  findTemplate,
  listTemplates,
  toTemplateDocument,
  upsertTemplate,
  type TemplateRecord,
} from './queries';
import { checkCompiles } from './render';

/** Templates are guarded by the admin module: view to read, update to save, delete. */
function requireAdmin(ctx: ActionContext, flag: TPermissionFlag) {
  if (!ctx.can('admin', flag)) {
    throw new AppError(
      ERROR_CODES.FORBIDDEN_PERMISSION,
      API_MESSAGES.documentTypeForbidden(JINJA_TEMPLATE_TYPE, flag),
      403,
    );
  }
}

const ownsSiteDocument = (siteDocument: string) =>
  siteDocument === JINJA_TEMPLATE_TYPE || siteDocument.endsWith(`-${JINJA_TEMPLATE_TYPE}`);

/** Does the row answer every condition of a list expression? */
function matches(row: TemplateRecord, conditions: DocumentCondition[]): boolean {
  const columns: Record<DocumentCondition['field'], string | null> = {
    site_document: templateSiteDocument(row.site_id),
    document_id: row.template_id,
    document_type: JINJA_TEMPLATE_TYPE,
    lookup_key_1: null,
    lookup_key_2: null,
    lookup_key_3: null,
  };
  return conditions.every((c) => {
    // Any site_document naming the templates (e.g. JINJA_TEMPLATE) lists this site's templates.
    if (c.field === 'site_document' && c.op === 'eq' && ownsSiteDocument(c.value)) return true;
    const value = columns[c.field];
    if (value === null) return false;
    return c.op === 'eq' ? value === c.value : value.startsWith(c.value);
  });
}

/** Check a record as sent (template_id defaults to document_id); throws the first failure. */
async function checkRecord(item: Record<string, unknown>) {
  const parsed = ZTemplate.safeParse({
    ...item,
    template_id: item.template_id ?? item.document_id,
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const field = issue.path.join('.');
    throw new AppError(
      ERROR_CODES.VALIDATION,
      field ? `${field}: ${issue.message}` : issue.message,
      400,
    );
  }
  await checkCompiles(parsed.data);
  return parsed.data;
}

/** document_type JINJA_TEMPLATE of the document store, kept in wms.jinja_templates. */
export const jinjaTemplateAdapter: DocumentAdapter = {
  type: JINJA_TEMPLATE_TYPE,
  ownsSiteDocument,
  async list(ctx, conditions) {
    requireAdmin(ctx, 'view');
    const found = await listTemplates(ctx.db, ctx.siteId);
    return found.filter((row) => matches(row, conditions)).map(toTemplateDocument);
  },
  async get(ctx, _siteDocument, documentId) {
    requireAdmin(ctx, 'view');
    const row = await findTemplate(ctx.db, ctx.siteId, documentId);
    if (!row) return undefined;
    ctx.logRecord(row.template_id, JINJA_TEMPLATE_TYPE);
    return toTemplateDocument(row);
  },
  async save(ctx, item, mode) {
    requireAdmin(ctx, 'update');
    const fields = await checkRecord(item);
    if (mode === 'update' && !(await findTemplate(ctx.db, ctx.siteId, fields.template_id)))
      throw notFound(TEMPLATE_MESSAGES.notFound(fields.template_id));
    const row = await upsertTemplate(ctx.db, ctx.siteId, fields, ctx.user.user_id);
    ctx.logRecord(row.template_id, JINJA_TEMPLATE_TYPE, row.description);
    return toTemplateDocument(row);
  },
  async remove(ctx, _siteDocument, documentId) {
    requireAdmin(ctx, 'delete');
    const deleted = await deleteTemplate(ctx.db, ctx.siteId, documentId);
    if (!deleted.length) throw badRequest(MESSAGES.documentNotFound);
    ctx.logRecord(documentId, JINJA_TEMPLATE_TYPE);
    return deleted.map(toTemplateDocument);
  },
};
