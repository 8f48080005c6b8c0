import {
  SCRIPT_CALLS,
  SCRIPT_MESSAGES,
  SCRIPT_TYPE,
  scriptMatches,
  scriptSiteDocument,
  type TScriptRun,
} from '../../../src/contract';
import { runScript, scriptLimitError, type TScriptResult } from '../../sandbox/run-script';
import { notFound } from '../../errors';
import { defineAction } from '../action-types';
import { runSavedScript, scriptHost } from './hook';
import { requireScriptsUnused } from '../../scripts-in-use';
import { deleteScripts, getScript, listScripts, saveScript } from './queries';

const toRun = (r: TScriptResult): TScriptRun => ({
  ok: r.ok,
  result: r.ok ? r.result : null,
  kind: r.ok ? '' : r.kind,
  message: r.ok ? '' : r.message,
  logs: r.logs,
  ms: r.ms,
});

/** Service `script`, entity `script` (document 3 §7 "Scripts"). */
export const scriptActions = [
  defineAction({
    contract: SCRIPT_CALLS.list,
    permission: { module: 'script', flag: 'view' },
    description:
      "The site's scripts by name; include_inactive (true) lists inactive ones too; a search_term of 2 characters or more matches script or description.",
    async handler(ctx, data) {
      const rows = await listScripts(ctx.db, ctx.siteId);
      return rows
        .filter((r) => data.include_inactive === true || r.active)
        .filter((r) => scriptMatches(r, data.search_term ?? ''));
    },
  }),
  defineAction({
    contract: SCRIPT_CALLS.get,
    permission: { module: 'script', flag: 'view' },
    description: 'One script of the site by name, with its code.',
    async handler(ctx, data) {
      const row = await getScript(ctx.db, ctx.siteId, data.script);
      if (!row) throw notFound(SCRIPT_MESSAGES.notFound(data.script));
      ctx.logRecord(`${scriptSiteDocument(ctx.siteId, SCRIPT_TYPE)}-${row.script}`, SCRIPT_TYPE);
      return [row];
    },
  }),
  defineAction({
    contract: SCRIPT_CALLS.check,
    permission: { module: 'script', flag: 'update' },
    description:
      'Add or replace scripts (script, or items): script, description, email_address, code_snippet, active. Deactivating a script an active entity script runs is refused (409 naming them). results: the saved scripts.',
    async handler(ctx, data) {
      const items = data.items ?? (data.script ? [data.script] : []);
      const deactivated = items.filter((i) => !i.active).map((i) => i.script);
      await requireScriptsUnused(ctx.db, ctx.siteId, deactivated);
      const saved = [];
      for (const item of items)
        saved.push(await saveScript(ctx.db, ctx.siteId, item, ctx.user.user_id));
      if (saved.length === 1)
        ctx.logRecord(
          `${scriptSiteDocument(ctx.siteId, SCRIPT_TYPE)}-${saved[0]!.script}`,
          SCRIPT_TYPE,
        );
      return saved;
    },
  }),
  defineAction({
    contract: SCRIPT_CALLS.delete,
    permission: { module: 'script', flag: 'delete' },
    description:
      'Delete scripts (items: [{ script }]); a missing one, or one an active entity script runs (409 naming them), is refused and nothing is deleted.',
    async handler(ctx, data) {
      const names = [...new Set(data.items.map((i) => i.script))];
      await requireScriptsUnused(ctx.db, ctx.siteId, names);
      const deleted = await deleteScripts(ctx.db, ctx.siteId, names);
      const missing = names.find((n) => !deleted.some((d) => d.script === n));
      if (missing) throw notFound(SCRIPT_MESSAGES.notFound(missing));
      return deleted;
    },
  }),
  defineAction({
    contract: SCRIPT_CALLS.run,
    // Running code not yet saved is writing a script; running a saved one is using it.
    permission: (data) => ({
      module: 'script',
      flag: data.code_snippet !== undefined ? 'update' : 'view',
    }),
    description:
      'Run a saved script (script) or code (code_snippet) in the sandbox with data; it may call actions as the caller at this site. results[0]: ok, result, kind and message of a failure (error, output), logs, ms. A script stopped by its time or memory limit is refused (400 naming the limit; 429 when the sandbox was too busy to start it in time). A failure is logged with the call.',
    async handler(ctx, data) {
      const input = data.data ?? {};
      const run =
        data.code_snippet !== undefined
          ? await runScript(data.code_snippet, input, scriptHost(ctx))
          : await runSavedScript(ctx, data.script!, input);
      ctx.logRecord(
        `${scriptSiteDocument(ctx.siteId, SCRIPT_TYPE)}-${data.script ?? 'code'}`,
        SCRIPT_TYPE,
        run.ok ? `ran in ${run.ms} ms` : `${run.kind}: ${run.message}`,
      );
      const refused = scriptLimitError(run);
      if (refused) throw refused;
      return [toRun(run)];
    },
  }),
];
