import { z } from 'zod';
import {
  API_MESSAGES,
  DOCUMENT_CALLS,
  ERROR_CODES,
  HELP_DOCUMENT_TYPE,
  HELP_EDITOR_ROLES,
  HELP_SITE_DOCUMENT,
  KNOWLEDGE_DOCUMENT_TYPE,
  KNOWLEDGE_MESSAGES,
  KNOWLEDGE_SITE,
  MESSAGES,
  SCRIPT_TYPE,
  SITE_DOCUMENT_SCHEMAS,
  ZHelpItem,
  isAnsweredMessage,
  type TPermissionFlag,
  type TRole,
} from '../../../src/contract';
import { AppError, badRequest } from '../../errors';
import { defineAction, type ActionContext } from '../action-types';
import { documentAdapterFor } from '../document-adapters';
import { requireScriptsUnused } from '../../scripts-in-use';
import { DOCUMENT_TYPE_MODULES, RELATIONAL_DOCUMENT_TYPES, moduleOfType } from './document-types';
import { parseExpression, type Condition } from './expression';
import { deleteHelp, getHelp, listHelp, saveHelp } from './help';
import { isKnowledge, isKnowledgeKey, knowledgeItem } from './knowledge';
import {
  deleteDocument,
  getDocument,
  listDocuments,
  putDocument,
  toItem,
  type DocumentItem,
} from './queries';

const RELATIONAL_SUFFIX = /(^|-)(USER|USER_SITE|USER_SITE_WAREHOUSE|USER_PERMISSION)$/;

const isHelp = (d: { site_document?: string | undefined; document_type?: string | undefined }) =>
  d.document_type === HELP_DOCUMENT_TYPE || d.site_document === HELP_SITE_DOCUMENT;

function refuseRelational(d: {
  site_document?: string | undefined;
  document_type?: string | undefined;
}) {
  const type =
    d.document_type && RELATIONAL_DOCUMENT_TYPES.includes(d.document_type)
      ? d.document_type
      : undefined;
  const suffix = d.site_document ? RELATIONAL_SUFFIX.exec(d.site_document)?.[2] : undefined;
  if (type ?? suffix) throw badRequest(MESSAGES.unknownDocumentType((type ?? suffix)!));
}

/** The caller must hold `flag` on the module guarding the document type; unknown types are refused. */
function requireType(ctx: ActionContext, type: string, flag: TPermissionFlag) {
  const module = moduleOfType(type);
  if (!module) throw badRequest(MESSAGES.unknownDocumentType(type));
  if (!ctx.can(module, flag)) {
    throw new AppError(
      ERROR_CODES.FORBIDDEN_PERMISSION,
      API_MESSAGES.documentTypeForbidden(type, flag),
      403,
    );
  }
}

/** The document types the caller may update at the site. */
const updatableTypes = (ctx: ActionContext) =>
  Object.keys(DOCUMENT_TYPE_MODULES).filter((type) =>
    ctx.can(DOCUMENT_TYPE_MODULES[type]!, 'update'),
  );

function requireHelpEditor(ctx: ActionContext) {
  if (!HELP_EDITOR_ROLES.includes(ctx.user.role as TRole)) {
    throw new AppError(ERROR_CODES.FORBIDDEN_PERMISSION, MESSAGES.helpEditForbidden, 403);
  }
}

/** Knowledge articles: written by the help editor roles, at GLOBAL where they are kept. */
function requireKnowledgeEditor(ctx: ActionContext) {
  requireHelpEditor(ctx);
  if (ctx.siteId !== KNOWLEDGE_SITE) {
    throw new AppError(ERROR_CODES.FORBIDDEN_PERMISSION, KNOWLEDGE_MESSAGES.writeAtGlobal, 403);
  }
}

/** Write permission on a stored type: KNOWLEDGE for the help editors, others by their module. */
function requireWrite(ctx: ActionContext, type: string, flag: TPermissionFlag) {
  if (type === KNOWLEDGE_DOCUMENT_TYPE) requireKnowledgeEditor(ctx);
  else requireType(ctx, type, flag);
}

/** Every member reads the knowledge base (kept at GLOBAL); other types need view on their module. */
const canRead = (ctx: ActionContext, type: string) => {
  if (type === KNOWLEDGE_DOCUMENT_TYPE) return true;
  const module = moduleOfType(type);
  return module !== undefined && ctx.can(module, 'view');
};

/** The site a read looks at: GLOBAL for the knowledge base, else the request's site. */
const readSite = (ctx: ActionContext, keys: Parameters<typeof isKnowledgeKey>[0]) =>
  isKnowledgeKey(keys) ? KNOWLEDGE_SITE : ctx.siteId;

function parseHelpItem(item: DocumentItem) {
  const help_context = typeof item.help_context === 'string' ? item.help_context : item.document_id;
  const parsed = ZHelpItem.safeParse({
    ...item,
    help_context,
    document_id: item.document_id || help_context,
  });
  if (!parsed.success) {
    throw new AppError(
      ERROR_CODES.VALIDATION,
      MESSAGES.invalidData,
      400,
      z.prettifyError(parsed.error),
    );
  }
  return parsed.data;
}

/** A record of a type with a schema (e.g. SITE_PROJECT_ITEM): checked, its values normalised. */
function checkRecord(item: DocumentItem): DocumentItem {
  const schema = Object.hasOwn(SITE_DOCUMENT_SCHEMAS, item.document_type)
    ? SITE_DOCUMENT_SCHEMAS[item.document_type]
    : undefined;
  if (!schema) return item;
  const parsed = schema.safeParse(item);
  if (!parsed.success) {
    const own = parsed.error.issues.find((issue) => isAnsweredMessage(issue.message));
    throw new AppError(
      ERROR_CODES.VALIDATION,
      own?.message ?? MESSAGES.invalidData,
      400,
      z.prettifyError(parsed.error),
    );
  }
  return { ...item, ...parsed.data } as DocumentItem;
}

/** Save one item: HELP goes to the help table (help roles only, sanitised), others to the store. */
async function saveItem(ctx: ActionContext, item: DocumentItem) {
  if (isHelp(item)) {
    requireHelpEditor(ctx);
    const help = parseHelpItem(item);
    ctx.logRecord(help.help_context, HELP_DOCUMENT_TYPE);
    return saveHelp(ctx.db, help, ctx.user.user_id);
  }
  const adapter = documentAdapterFor(item);
  if (adapter) return adapter.save(ctx, item, 'add');
  refuseRelational(item);
  const knowledge = isKnowledgeKey(item);
  if (knowledge) requireKnowledgeEditor(ctx);
  else requireType(ctx, item.document_type, 'update');
  item = isKnowledge(item) ? knowledgeItem(item) : checkRecord(item);
  if (item.document_type === SCRIPT_TYPE && item.active === false && item.document_id)
    await requireScriptsUnused(ctx.db, ctx.siteId, [item.document_id]);
  // A put replaces a stored document: its own type must be one the caller may update too.
  const replaceable = knowledge ? [KNOWLEDGE_DOCUMENT_TYPE] : updatableTypes(ctx);
  const put = await putDocument(ctx.db, ctx.siteId, item, ctx.user.user_id, replaceable);
  if ('refused' in put) {
    requireWrite(ctx, put.refused?.document_type ?? item.document_type, 'update');
    // Still refused though its type is allowed: it changed meanwhile (send it again).
    throw new AppError(ERROR_CODES.CONFLICT, MESSAGES.documentChangedMeanwhile, 409);
  }
  const row = put.saved;
  ctx.logRecord(`${row.site_document}-${row.document_id}`, row.document_type);
  return toItem(row);
}

function oneOf<T>(...values: (T | undefined)[]): T[] {
  return values.filter((v): v is T => v !== undefined);
}

const EDITORS = HELP_EDITOR_ROLES.join(', ');
const STORED_TYPES = Object.keys(DOCUMENT_TYPE_MODULES)
  .map((t) => `${t} (${DOCUMENT_TYPE_MODULES[t]})`)
  .join(', ');
const TYPES_TEXT =
  `${STORED_TYPES}; HELP (read: any member; write: roles ${EDITORS}); ` +
  `KNOWLEDGE kept at GLOBAL (read: any member at any site; write: roles ${EDITORS} at GLOBAL)`;

/**
 * Service `document`, entity `dynamodb`: the generic document store of the documents. The
 * route checks membership; each handler checks the permission of the document type.
 */
export const documentActions = [
  defineAction({
    contract: DOCUMENT_CALLS.get,
    permission: {
      member: 'the handler checks the permission of the document type',
    },
    description: `One document by site_document and document_id (view permission of its type); results: [] when missing. Types: ${TYPES_TEXT}.`,
    async handler(ctx, data) {
      if (isHelp(data)) return getHelp(ctx.db, data.document_id);
      const adapter = documentAdapterFor(data);
      if (adapter) {
        const item = await adapter.get(ctx, data.site_document, data.document_id);
        return item ? [item] : [];
      }
      refuseRelational(data);
      const site = readSite(ctx, data);
      const row = await getDocument(ctx.db, site, data.site_document, data.document_id);
      if (!row) return [];
      if (!canRead(ctx, row.document_type)) requireType(ctx, row.document_type, 'view');
      ctx.logRecord(`${row.site_document}-${row.document_id}`, row.document_type);
      return [toItem(row)];
    },
  }),
  defineAction({
    contract: DOCUMENT_CALLS.add,
    permission: {
      member: 'the handler checks the permission of the document type',
    },
    description: `Add (or replace) one document (item or record) or several (items), update permission of each type. results: the saved documents. Types: ${TYPES_TEXT}.`,
    async handler(ctx, data) {
      const items = data.items ?? oneOf(data.item, data.record);
      const saved: Awaited<ReturnType<typeof saveItem>>[] = [];
      for (const item of items) saved.push(await saveItem(ctx, item));
      return saved;
    },
  }),
  defineAction({
    contract: DOCUMENT_CALLS.update,
    permission: {
      member: 'the handler checks the permission of the document type',
    },
    description:
      'Replace an existing document (record); update permission of its type. results[0]: the saved document.',
    async handler(ctx, data) {
      const record = (data.record ?? data.item)!;
      const adapter = isHelp(record) ? undefined : documentAdapterFor(record);
      if (adapter) return [await adapter.save(ctx, record, 'update')];
      if (!isHelp(record)) {
        refuseRelational(record);
        if (isKnowledgeKey(record)) requireKnowledgeEditor(ctx);
        const existing = record.document_id
          ? await getDocument(ctx.db, ctx.siteId, record.site_document, record.document_id)
          : undefined;
        if (!existing) throw badRequest(MESSAGES.documentNotFound);
        requireWrite(ctx, existing.document_type, 'update');
      }
      return [await saveItem(ctx, record)];
    },
  }),
  defineAction({
    contract: DOCUMENT_CALLS.delete,
    permission: {
      member: 'the handler checks the permission of the document type',
    },
    description:
      'Delete one document by site_document and document_id (delete permission of its type). results: the deleted document.',
    async handler(ctx, data) {
      if (isHelp(data)) {
        requireHelpEditor(ctx);
        const deleted = await deleteHelp(ctx.db, data.document_id);
        if (!deleted.length) throw badRequest(MESSAGES.documentNotFound);
        return deleted;
      }
      const adapter = documentAdapterFor(data);
      if (adapter) return adapter.remove(ctx, data.site_document, data.document_id);
      refuseRelational(data);
      if (isKnowledgeKey(data)) requireKnowledgeEditor(ctx);
      const existing = await getDocument(ctx.db, ctx.siteId, data.site_document, data.document_id);
      if (!existing) throw badRequest(MESSAGES.documentNotFound);
      requireWrite(ctx, existing.document_type, 'delete');
      if (existing.document_type === SCRIPT_TYPE)
        await requireScriptsUnused(ctx.db, ctx.siteId, [existing.document_id]);
      ctx.logRecord(`${existing.site_document}-${existing.document_id}`, existing.document_type);
      return (await deleteDocument(ctx.db, ctx.siteId, data.site_document, data.document_id)).map(
        toItem,
      );
    },
  }),
  defineAction({
    contract: DOCUMENT_CALLS.list,
    permission: {
      member: 'the handler checks the permission of the document type',
    },
    description:
      'List documents of the request site (up to 1000). expression: `field = :v` and `begins_with(field, :v)` ' +
      'joined by AND, fields site_document, document_id, document_type, lookup_key_1..3, values {":v": "..."}; ' +
      'site_document is a shorthand equality; index is accepted and ignored. Documents whose type the caller ' +
      'may not view are left out (with a warning). document_type PRINT (or, with no type, lookup_key_1 ' +
      'PRINT-...) is the print history: lookup_key_1 = PRINT-{entity}-{entity_key} (or begins_with) lists ' +
      'the print jobs of that record (the label type and the record’s key, wms_reference), newest first, ' +
      'warehouse module view; they are read-only.',
    async handler(ctx, data) {
      const conditions: Condition[] = parseExpression(data.expression ?? '', data.values);
      if (data.site_document)
        conditions.push({ field: 'site_document', op: 'eq', value: data.site_document });
      const equal = (field: string) =>
        conditions.filter((c) => c.op === 'eq' && c.field === field).map((c) => c.value);
      const [siteDocument] = equal('site_document');
      const [documentType] = equal('document_type');
      if (isHelp({ site_document: siteDocument, document_type: documentType }))
        return listHelp(ctx.db);
      const [lookupKey] = conditions.filter((c) => c.field === 'lookup_key_1').map((c) => c.value);
      const adapter = documentAdapterFor({
        site_document: siteDocument,
        document_type: documentType,
        lookup_key_1: lookupKey,
      });
      if (adapter) return adapter.list(ctx, conditions);
      refuseRelational({ site_document: siteDocument, document_type: documentType });
      if (documentType && !canRead(ctx, documentType)) requireType(ctx, documentType, 'view');
      const keys = { site_document: siteDocument, document_type: documentType };
      // The knowledge base is listed from GLOBAL, its articles only.
      if (isKnowledgeKey(keys) && documentType !== KNOWLEDGE_DOCUMENT_TYPE)
        conditions.push({ field: 'document_type', op: 'eq', value: KNOWLEDGE_DOCUMENT_TYPE });
      const rows = await listDocuments(ctx.db, readSite(ctx, keys), conditions);
      const visible = rows.filter((r) => canRead(ctx, r.document_type));
      if (visible.length < rows.length)
        ctx.warn(API_MESSAGES.documentsHidden(rows.length - visible.length));
      return visible.map(toItem);
    },
  }),
];
