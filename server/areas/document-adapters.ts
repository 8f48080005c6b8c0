import type { z } from 'zod';
import {
  API_MESSAGES,
  ERROR_CODES,
  MESSAGES,
  type TDocumentItem,
  type TPermissionFlag,
  type ZStoredDocument,
} from '../../src/contract';
import { AppError, badRequest, notFound } from '../errors';
import type { ActionContext, HandlerResult } from './action-types';

/** Columns a document-store list expression may name. */
export const EXPRESSION_FIELDS = [
  'site_document',
  'document_id',
  'document_type',
  'lookup_key_1',
  'lookup_key_2',
  'lookup_key_3',
] as const;
export type ExpressionField = (typeof EXPRESSION_FIELDS)[number];

/** One clause of a list expression: `field = :v` or `begins_with(field, :v)`. */
export type DocumentCondition = {
  field: ExpressionField;
  op: 'eq' | 'begins_with';
  value: string;
};

/**
 * A document type the generic store (service `document`, entity `dynamodb`) answers from an
 * area's own tables instead of its JSON documents: users, their sites and permissions, the
 * task master. The store hands such a call over whole; the adapter checks the caller's
 * permission itself (the store only checked membership of the site) and answers items in the
 * store's shape (site_document, document_id, document_type and the record's fields).
 */
/**
 * A record as the store answers it: site_id, site_document, document_id, document_type,
 * lookup keys (null when none), created_at / updated_at, then the record's own fields.
 */
export type AdaptedDocument = z.input<typeof ZStoredDocument>;

export type DocumentAdapter = {
  /** The document_type it answers. */
  type: string;
  /** Whether a site_document names records of this type (e.g. `u1-USER_SITE`). */
  ownsSiteDocument(siteDocument: string): boolean;
  /**
   * Whether a list naming neither a type nor a site_document, by this lookup_key_1 value
   * (equal or begins_with), is of this type (e.g. the print history's `PRINT-...`).
   */
  ownsLookupKey?(lookupKey1: string): boolean;
  list(ctx: ActionContext, conditions: DocumentCondition[]): Promise<AdaptedDocument[]>;
  /** Undefined when there is none. */
  get(
    ctx: ActionContext,
    siteDocument: string,
    documentId: string,
  ): Promise<AdaptedDocument | undefined>;
  /** `add` creates or replaces; `update` must find the record (404 otherwise). */
  save(ctx: ActionContext, item: TDocumentItem, mode: 'add' | 'update'): Promise<AdaptedDocument>;
  /** The deleted records; a missing record is refused (the store's "not found"). */
  remove(
    ctx: ActionContext,
    siteDocument: string,
    documentId: string,
  ): Promise<HandlerResult<AdaptedDocument>>;
};

const adapters: DocumentAdapter[] = [];

/** Called once by the registry with every area's adapters. */
export function registerDocumentAdapters(list: readonly DocumentAdapter[]): void {
  for (const adapter of list) {
    if (!adapters.some((a) => a.type === adapter.type)) adapters.push(adapter);
  }
}

/**
 * The adapter for a call naming this type or site_document, if an area registered one; a
 * list naming neither goes by its lookup_key_1.
 */
export function documentAdapterFor(key: {
  site_document?: string | undefined;
  document_type?: string | undefined;
  lookup_key_1?: string | null | undefined;
}): DocumentAdapter | undefined {
  if (key.document_type) {
    const byType = adapters.find((a) => a.type === key.document_type);
    if (byType) return byType;
  }
  const siteDocument = key.site_document;
  if (siteDocument) return adapters.find((a) => a.ownsSiteDocument(siteDocument));
  const lookupKey = key.document_type ? undefined : key.lookup_key_1;
  return lookupKey ? adapters.find((a) => a.ownsLookupKey?.(lookupKey)) : undefined;
}

/** The types answered by adapters, for the store's description. */
export const adaptedDocumentTypes = () => adapters.map((a) => a.type);

/**
 * How an area keeps one document type in its own table, guarded by the admin module (view to
 * read, update to save, delete): its rows, their keys and the checks of a record as sent.
 */
export type AdminTableSpec<Row, Fields> = {
  type: string;
  /** The site_document the rows answer under (e.g. `SXD-TASK_MASTER`). */
  siteDocument(siteId: string): string;
  idOf(row: Row): string;
  siteOf(row: Row): string;
  list(ctx: ActionContext): Promise<Row[]>;
  find(ctx: ActionContext, id: string): Promise<Row | null | undefined>;
  /** The fields to save, or throws the first failure. */
  check(ctx: ActionContext, item: TDocumentItem): Promise<Fields>;
  idOfFields(fields: Fields): string;
  upsert(ctx: ActionContext, fields: Fields): Promise<Row>;
  delete(ctx: ActionContext, id: string): Promise<Row[]>;
  toDocument(row: Row): AdaptedDocument;
  /** The refusal of an update whose record does not exist. */
  notFoundMessage(id: string): string;
  /** The key the activity log records a read, save or delete under. */
  logKey(ctx: ActionContext, id: string): string;
  /** The description logged with a save, if any. */
  logDescription?(row: Row): string;
};

/** A document adapter answering a type from an area's table with the admin module's flags. */
export function adminTableAdapter<Row, Fields>(spec: AdminTableSpec<Row, Fields>): DocumentAdapter {
  const { type } = spec;
  const requireAdmin = (ctx: ActionContext, flag: TPermissionFlag) => {
    if (!ctx.can('admin', flag)) {
      throw new AppError(
        ERROR_CODES.FORBIDDEN_PERMISSION,
        API_MESSAGES.documentTypeForbidden(type, flag),
        403,
      );
    }
  };
  const ownsSiteDocument = (siteDocument: string) =>
    siteDocument === type || siteDocument.endsWith(`-${type}`);
  /** Does the row answer every condition of a list expression? */
  const matches = (row: Row, conditions: DocumentCondition[]) => {
    const columns: Record<DocumentCondition['field'], string | null> = {
      site_document: spec.siteDocument(spec.siteOf(row)),
      document_id: spec.idOf(row),
      document_type: type,
      lookup_key_1: null,
      lookup_key_2: null,
      lookup_key_3: null,
    };
    return conditions.every((c) => {
      // Any site_document naming the type (e.g. TASK_MASTER) lists this site's rows.
      if (c.field === 'site_document' && c.op === 'eq' && ownsSiteDocument(c.value)) return true;
      const value = columns[c.field];
      if (value === null) return false;
      return c.op === 'eq' ? value === c.value : value.startsWith(c.value);
    });
  };
  return {
    type,
    ownsSiteDocument,
    async list(ctx, conditions) {
      requireAdmin(ctx, 'view');
      const found = await spec.list(ctx);
      return found.filter((row) => matches(row, conditions)).map(spec.toDocument);
    },
    async get(ctx, _siteDocument, documentId) {
      requireAdmin(ctx, 'view');
      const row = await spec.find(ctx, documentId);
      if (!row) return undefined;
      ctx.logRecord(spec.logKey(ctx, spec.idOf(row)), type);
      return spec.toDocument(row);
    },
    async save(ctx, item, mode) {
      requireAdmin(ctx, 'update');
      const fields = await spec.check(ctx, item);
      const id = spec.idOfFields(fields);
      if (mode === 'update' && !(await spec.find(ctx, id)))
        throw notFound(spec.notFoundMessage(id));
      const row = await spec.upsert(ctx, fields);
      ctx.logRecord(spec.logKey(ctx, spec.idOf(row)), type, spec.logDescription?.(row));
      return spec.toDocument(row);
    },
    async remove(ctx, _siteDocument, documentId) {
      requireAdmin(ctx, 'delete');
      const deleted = await spec.delete(ctx, documentId);
      if (!deleted.length) throw badRequest(MESSAGES.documentNotFound);
      ctx.logRecord(spec.logKey(ctx, documentId), type);
      return deleted.map(spec.toDocument);
    },
  };
}

/** A record as sent checked against its schema; a failure throws its first issue's message. */
export function parseDocument<T>(
  schema: z.ZodType<T>,
  input: Record<string, unknown>,
  withField: (message: string) => boolean = () => true,
): T {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const field = issue.path.join('.');
  throw new AppError(
    ERROR_CODES.VALIDATION,
    field && withField(issue.message) ? `${field}: ${issue.message}` : issue.message,
    400,
  );
}
