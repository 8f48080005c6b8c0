import { and, eq, or, sql } from 'drizzle-orm';
import {
  ENTITY_LAMBDA_SCRIPT_TYPE,
  ENTITY_SCRIPT_TYPE,
  ENTITY_SCRIPT_V1_STAGE,
  SCRIPT_MESSAGES,
  entityScriptLabel,
} from '../src/contract';
import { documents } from './db/schema';
import type { Db } from './db/types';
import { conflict } from './errors';

const str = (v: unknown) => (typeof v === 'string' ? v : '');

/**
 * The active entity scripts of the site that run `script`: every v1 entity script naming it,
 * and the v2 ones naming it as their lambda unless deactivated. Labelled entity/action stage.
 */
export async function hooksRunning(db: Db, siteId: string, script: string): Promise<string[]> {
  const found = await db
    .select({ document_type: documents.document_type, data: documents.data })
    .from(documents)
    .where(
      and(
        eq(documents.site_id, siteId),
        or(
          and(
            eq(documents.document_type, ENTITY_SCRIPT_TYPE),
            sql`${documents.data}->>'script' = ${script}`,
          ),
          and(
            eq(documents.document_type, ENTITY_LAMBDA_SCRIPT_TYPE),
            sql`${documents.data}->>'lambda' = ${script}`,
          ),
        ),
      ),
    );
  return found
    .filter((r) => r.document_type === ENTITY_SCRIPT_TYPE || r.data.active !== false)
    .map((r) => {
      const stage =
        r.document_type === ENTITY_SCRIPT_TYPE ? ENTITY_SCRIPT_V1_STAGE : str(r.data.stage);
      return entityScriptLabel(str(r.data.entity), str(r.data.action), stage);
    })
    .sort();
}

/**
 * Refuse (409, naming the entity scripts) to delete or deactivate a script that an active
 * entity script runs: the action it hooks would fail on every call.
 */
export async function requireScriptsUnused(
  db: Db,
  siteId: string,
  scripts: readonly string[],
): Promise<void> {
  for (const script of new Set(scripts)) {
    const hooks = await hooksRunning(db, siteId, script);
    if (hooks.length) throw conflict(SCRIPT_MESSAGES.inUse(script, hooks));
  }
}
