import { applyLedgerLocks } from './ledger';
import { applySiteRls, checkOwnerBypassesRls } from './rls';
import { applyQueryRoles } from '../sql/query-roles';
import { sealStoredCredentials } from '../secrets/seal-stored';
import { applyPrintNotify } from '../print/notify';
import type { DbHandle } from './types';

/**
 * Apply the committed migrations, then row-level security on every tenant table, then the
 * stock ledger's append-only locks and the print queue's notification; then credentials
 * stored before they were bound to an origin are sealed for their address
 * (server/secrets/seal-stored.ts). Several processes starting at once run this under the
 * start-up lock (server/db/startup-lock.ts).
 */
export async function prepareDatabase(handle: DbHandle): Promise<void> {
  const problem = await checkOwnerBypassesRls(handle.db);
  if (problem) throw new Error(problem);
  await handle.migrate();
  await applySiteRls(handle.db);
  await applyLedgerLocks(handle.db);
  await applyQueryRoles(handle.db);
  await applyPrintNotify(handle.db);
  await sealStoredCredentials(handle.db);
}
