import { sql } from 'drizzle-orm';
import { APP_ROLE } from './rls';
import type { Db } from './types';

/**
 * The stock ledger is append-only. Two locks, so neither a handler bug nor a hand-typed SQL
 * statement can rewrite history:
 * - privileges: the app role may insert movements and update only their ERP fields (the
 *   process queue's resolve and retry), never delete them;
 * - a trigger for every role (the owner included): an update that touches a ledger column,
 *   or any delete, is refused with "Stock movements are immutable".
 * Idempotent; run after the grants of applySiteRls, which would otherwise hand them back.
 */
const ERP_COLUMNS = ['erp_id', 'erp_action', 'wms_status'];

const STATEMENTS = [
  `REVOKE UPDATE, DELETE, TRUNCATE ON wms.movements FROM ${APP_ROLE}`,
  `GRANT UPDATE (${ERP_COLUMNS.join(', ')}) ON wms.movements TO ${APP_ROLE}`,
  `
CREATE OR REPLACE FUNCTION wms.movements_immutable() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'Stock movements are immutable' USING ERRCODE = 'check_violation';
  END IF;
  IF (to_jsonb(NEW) - ARRAY[${ERP_COLUMNS.map((c) => `'${c}'`).join(', ')}])
     IS DISTINCT FROM (to_jsonb(OLD) - ARRAY[${ERP_COLUMNS.map((c) => `'${c}'`).join(', ')}]) THEN
    RAISE EXCEPTION 'Stock movements are immutable' USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$`,
  `DROP TRIGGER IF EXISTS movements_immutable ON wms.movements`,
  `CREATE TRIGGER movements_immutable BEFORE UPDATE OR DELETE ON wms.movements
   FOR EACH ROW EXECUTE FUNCTION wms.movements_immutable()`,
];

export async function applyLedgerLocks(db: Db): Promise<void> {
  for (const statement of STATEMENTS) await db.execute(sql.raw(statement));
}
