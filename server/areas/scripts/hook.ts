import {
  ERROR_CODES,
  SCRIPT_MESSAGES,
  can,
  entityActionKey,
  type TModule,
  type TPermissionFlag,
} from '../../../src/contract';
import { runScript, type TScriptHost, type TScriptResult } from '../../sandbox/run-script';
import { AppError } from '../../errors';
import { Outside, type ActionContext, type AnyAction, type Permission } from '../action-types';
import { settleInline } from '../../outside-call';
import { entityScriptHooks, entityScriptsFor, getScript } from './queries';

/*
 * Entity scripts run around the product's actions: the registry's actions are wrapped once
 * (withEntityScripts), and each call looks up the site's entity scripts for its entity and
 * action (one indexed query). Stage before runs ahead of the handler in the call's transaction:
 * a failure refuses the call with the script's message and, the transaction rolling back,
 * nothing is written. Stage after runs once the handler answered: a failure is a warning.
 *
 * A script may call actions back (`call(entity, action, data)`) as the calling user at the
 * calling site, in the same transaction, with the same permission and input checks as the
 * envelope. Scripts never trigger scripts, and never reach the scripts or the document store.
 */

/** Entities whose calls run no entity scripts and which a script may not call (a URL runs
 * another action, which runs its own). */
const SCRIPT_FREE_ENTITIES = new Set(['script', 'dynamodb', 'url']);

let registered: readonly AnyAction[] = [];
/** Contexts made for a script's own calls: their actions run no entity scripts. */
const fromScript = new WeakSet<ActionContext>();

function holds(
  permission: Permission,
  ctx: ActionContext,
): { module: TModule; flag: TPermissionFlag } | null {
  if ('member' in permission) return null;
  const options = 'anyOf' in permission ? permission.anyOf : [permission];
  if (options.some((p) => can(ctx.site.permissions, p.module, p.flag))) return null;
  return options[0] ?? null;
}

/** The JSON of a value (what crosses into the sandbox). */
const asJson = (value: unknown): unknown => JSON.parse(JSON.stringify(value ?? null)) as unknown;

/** What a script run for `ctx` may reach: actions of the product, as the caller, at the site. */
export function scriptHost(ctx: ActionContext): TScriptHost {
  return {
    async call(entity, action, data) {
      if (SCRIPT_FREE_ENTITIES.has(entity))
        throw new Error(SCRIPT_MESSAGES.callRefused(entity, action));
      const found = actionsNamed(entity, action);
      if (found.length === 0) throw new Error(SCRIPT_MESSAGES.callUnknown(entity, action));
      if (found.length > 1) throw new Error(SCRIPT_MESSAGES.callAmbiguous(entity, action));
      const def = found[0]!;
      if (typeof def.permission !== 'function') {
        const missing = holds(def.permission, ctx);
        if (missing)
          throw new Error(`You do not have ${missing.flag} permission for ${missing.module}`);
      }
      const parsed = def.input.safeParse(data ?? {});
      if (!parsed.success) {
        throw new Error(parsed.error.issues[0]?.message ?? 'The request data is not valid');
      }
      if (typeof def.permission === 'function') {
        const missing = holds(def.permission(parsed.data), ctx);
        if (missing)
          throw new Error(`You do not have ${missing.flag} permission for ${missing.module}`);
      }
      const inner: ActionContext = { ...ctx };
      fromScript.add(inner);
      // A script waits for the action's answer: an outside step runs within its transaction.
      return asJson(await settleInline(inner, await def.handler(inner, parsed.data)));
    },
  };
}

/** The registered actions (with their entity scripts) named entity/action, in any service. */
export const actionsNamed = (entity: string, action: string): AnyAction[] =>
  registered.filter((a) => a.entity === entity && a.action === action);

/** Run a saved script of the site with `data`; a missing or inactive script is a failure. */
export async function runSavedScript(
  ctx: ActionContext,
  name: string,
  data: unknown,
): Promise<TScriptResult> {
  const script = await getScript(ctx.db, ctx.siteId, name);
  if (!script || !script.active) {
    const message = script ? SCRIPT_MESSAGES.inactive(name) : SCRIPT_MESSAGES.notFound(name);
    return { ok: false, kind: 'error', message, logs: [], ms: 0 };
  }
  return runScript(script.code_snippet, data, scriptHost(ctx));
}

function hooked(def: AnyAction): AnyAction['handler'] {
  return async (ctx, data) => {
    if (fromScript.has(ctx)) return def.handler(ctx, data);
    // Read with the caller by the envelope when it names this action, else looked up here.
    const read = ctx.entityScripts;
    const hooks =
      read && read.key === entityActionKey(def.entity, def.action)
        ? entityScriptHooks(read.rows, def.entity, def.action)
        : await entityScriptsFor(ctx.db, ctx.siteId, def.entity, def.action);
    if (hooks.length === 0) return def.handler(ctx, data);
    const about = {
      entity: def.entity,
      action: def.action,
      site_id: ctx.siteId,
      user_id: ctx.user.user_id,
    };
    for (const hook of hooks) {
      if (hook.stage !== 'before') continue;
      const run = await runSavedScript(
        ctx,
        hook.script,
        asJson({ ...about, stage: 'before', data }),
      );
      if (!run.ok) {
        ctx.logRecord(hook.document_id, 'ENTITY_SCRIPT', run.message);
        throw new AppError(ERROR_CODES.VALIDATION, run.message, 400, `script ${hook.script}`);
      }
    }
    const after = async (at: ActionContext, results: unknown[]) => {
      for (const hook of hooks) {
        if (hook.stage !== 'after') continue;
        const run = await runSavedScript(
          at,
          hook.script,
          asJson({ ...about, stage: 'after', data, results }),
        );
        if (!run.ok) at.warn(SCRIPT_MESSAGES.afterFailed(hook.script, run.message));
      }
      return results;
    };
    const results = await def.handler(ctx, data);
    if (!(results instanceof Outside)) return after(ctx, results);
    // An outside step: the after scripts run with its outcome, in its second transaction.
    const { step } = results;
    return new Outside({
      timeoutMs: step.timeoutMs,
      call: (signal) => step.call(signal),
      finish: async (at, outcome) => after(at, await step.finish(at, outcome)),
    });
  };
}

/**
 * The registry's actions with their entity scripts: each action but those of the scripts and
 * the document store runs the site's entity scripts for its entity and action.
 */
export function withEntityScripts(actions: readonly AnyAction[]): readonly AnyAction[] {
  registered = actions.map((a) =>
    SCRIPT_FREE_ENTITIES.has(a.entity) ? a : { ...a, handler: hooked(a) },
  );
  return registered;
}
