import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  ENTITY_LAMBDA_SCRIPT_TYPE,
  ENTITY_SCRIPT_TYPE,
  ENTITY_SCRIPT_V1_STAGE,
  SCRIPT_TYPE,
  entityActionKey,
  scriptSiteDocument,
  type TScriptItem,
  type TScriptRow,
  type TScriptStage,
} from '../../../src/contract';
import { documents } from '../../db/schema';
import type { Db } from '../../db/types';
import type { StoredEntityScript } from '../action-types';

/*
 * Scripts and entity scripts live in the document store's table (wms.documents), so the store
 * (service document, entity dynamodb) and the script calls read the same records. Every query
 * names the site: row-level security holds it too.
 */

type DocumentRow = typeof documents.$inferSelect;

const str = (v: unknown, fallback = '') => (typeof v === 'string' ? v : fallback);

export function toScriptRow(row: DocumentRow): TScriptRow {
  const d = row.data;
  return {
    script: str(d.script, row.document_id),
    description: str(d.description),
    email_address: str(d.email_address),
    code_snippet: str(d.code_snippet),
    active: d.active !== false,
    site_document: row.site_document,
    document_id: row.document_id,
    document_type: SCRIPT_TYPE,
    updated_at: row.updated_at.toISOString(),
  };
}

export async function listScripts(db: Db, siteId: string): Promise<TScriptRow[]> {
  const found = await db
    .select()
    .from(documents)
    .where(and(eq(documents.site_id, siteId), eq(documents.document_type, SCRIPT_TYPE)))
    .orderBy(asc(documents.document_id));
  return found.map(toScriptRow);
}

export async function getScript(
  db: Db,
  siteId: string,
  script: string,
): Promise<TScriptRow | undefined> {
  const [row] = await db
    .select()
    .from(documents)
    .where(
      and(
        eq(documents.site_id, siteId),
        eq(documents.document_type, SCRIPT_TYPE),
        eq(documents.document_id, script),
      ),
    )
    .limit(1);
  return row ? toScriptRow(row) : undefined;
}

/** Insert or replace one script under `{site}-SCRIPT`. */
export async function saveScript(
  db: Db,
  siteId: string,
  item: TScriptItem,
  userId: string,
): Promise<TScriptRow> {
  const siteDocument = scriptSiteDocument(siteId, SCRIPT_TYPE);
  const data = {
    ...item,
    site_document: siteDocument,
    document_id: item.script,
    document_type: SCRIPT_TYPE,
  };
  const [row] = await db
    .insert(documents)
    .values({
      site_id: siteId,
      site_document: siteDocument,
      document_id: item.script,
      document_type: SCRIPT_TYPE,
      data,
      created_by: userId,
      updated_by: userId,
    })
    .onConflictDoUpdate({
      target: [documents.site_id, documents.site_document, documents.document_id],
      set: { data, document_type: SCRIPT_TYPE, updated_by: userId, updated_at: sql`now()` },
    })
    .returning();
  return toScriptRow(row!);
}

export async function deleteScripts(
  db: Db,
  siteId: string,
  scripts: readonly string[],
): Promise<TScriptRow[]> {
  const deleted = await db
    .delete(documents)
    .where(
      and(
        eq(documents.site_id, siteId),
        eq(documents.document_type, SCRIPT_TYPE),
        inArray(documents.document_id, [...scripts]),
      ),
    )
    .returning();
  return deleted.map(toScriptRow);
}

/** One script an entity action runs: which script, at which stage, from which record. */
export type EntityScriptHook = { script: string; stage: TScriptStage; document_id: string };

/**
 * The entity scripts (v1 and active v2) of the site for entity/action, in document order.
 * Found through lookup_key_1 = entity-action (documents_lk1_idx).
 */
export async function entityScriptsFor(
  db: Db,
  siteId: string,
  entity: string,
  action: string,
): Promise<EntityScriptHook[]> {
  const found = await db
    .select({
      document_type: documents.document_type,
      document_id: documents.document_id,
      data: documents.data,
    })
    .from(documents)
    .where(
      and(
        eq(documents.site_id, siteId),
        eq(documents.lookup_key_1, entityActionKey(entity, action)),
        inArray(documents.document_type, [ENTITY_SCRIPT_TYPE, ENTITY_LAMBDA_SCRIPT_TYPE]),
      ),
    )
    .orderBy(asc(documents.document_id));
  return entityScriptHooks(found, entity, action);
}

/** The hooks of stored entity script records (ordered by document_id) for an entity and action. */
export function entityScriptHooks(
  found: readonly StoredEntityScript[],
  entity: string,
  action: string,
): EntityScriptHook[] {
  const hooks: EntityScriptHook[] = [];
  for (const row of found) {
    const d = row.data;
    // The record must still name this entity and action (lookup key and fields agree).
    if (d.entity !== entity || d.action !== action) continue;
    if (row.document_type === ENTITY_SCRIPT_TYPE) {
      const script = str(d.script);
      if (script)
        hooks.push({ script, stage: ENTITY_SCRIPT_V1_STAGE, document_id: row.document_id });
    } else {
      const script = str(d.lambda);
      const stage = d.stage === 'before' || d.stage === 'after' ? d.stage : undefined;
      if (script && stage && d.active !== false)
        hooks.push({ script, stage, document_id: row.document_id });
    }
  }
  return hooks;
}
