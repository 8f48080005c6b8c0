import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  ENTITY_LAMBDA_SCRIPT_TYPE,
  ENTITY_SCRIPT_TYPE,
  ERROR_CODES,
  SANDBOX_MESSAGES,
  SCRIPT_MESSAGES,
  URL_TYPE,
  scriptSiteDocument,
  type TEnvelopeAnswer,
  type TScriptRow,
  type TScriptRun,
} from '../../src/contract';
import { activityLog, couriers } from '../../server/db/schema';
import { TASK_LAMBDA_RUNS } from '../../server/jobs/task-lambdas';
import { DEFAULT_SCRIPT_LIMITS } from '../../server/sandbox/run-script';
import { startServer } from './harness';
import { snapshot } from './helpers';

const server = startServer();

const script = <T>(token: string, action: string, data: unknown, site = 'SXD') =>
  server.call<T>(token, 'script', { site_id: site, entity: 'script', action, data });
const store = <T>(token: string, action: string, data: unknown, site = 'SXD') =>
  server.call<T>(token, 'document', { site_id: site, entity: 'dynamodb', action, data });
const messages = (body: TEnvelopeAnswer<unknown>) => body.errors.map((e) => e.message);

async function saveScript(token: string, name: string, code: string, site = 'SXD') {
  const saved = await script<TScriptRow>(
    token,
    'check',
    { script: { script: name, description: `${name} (test)`, code_snippet: code } },
    site,
  );
  expect(saved.status).toBe(200);
  return saved.body.results[0]!;
}

/** The activity log record of the last call of script/run at the site. */
async function lastRunLog(site: string) {
  const [row] = await server.db
    .select()
    .from(activityLog)
    .where(
      and(
        eq(activityLog.site_id, site),
        eq(activityLog.entity, 'script'),
        eq(activityLog.action, 'run'),
      ),
    )
    .orderBy(desc(activityLog.start_time))
    .limit(1);
  return row;
}

describe('scripts (script / script)', () => {
  it('saves, lists, runs and deletes a script; the run answers its result and logs', async () => {
    const token = await server.login('admin');
    await saveScript(
      token,
      'pick_total',
      'log("lines", data.lines.length);\nreturn data.lines.reduce((t, l) => t + l.qty, 0);',
    );
    const listed = await script<TScriptRow>(token, 'list', { include_inactive: true });
    expect(listed.body.results.map((r) => r.script)).toContain('pick_total');
    const short = await script<TScriptRow>(token, 'list', { search_term: 'p' });
    expect(short.body.results).toEqual([]);
    const searched = await script<TScriptRow>(token, 'list', { search_term: 'pick_to' });
    expect(searched.body.results.map((r) => r.script)).toEqual(['pick_total']);

    const run = await script<TScriptRun>(token, 'run', {
      script: 'pick_total',
      data: { lines: [{ qty: 2 }, { qty: 5 }] },
    });
    expect(run.status).toBe(200);
    expect(run.body.results[0]).toMatchObject({ ok: true, result: 7, logs: ['lines 2'] });

    const deleted = await script<TScriptRow>(token, 'delete', {
      items: [{ script: 'pick_total' }],
    });
    expect(deleted.body.results.map((r) => r.script)).toEqual(['pick_total']);
    const missing = await script(token, 'run', { script: 'pick_total' });
    expect(missing.body.results[0]).toMatchObject({
      ok: false,
      message: SCRIPT_MESSAGES.notFound('pick_total'),
    });
  });

  it('refuses an endless loop and an endless allocation naming the limit, and logs the failure', async () => {
    const token = await server.login('admin');
    const started = Date.now();
    const loop = await script<TScriptRun>(token, 'run', { code_snippet: 'while (true) {}' });
    expect(loop.status).toBe(400);
    expect(loop.body.errors[0]).toMatchObject({
      code: ERROR_CODES.LIMIT_EXCEEDED,
      message: SANDBOX_MESSAGES.timeLimit('script', DEFAULT_SCRIPT_LIMITS.timeMs),
    });
    expect(Date.now() - started).toBeLessThan(10_000);
    const loopLog = await lastRunLog('SXD');
    expect(JSON.stringify(loopLog?.errors)).toMatch(/The script ran for more than/);

    const memoryLimit = SANDBOX_MESSAGES.memoryLimit('script', DEFAULT_SCRIPT_LIMITS.memoryBytes);
    const grow = await script<TScriptRun>(token, 'run', {
      code_snippet:
        'const all = []; while (true) all.push({ n: all.length, s: "row " + all.length });',
    });
    expect(grow.status).toBe(400);
    expect(messages(grow.body)).toEqual([memoryLimit]);
    const growLog = await lastRunLog('SXD');
    expect(JSON.stringify(growLog?.errors)).toMatch(/was stopped/);

    const doubling = await script<TScriptRun>(token, 'run', {
      code_snippet: 'let s = "x"; while (true) s += s;',
    });
    expect(messages(doubling.body)).toEqual([memoryLimit]);
  });

  it('cannot reach process, require, fetch, timers or the host', async () => {
    const token = await server.login('admin');
    const probe = await script<TScriptRun>(token, 'run', {
      code_snippet:
        'return [typeof process, typeof require, typeof fetch, typeof setTimeout, typeof XMLHttpRequest, typeof std, typeof os, typeof globalThis.Deno];',
    });
    expect(probe.body.results[0]).toMatchObject({ ok: true, result: Array(8).fill('undefined') });
    const escape = await script<TScriptRun>(token, 'run', {
      code_snippet:
        'return (function(){ return this.constructor.constructor("return typeof process")(); })();',
    });
    expect(escape.body.results[0]).toMatchObject({ ok: true, result: 'undefined' });
    const imported = await script<TScriptRun>(token, 'run', {
      code_snippet: 'const fs = await import("fs"); return typeof fs;',
    });
    expect(imported.body.results[0]!.ok).toBe(false);
  });

  it('calls actions back as the caller at the site, never the scripts or the store', async () => {
    const admin = await server.login('admin');
    const called = await script<TScriptRun>(admin, 'run', {
      code_snippet:
        'const rows = await call("courier", "list", { search_term: "toll" }); return rows.map(r => r.courier);',
    });
    expect(called.body.results[0]).toMatchObject({ ok: true, result: ['TOLL'] });
    const store = await script<TScriptRun>(admin, 'run', {
      code_snippet: 'return await call("dynamodb", "list", {});',
    });
    expect(store.body.results[0]).toMatchObject({
      ok: false,
      message: SCRIPT_MESSAGES.callRefused('dynamodb', 'list'),
    });
    // The viewer may run a saved script, but its calls have the viewer's permissions.
    await saveScript(
      admin,
      'add_courier',
      'return await call("courier", "check", { items: [{ courier: "ZZZ", courier_name: "Nope" }] });',
    );
    const viewer = await server.login('viewer');
    const before = await snapshot(server.db, couriers);
    const refused = await script<TScriptRun>(viewer, 'run', { script: 'add_courier' });
    expect(refused.body.results[0]).toMatchObject({ ok: false });
    expect(refused.body.results[0]!.message).toMatch(/permission/);
    expect(await snapshot(server.db, couriers)).toBe(before);
  });

  it('an entity script at stage before refuses the action with its message; nothing is written', async () => {
    const token = await server.login('admin');
    await saveScript(
      token,
      'no_aramex',
      'for (const i of data.data.items) if (i.courier === "ARAMEX") throw new Error("Aramex is not used at this site");\nreturn true;',
    );
    const hook = await store(token, 'add', {
      item: {
        site_document: scriptSiteDocument('SXD', ENTITY_LAMBDA_SCRIPT_TYPE),
        document_type: ENTITY_LAMBDA_SCRIPT_TYPE,
        lambda: 'no_aramex',
        entity: 'courier',
        action: 'check',
        stage: 'before',
        active: true,
      },
    });
    expect(hook.status).toBe(200);
    const before = await snapshot(server.db, couriers);
    const refused = await server.call(token, 'admin', {
      site_id: 'SXD',
      entity: 'courier',
      action: 'check',
      data: { items: [{ courier: 'ARAMEX', courier_name: 'Aramex' }] },
    });
    expect(refused.status).toBe(400);
    expect(messages(refused.body)).toEqual(['Aramex is not used at this site']);
    expect(await snapshot(server.db, couriers)).toBe(before);

    const allowed = await server.call(token, 'admin', {
      site_id: 'SXD',
      entity: 'courier',
      action: 'check',
      data: { items: [{ courier: 'ALLIED', courier_name: 'Allied Express' }] },
    });
    expect(allowed.status).toBe(200);

    // The same call at another site runs none of SXD's scripts.
    const elsewhere = await server.call(token, 'admin', {
      site_id: 'TAS',
      entity: 'courier',
      action: 'check',
      data: { items: [{ courier: 'ARAMEX', courier_name: 'Aramex' }] },
    });
    expect(elsewhere.status).toBe(200);
  });

  it('an entity script (v1) runs after the action; its failure is a warning', async () => {
    const token = await server.login('admin');
    await saveScript(token, 'after_fail', 'throw new Error("mail server down");');
    const hook = await store(token, 'add', {
      item: {
        site_document: scriptSiteDocument('SXD', ENTITY_SCRIPT_TYPE),
        document_type: ENTITY_SCRIPT_TYPE,
        entity: 'courier',
        action: 'delete',
        script: 'after_fail',
      },
    });
    expect(hook.status).toBe(200);
    expect(hook.body.results[0]).toMatchObject({ document_id: 'courier-delete' });
    const deleted = await server.call(token, 'admin', {
      site_id: 'SXD',
      entity: 'courier',
      action: 'delete',
      data: { courier: 'ALLIED' },
    });
    expect(deleted.status).toBe(200);
    expect(deleted.body.warnings.map((w) => w.message)).toEqual([
      SCRIPT_MESSAGES.afterFailed('after_fail', 'mail server down'),
    ]);
  });

  it("does not show another site's scripts", async () => {
    const token = await server.login('admin');
    await saveScript(token, 'tas_only', 'return "TAS";', 'TAS');
    const sxd = await script<TScriptRow>(token, 'list', { include_inactive: true });
    expect(sxd.body.results.map((r) => r.script)).not.toContain('tas_only');
    const got = await script(token, 'get', { script: 'tas_only' });
    expect(got.status).toBe(404);
    const run = await script<TScriptRun>(token, 'run', { script: 'tas_only' });
    expect(run.body.results[0]).toMatchObject({
      ok: false,
      message: SCRIPT_MESSAGES.notFound('tas_only'),
    });
    const tas = await script<TScriptRow>(token, 'list', {}, 'TAS');
    expect(tas.body.results.map((r) => r.script)).toContain('tas_only');
  });

  it('the task master runs a saved script (lambda script); a failure fails the task', async () => {
    const token = await server.login('admin');
    await saveScript(token, 'nightly', 'log("site", data.site_id); return { checked: data.n };');
    const summary = await TASK_LAMBDA_RUNS.script({
      db: server.db,
      siteId: 'SXD',
      payload: { script: 'nightly', data: { n: 3 } },
      now: new Date(),
    });
    expect(summary).toMatch(/^Script nightly ran in \d+ ms, 1 log line\(s\): \{"checked":3\}/);
    await saveScript(token, 'nightly_loop', 'for (;;) {}');
    await expect(
      TASK_LAMBDA_RUNS.script({
        db: server.db,
        siteId: 'SXD',
        payload: { script: 'nightly_loop' },
        now: new Date(),
      }),
    ).rejects.toThrow(/timeout/);
    await expect(
      TASK_LAMBDA_RUNS.script({
        db: server.db,
        siteId: 'TAS',
        payload: { script: 'nightly' },
        now: new Date(),
      }),
    ).rejects.toThrow(SCRIPT_MESSAGES.notFound('nightly'));
  });
  it('the document store checks entity scripts and URLs against their schemas', async () => {
    const token = await server.login('admin');
    const badStage = await store(token, 'add', {
      item: {
        site_document: scriptSiteDocument('SXD', ENTITY_LAMBDA_SCRIPT_TYPE),
        document_type: ENTITY_LAMBDA_SCRIPT_TYPE,
        lambda: 'no_aramex',
        entity: 'courier',
        action: 'check',
        stage: 'during',
      },
    });
    expect(badStage.status).toBe(400);
    expect(messages(badStage.body)).toEqual([SCRIPT_MESSAGES.stage]);
    const url = await store(token, 'add', {
      item: {
        site_document: scriptSiteDocument('SXD', URL_TYPE),
        document_type: URL_TYPE,
        endpoint: 'couriers/active',
        web_service: 'GET',
        entity: 'courier',
        action: 'list',
      },
    });
    expect(url.status).toBe(200);
    expect(url.body.results[0]).toMatchObject({
      document_id: 'couriers/active',
      lookup_key_1: 'courier-list',
    });
    const badMethod = await store(token, 'add', {
      item: {
        site_document: scriptSiteDocument('SXD', URL_TYPE),
        document_type: URL_TYPE,
        endpoint: 'x',
        web_service: 'PATCH',
        entity: 'courier',
        action: 'list',
      },
    });
    expect(badMethod.status).toBe(400);
  });
});
