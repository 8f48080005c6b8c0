import { beforeAll, describe, expect, it } from 'vitest';
import {
  ERROR_CODES,
  REPORT_MESSAGES,
  REPORT_TRANSFORM_LIMITS,
  SANDBOX_MESSAGES,
  type TEnvelopeAnswer,
  type TLabelPreviewResult,
  type TLabelRow,
  type TReportDefinitionInput,
  type TScriptRun,
} from '../../src/contract';
import { DEFAULT_RENDER_LIMITS } from '../../server/sandbox/render-template';
import { DEFAULT_SCRIPT_LIMITS } from '../../server/sandbox/run-script';
import { startServer, type Called } from './harness';

/*
 * User code runs in sandbox worker threads: a hostile label, script or report transform ends
 * with a 4xx naming its limit, the server's own thread keeps answering meanwhile (health
 * within 500 ms, another site's ordinary call succeeds), and the next call of the same kind
 * works.
 */

const server = startServer();

/** Time a hostile call may take: its limit, plus a second for the worker to be stopped. */
const WITHIN_LIMIT_MS = (limitMs: number) => limitMs + 1_000;

const label = <T>(token: string, action: string, data: unknown) =>
  server.call<T>(token, 'printing', { site_id: 'SXD', entity: 'label', action, data });
const script = (token: string, data: unknown) =>
  server.call<TScriptRun>(token, 'script', {
    site_id: 'SXD',
    entity: 'script',
    action: 'run',
    data,
  });
const reporting = <T>(token: string, action: string, data: unknown) =>
  server.call<T>(token, 'reporting', { site_id: 'SXD', entity: 'report', action, data });
const messages = (body: TEnvelopeAnswer<unknown>) => body.errors.map((e) => e.message);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Timed<T> = Called<T> & { ms: number };
async function timed<T>(call: Promise<Called<T>>): Promise<Timed<T>> {
  const started = performance.now();
  const answer = await call;
  return { ...answer, ms: performance.now() - started };
}

/**
 * Probe the server while `work` runs: GET /api/health and an ordinary read of the other site
 * (TAS couriers, as admin), one after the other, until the work is done. Answers the work's
 * result and the slowest health answer.
 */
async function whileRunning<T>(work: Promise<T>): Promise<{ result: T; slowestHealthMs: number }> {
  const admin = await server.login('admin');
  let done = false;
  const finished = work.finally(() => {
    done = true;
  });
  const health: number[] = [];
  await sleep(150);
  while (!done) {
    const started = performance.now();
    const answer = await server.app.inject({ method: 'GET', url: '/api/health' });
    health.push(performance.now() - started);
    expect(answer.statusCode).toBe(200);
    const tas = await server.call(admin, 'admin', {
      site_id: 'TAS',
      entity: 'courier',
      action: 'list',
      data: {},
    });
    expect(tas.status, JSON.stringify(tas.body.errors)).toBe(200);
    await sleep(100);
  }
  expect(health.length, 'probed while the work ran').toBeGreaterThan(0);
  const slowestHealthMs = Math.max(...health);
  expect(slowestHealthMs).toBeLessThan(500);
  return { result: await finished, slowestHealthMs };
}

async function sampleLabel(token: string): Promise<TLabelRow> {
  const got = await label<TLabelRow>(token, 'get', { label: 'SSCC_LABEL' });
  expect(got.status).toBe(200);
  return got.body.results[0]!;
}

const DEEP_RECURSION = '{% macro r(n) %}{{ r(n + 1) }}{% endmacro %}{{ r(0) }}';

describe('user code runs off the server thread', () => {
  // The first call starts the workers (the server does it when it listens): not timed here.
  beforeAll(async () => {
    const admin = await server.login('admin');
    expect((await script(admin, { code_snippet: 'return 1;' })).status).toBe(200);
  });

  it('a label preview recursing without end, 12 times: each refused naming the limit, previews work after', async () => {
    const admin = await server.login('admin');
    const saved = await sampleLabel(admin);
    const hostile = { ...saved, label_string: DEEP_RECURSION };
    const { result } = await whileRunning(
      (async () => {
        const answers: Timed<TLabelPreviewResult>[] = [];
        for (let i = 0; i < 12; i++)
          answers.push(
            await timed(label<TLabelPreviewResult>(admin, 'preview', { label: hostile })),
          );
        return answers;
      })(),
    );
    for (const answer of result) {
      expect(answer.status).toBe(400);
      expect(answer.body.errors[0]).toMatchObject({
        code: ERROR_CODES.LIMIT_EXCEEDED,
        message: SANDBOX_MESSAGES.stackLimit('template'),
      });
      expect(answer.ms).toBeLessThan(WITHIN_LIMIT_MS(DEFAULT_RENDER_LIMITS.timeMs));
    }
    const after = await label<TLabelPreviewResult>(admin, 'preview', { label: saved });
    expect(after.status, JSON.stringify(after.body.errors)).toBe(200);
    expect(after.body.results[0]!.error).toBeNull();
    expect(after.body.results[0]!.body).toContain('^XA');
  });

  it('scripts allocating without end are refused naming their limit; scripts run after', async () => {
    const admin = await server.login('admin');
    const memoryLimit = SANDBOX_MESSAGES.memoryLimit('script', DEFAULT_SCRIPT_LIMITS.memoryBytes);
    const timeLimit = SANDBOX_MESSAGES.timeLimit('script', DEFAULT_SCRIPT_LIMITS.timeMs);
    const { result } = await whileRunning(
      (async () => [
        // Blocks of a megabyte: the memory cap is reached in a fraction of a second.
        await timed(
          script(admin, {
            code_snippet:
              'const all = []; while (true) all.push(new Uint8Array(1 << 20).fill(all.length));',
          }),
        ),
        // Many small objects: the cap or the deadline, whichever comes first on this machine.
        await timed(
          script(admin, {
            code_snippet:
              'const m = new Map(); let i = 0; while (true) { m.set(i, [i, "row " + i, { i }]); i++; }',
          }),
        ),
      ])(),
    );
    const [blocks, small] = result;
    expect(blocks!.status).toBe(400);
    expect(blocks!.body.errors[0]).toMatchObject({
      code: ERROR_CODES.LIMIT_EXCEEDED,
      message: memoryLimit,
    });
    expect(small!.status).toBe(400);
    expect([memoryLimit, timeLimit]).toContain(messages(small!.body)[0]);
    for (const answer of result)
      expect(answer.ms).toBeLessThan(WITHIN_LIMIT_MS(DEFAULT_SCRIPT_LIMITS.timeMs));
    const after = await script(admin, {
      code_snippet: 'log("ok"); return data.n * 2;',
      data: { n: 21 },
    });
    expect(after.status).toBe(200);
    expect(after.body.results[0]).toMatchObject({ ok: true, result: 42, logs: ['ok'] });
  });

  it('five endless loops at once: each refused naming its time limit within it; scripts run after', async () => {
    const admin = await server.login('admin');
    const limit = DEFAULT_SCRIPT_LIMITS.timeMs;
    const { result } = await whileRunning(
      Promise.all(
        Array.from({ length: 5 }, () => timed(script(admin, { code_snippet: 'while (true) {}' }))),
      ),
    );
    for (const answer of result) {
      // Run and stopped at its limit, or its limit passed while it waited for a worker.
      expect([400, 429]).toContain(answer.status);
      expect([
        SANDBOX_MESSAGES.timeLimit('script', limit),
        SANDBOX_MESSAGES.notStarted('script', limit),
      ]).toContain(messages(answer.body)[0]);
      expect(answer.ms).toBeLessThan(WITHIN_LIMIT_MS(limit));
    }
    expect(result.some((a) => a.status === 400)).toBe(true);
    const after = await script(admin, { code_snippet: 'return 1 + 1;' });
    expect(after.body.results[0]).toMatchObject({ ok: true, result: 2 });
  });

  it("one site's endless loops never hold every worker: another site's script runs meanwhile", async () => {
    const admin = await server.login('admin');
    const loops = Promise.all(
      Array.from({ length: 4 }, () => script(admin, { code_snippet: 'while (true) {}' })),
    );
    await sleep(300);
    const started = performance.now();
    const other = await server.call<TScriptRun>(admin, 'script', {
      site_id: 'TAS',
      entity: 'script',
      action: 'run',
      data: { code_snippet: 'return 6 * 7;' },
    });
    const otherMs = performance.now() - started;
    expect(other.status, JSON.stringify(other.body.errors)).toBe(200);
    expect(other.body.results[0]).toMatchObject({ ok: true, result: 42 });
    // It did not wait for SXD's loops (each runs to its 2 s limit, one worker at a time).
    expect(otherMs).toBeLessThan(1_000);
    const ended = await loops;
    expect(ended.every((a) => a.status === 400 || a.status === 429)).toBe(true);
  });

  it('a report transform that loops is refused naming its time limit; transforms run after', async () => {
    const admin = await server.login('admin');
    const save = async (report: string, code: string) => {
      const definition: TReportDefinitionInput = {
        report,
        label: report,
        group: 'Tests',
        operations: [
          {
            operation_number: 1,
            operation_name: 'q',
            database: 'wms',
            sql_command: 'SELECT 1 AS one',
          },
          {
            operation_number: 2,
            operation_name: 't',
            operation_type: 'transform',
            code_snippets: code,
          },
        ],
      };
      const saved = await reporting(admin, 'check', { definition });
      expect(saved.status, JSON.stringify(saved.body.errors)).toBe(200);
    };
    await save('ISO_LOOP', 'while (true) {}');
    await save('ISO_DOUBLE', 'return rows.map(function (r) { return { two: r.one * 2 }; });');
    const { result } = await whileRunning(
      timed(reporting(admin, 'report', { report: 'ISO_LOOP' })),
    );
    expect(result.status).toBe(400);
    expect(messages(result.body)).toEqual([
      REPORT_MESSAGES.transformFailed(
        't',
        SANDBOX_MESSAGES.timeLimit('transform', REPORT_TRANSFORM_LIMITS.timeMs),
      ),
    ]);
    expect(result.ms).toBeLessThan(WITHIN_LIMIT_MS(REPORT_TRANSFORM_LIMITS.timeMs));
    const after = await reporting<{ rows: unknown[] }>(admin, 'report', { report: 'ISO_DOUBLE' });
    expect(after.status, JSON.stringify(after.body.errors)).toBe(200);
    expect(after.body.results[0]!.rows).toEqual([{ two: 2 }]);
  });
});

describe('running code needs the update permission of its module', () => {
  it("a view-only user gets 403 for a label preview and a script's test run, and still reads the code", async () => {
    const admin = await server.login('admin');
    const saved = await sampleLabel(admin);
    const viewer = await server.login('viewer');
    const preview = await label(viewer, 'preview', { label: saved });
    expect(preview.status).toBe(403);
    expect(preview.body.errors[0]!.code).toBe(ERROR_CODES.FORBIDDEN_PERMISSION);
    const test = await script(viewer, { code_snippet: 'return 1;' });
    expect(test.status).toBe(403);
    expect(test.body.errors[0]!.code).toBe(ERROR_CODES.FORBIDDEN_PERMISSION);
    const read = await label<TLabelRow>(viewer, 'get', { label: 'SSCC_LABEL' });
    expect(read.status).toBe(200);
    expect(read.body.results[0]!.label_string).toBe(saved.label_string);
  });
});
