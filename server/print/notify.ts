import { sql } from 'drizzle-orm';
import type { Db } from '../db/types';
import { PRINT_CHANNEL } from './print-wake';

/*
 * A job queued for the dispatcher (status queued, not claimed) notifies PRINT_CHANNEL; the
 * notification is delivered when its transaction commits (never for one rolled back), once
 * per transaction however many jobs it queued. Applied at every start, like the ledger locks.
 */
const STATEMENTS = [
  `CREATE OR REPLACE FUNCTION wms.print_jobs_notify() RETURNS trigger
     LANGUAGE plpgsql AS $$
   BEGIN
     PERFORM pg_notify('${PRINT_CHANNEL}', '');
     RETURN NULL;
   END $$`,
  `CREATE OR REPLACE TRIGGER print_jobs_notify AFTER INSERT OR UPDATE OF status, claimed_at
     ON wms.print_jobs FOR EACH ROW
     WHEN (NEW.status = 'queued' AND NEW.claimed_at IS NULL)
     EXECUTE FUNCTION wms.print_jobs_notify()`,
];

export async function applyPrintNotify(db: Db): Promise<void> {
  for (const statement of STATEMENTS) await db.execute(sql.raw(statement));
}
