import { SCRIPT_MESSAGES } from '../../../src/contract';
import { inSite } from '../../db/rls';
import type { Db } from '../../db/types';
import { runScript } from '../../sandbox/run-script';
import { getScript } from './queries';

/**
 * The task master's `script` lambda: run a saved script of the site with the payload's data.
 * No user is calling, so the script sees its data and `log` only (no `call`). Answers a one
 * line summary; a failure (thrown, stopped for time or memory) throws it for the task's run.
 */
export async function runScriptTask(
  db: Db,
  siteId: string,
  name: string,
  data: Record<string, unknown>,
): Promise<string> {
  const script = await inSite(db, siteId, (tx) => getScript(tx, siteId, name));
  if (!script) throw new Error(SCRIPT_MESSAGES.notFound(name));
  if (!script.active) throw new Error(SCRIPT_MESSAGES.inactive(name));
  const run = await runScript(script.code_snippet, { ...data, site_id: siteId });
  if (!run.ok) throw new Error(`Script ${name} failed (${run.kind}): ${run.message}`);
  const result = JSON.stringify(run.result);
  return `Script ${name} ran in ${run.ms} ms, ${run.logs.length} log line(s): ${result.length > 200 ? `${result.slice(0, 200)}…` : result}`;
}
