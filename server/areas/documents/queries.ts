import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { TDocumentItem } from '../../../src/contract';
import { documents } from '../../db/schema';
import type { Db } from '../../db/types';
import type { Condition } from './expression';

/** A document as the client sends it: its keys plus any other fields (kept in `data`). */
export type DocumentItem = TDocumentItem;

type DocumentRow = typeof documents.$inferSelect;

/** The stored item, with its key columns authoritative over the copy in `data`. */
export function toItem(row: DocumentRow) {
  return {
    ...row.data,
    site_id: row.site_id,
    site_document: row.site_document,
    document_id: row.document_id,
    document_type: row.document_type,
    lookup_key_1: row.lookup_key_1,
    lookup_key_2: row.lookup_key_2,
    lookup_key_3: row.lookup_key_3,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export async function getDocument(
  db: Db,
  siteId: string,
  siteDocument: string,
  documentId: string,
) {
  const [row] = await db
    .select()
    .from(documents)
    .where(
      and(
        eq(documents.site_id, siteId),
        eq(documents.site_document, siteDocument),
        eq(documents.document_id, documentId),
      ),
    );
  return row;
}

/**
 * Insert or replace a document (a put, as in the original store). A stored document is
 * replaced only when its own type is one of `replaceable` (the types the caller may update),
 * checked in the same statement; otherwise nothing is written and the stored row is answered
 * as `refused`.
 */
export async function putDocument(
  db: Db,
  siteId: string,
  item: DocumentItem,
  userId: string,
  replaceable: readonly string[],
): Promise<{ saved: DocumentRow } | { refused: DocumentRow | undefined }> {
  const documentId = item.document_id?.trim() || randomUUID();
  const data: Record<string, unknown> = { ...item, document_id: documentId };
  delete data.site_id;
  const values = {
    document_type: item.document_type,
    data,
    lookup_key_1: item.lookup_key_1 ?? null,
    lookup_key_2: item.lookup_key_2 ?? null,
    lookup_key_3: item.lookup_key_3 ?? null,
    updated_by: userId,
    updated_at: sql`now()`,
  };
  const [row] = await db
    .insert(documents)
    .values({
      site_id: siteId,
      site_document: item.site_document,
      document_id: documentId,
      created_by: userId,
      ...values,
    })
    .onConflictDoUpdate({
      target: [documents.site_id, documents.site_document, documents.document_id],
      set: values,
      setWhere: replaceable.length
        ? inArray(documents.document_type, [...replaceable])
        : sql`false`,
    })
    .returning();
  if (row) return { saved: row };
  // (Undefined only when another transaction deleted it meanwhile.)
  return { refused: await getDocument(db, siteId, item.site_document, documentId) };
}

export async function deleteDocument(
  db: Db,
  siteId: string,
  siteDocument: string,
  documentId: string,
) {
  return db
    .delete(documents)
    .where(
      and(
        eq(documents.site_id, siteId),
        eq(documents.site_document, siteDocument),
        eq(documents.document_id, documentId),
      ),
    )
    .returning();
}

export const LIST_LIMIT = 1000;

export async function listDocuments(db: Db, siteId: string, conditions: Condition[]) {
  const where: SQL[] = [eq(documents.site_id, siteId)];
  for (const c of conditions) {
    const column = documents[c.field];
    where.push(c.op === 'eq' ? eq(column, c.value) : sql`starts_with(${column}, ${c.value})`);
  }
  return db
    .select()
    .from(documents)
    .where(and(...where))
    .orderBy(asc(documents.site_document), asc(documents.document_id))
    .limit(LIST_LIMIT);
}
