import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API_MESSAGES, ERROR_CODES, MESSAGES, TASK_MESSAGES, type TTask } from '../../src/contract';
import { idempotencyKeys, taskRuns, tasks } from '../../server/db/schema';
import { createSmtpMailer } from '../../server/jobs/task-mailer';
import { createTaskScheduler, type TaskScheduler } from '../../server/jobs/task-scheduler';
import type { TaskLambdaRun } from '../../server/jobs/task-lambdas';
import { startServer } from './harness';
import { countRows } from './helpers';
import { startSmtp } from './task-smtp';

const server = startServer();

const doc = <T = TTask>(token: string, action: string, data: unknown, site = 'SXD') =>
  server.call<T>(token, 'document', { site_id: site, entity: 'dynamodb', action, data });

const task = (fields: Record<string, unknown> = {}) => ({
  site_document: 'SXD-TASK_MASTER',
  document_type: 'TASK_MASTER',
  schedule: 'rate(5 minutes)',
  lambda: 'location_import',
  description: 'Import the location files',
  ...fields,
});

const stored = (taskId: string, site = 'SXD') =>
  server.db
    .select()
    .from(tasks)
    .where(and(eq(tasks.site_id, site), eq(tasks.task_id, taskId)))
    .then((r) => r[0]);

describe('task master through the document store (TASK_MASTER)', () => {
  it('adds a task with the defaults; last ran Never is saved blank', async () => {
    const admin = await server.login('admin');
    const { status, body } = await doc(admin, 'add', {
      item: task({ last_ran: TASK_MESSAGES.never, payload: '{"imports": 5}' }),
    });
    expect(status).toBe(200);
    const saved = body.results[0]!;
    expect(saved).toMatchObject({
      site_id: 'SXD',
      site_document: 'SXD-TASK_MASTER',
      document_type: 'TASK_MASTER',
      schedule: 'rate(5 minutes)',
      lambda: 'location_import',
      active: true,
      start_hour: 0,
      end_hour: 0,
      payload: { imports: 5 },
      monday: true,
      tuesday: true,
      wednesday: true,
      thursday: true,
      friday: true,
      saturday: false,
      sunday: false,
      // SXD's local zone is Melbourne, one of the task timezones.
      timezone: 'Australia/Melbourne',
      email_address: '',
      email_errors_only: false,
      last_ran: null,
      locked: false,
      locked_time: null,
    });
    expect(saved.document_id).toBe(saved.task_id);
    expect(saved.next_due).not.toBeNull();
    const row = await stored(saved.task_id);
    expect(row?.last_ran).toBeNull();
  });

  it('a site whose zone is not a task timezone defaults to Sydney', async () => {
    const admin = await server.login('admin');
    const { body } = await doc(
      admin,
      'add',
      { item: task({ site_document: 'TAS-TASK_MASTER' }) },
      'TAS',
    );
    expect(body.results[0]).toMatchObject({ site_id: 'TAS', timezone: 'Australia/Sydney' });
  });

  it('lists, gets, updates and deletes a task', async () => {
    const admin = await server.login('admin');
    const added = await doc(admin, 'add', {
      item: task({ document_id: 'nightly-prune', lambda: 'sync_prune', payload: { days: 10 } }),
    });
    expect(added.status).toBe(200);

    const list = await doc(admin, 'list', {
      expression: 'document_type = :t',
      values: { ':t': 'TASK_MASTER' },
    });
    expect(list.status).toBe(200);
    const ids = list.body.results.map((t) => t.task_id);
    expect(ids).toContain('nightly-prune');
    // The demo's tasks are there too, and only this site's.
    expect(ids).toContain('sxd-sync-prune');
    expect(list.body.results.every((t) => t.site_id === 'SXD')).toBe(true);
    const bySiteDocument = await doc(admin, 'list', { site_document: 'SXD-TASK_MASTER' });
    expect(bySiteDocument.body.results).toHaveLength(list.body.results.length);

    const got = await doc(admin, 'get', {
      site_document: 'SXD-TASK_MASTER',
      document_id: 'nightly-prune',
    });
    expect(got.body.results).toHaveLength(1);
    expect(got.body.results[0]).toMatchObject({ lambda: 'sync_prune', payload: { days: 10 } });

    const updated = await doc(admin, 'update', {
      record: {
        ...got.body.results[0],
        description: 'Prune at night',
        saturday: true,
        start_hour: 2,
        end_hour: 3,
        last_ran: '',
      },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.results[0]).toMatchObject({
      description: 'Prune at night',
      saturday: true,
      start_hour: 2,
      end_hour: 3,
    });
    expect((await stored('nightly-prune'))?.description).toBe('Prune at night');

    const missing = await doc(admin, 'update', { record: task({ document_id: 'no-such-task' }) });
    expect(missing.status).toBe(404);
    expect(missing.body.errors[0]!.message).toBe(TASK_MESSAGES.notFound('no-such-task'));
    expect(await stored('no-such-task')).toBeUndefined();

    const deleted = await doc(admin, 'delete', {
      site_document: 'SXD-TASK_MASTER',
      document_id: 'nightly-prune',
    });
    expect(deleted.status).toBe(200);
    expect(deleted.body.results.map((t) => t.task_id)).toEqual(['nightly-prune']);
    expect(await stored('nightly-prune')).toBeUndefined();
    const again = await doc(admin, 'delete', {
      site_document: 'SXD-TASK_MASTER',
      document_id: 'nightly-prune',
    });
    expect(again.status).toBe(400);
    expect(again.body.errors[0]!.message).toBe(MESSAGES.documentNotFound);
    const gone = await doc(admin, 'get', {
      site_document: 'SXD-TASK_MASTER',
      document_id: 'nightly-prune',
    });
    expect(gone.body.results).toEqual([]);
  });

  it('refuses an unknown lambda, listing the known ones, and writes nothing', async () => {
    const admin = await server.login('admin');
    const before = await countRows(server.db, tasks);
    const { status, body } = await doc(admin, 'add', { item: task({ lambda: 'erp_sync' }) });
    expect(status).toBe(400);
    expect(body.errors[0]!.message).toBe(TASK_MESSAGES.unknownLambda('erp_sync'));
    expect(body.errors[0]!.message).toContain('location_import, sync_prune');
    expect(await countRows(server.db, tasks)).toBe(before);
  });

  it('checks hours, timezone, schedule, email and payload', async () => {
    const admin = await server.login('admin');
    const before = await countRows(server.db, tasks);
    const refused = async (fields: Record<string, unknown>) => {
      const { status, body } = await doc(admin, 'add', { item: task(fields) });
      expect(status).toBe(400);
      return body.errors[0]!.message;
    };
    expect(await refused({ start_hour: 25 })).toBe('start_hour: Enter a whole number from 0 to 24');
    expect(await refused({ end_hour: -1 })).toBe('end_hour: Enter a whole number from 0 to 24');
    expect(await refused({ end_hour: 1.5 })).toBe('end_hour: Enter a whole number');
    expect(await refused({ timezone: 'Europe/London' })).toBe(TASK_MESSAGES.timezone);
    expect(await refused({ schedule: 'rate(3 minutes)' })).toBe(TASK_MESSAGES.schedule);
    expect(await refused({ email_address: 'ops at example' })).toBe(
      `email_address: ${TASK_MESSAGES.email}`,
    );
    expect(await refused({ payload: '{not json' })).toBe(TASK_MESSAGES.payloadJson);
    expect(await refused({ lambda: 'sync_prune', payload: { days: 2 } })).toBe(
      TASK_MESSAGES.payload('sync_prune', 'days: Enter a whole number from 8 to 365'),
    );
    expect(await refused({ payload: { wipe: true } })).toMatch(/^The payload does not suit/);
    expect(await countRows(server.db, tasks)).toBe(before);
  });

  it('needs admin: the floor user may not read or save tasks', async () => {
    const floor = await server.login('floor');
    const list = await doc(floor, 'list', { site_document: 'SXD-TASK_MASTER' });
    expect(list.status).toBe(403);
    expect(list.body.errors[0]).toMatchObject({
      code: ERROR_CODES.FORBIDDEN_PERMISSION,
      message: API_MESSAGES.documentTypeForbidden('TASK_MASTER', 'view'),
    });
    const add = await doc(floor, 'add', { item: task() });
    expect(add.status).toBe(403);
    const viewer = await server.login('viewer');
    expect((await doc(viewer, 'add', { item: task() })).status).toBe(403);
  });
});

describe('task scheduler', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  const schedulers: TaskScheduler[] = [];
  let clock = new Date();
  const hits: { siteId: string; at: string; payload: unknown }[] = [];
  let slowBy = 0;

  /** The lambda the scheduler tests run: it records each run, and may take (clock) time. */
  const counting: TaskLambdaRun = async ({ siteId, payload, now }) => {
    hits.push({ siteId, at: now.toISOString(), payload });
    clock = new Date(clock.getTime() + slowBy);
    return 'counted';
  };

  /** A scheduler on the test clock; `lambdas` 'own' runs the product's own lambdas. */
  const scheduler = (
    lambdas: Record<string, TaskLambdaRun> | 'own' = { location_import: counting },
  ) => {
    const s = createTaskScheduler(server.db, {
      now: () => clock,
      ...(lambdas === 'own' ? {} : { lambdas }),
      mailer: createSmtpMailer(smtp.url, 'WMS Tasks <tasks@wms.test>'),
      onError: (e) => {
        throw e;
      },
    });
    schedulers.push(s);
    return s;
  };

  beforeAll(async () => {
    smtp = await startSmtp();
  });
  afterAll(async () => {
    for (const s of schedulers) await s.stop();
    await smtp.close();
  });
  beforeEach(async () => {
    hits.length = 0;
    smtp.received.length = 0;
    slowBy = 0;
    // Only the task under test is active.
    await server.db.update(tasks).set({ active: false });
  });

  /** Add a task through the store, then pin its next due time. */
  async function arrange(taskId: string, fields: Record<string, unknown>, due: string) {
    const admin = await server.login('admin');
    const added = await doc(admin, 'add', { item: task({ document_id: taskId, ...fields }) });
    expect(added.status).toBe(200);
    await server.db
      .update(tasks)
      .set({ next_due: new Date(due) })
      .where(and(eq(tasks.site_id, 'SXD'), eq(tasks.task_id, taskId)));
  }

  it('runs a due task once, records it and moves next_due to the next slot', async () => {
    // Wednesday 2030-01-09 10:05 in Melbourne (UTC+11).
    await arrange(
      't-once',
      { timezone: 'Australia/Melbourne', payload: { imports: 3 } },
      '2030-01-08T23:05:00Z',
    );
    const s = scheduler();
    clock = new Date('2030-01-08T23:04:59Z');
    expect(await s.tick()).toEqual([]);
    expect(hits).toEqual([]);

    clock = new Date('2030-01-08T23:05:00Z');
    const [outcome] = await s.tick();
    expect(outcome).toMatchObject({ task_id: 't-once', status: 'OK', error: null, mailed: false });
    expect(hits).toEqual([
      { siteId: 'SXD', at: '2030-01-08T23:05:00.000Z', payload: { imports: 3 } },
    ]);
    expect(await s.tick()).toEqual([]);
    expect(hits).toHaveLength(1);

    const row = await stored('t-once');
    expect(row).toMatchObject({
      locked: false,
      locked_time: null,
      locked_by: null,
      last_status: 'OK',
    });
    expect(row?.last_ran?.toISOString()).toBe('2030-01-08T23:05:00.000Z');
    expect(row?.next_due?.toISOString()).toBe('2030-01-08T23:10:00.000Z');
    const runs = await server.db.select().from(taskRuns).where(eq(taskRuns.task_id, 't-once'));
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ status: 'OK', error: 'counted', ran_by: s.instanceId });

    // The store answers what the scheduler recorded.
    const admin = await server.login('admin');
    const got = await doc(admin, 'get', {
      site_document: 'SXD-TASK_MASTER',
      document_id: 't-once',
    });
    expect(got.body.results[0]).toMatchObject({
      last_ran: '2030-01-08T23:05:00.000Z',
      last_status: 'OK',
      next_due: '2030-01-08T23:10:00.000Z',
    });
  });

  it('keeps to its days and hours in its timezone', async () => {
    // Hourly, 06:00 to 18:00 Perth (UTC+8), Monday to Friday; due Friday 2030-01-11 17:00 Perth.
    await arrange(
      't-window',
      { schedule: 'rate(1 hour)', timezone: 'Australia/Perth', start_hour: 6, end_hour: 18 },
      '2030-01-11T09:00:00Z',
    );
    const s = scheduler();
    clock = new Date('2030-01-11T09:00:30Z');
    expect((await s.tick()).map((o) => o.status)).toEqual(['OK']);
    // Next: Monday 06:00 Perth, not 18:00 Friday nor the weekend.
    expect((await stored('t-window'))?.next_due?.toISOString()).toBe('2030-01-13T22:00:00.000Z');
    clock = new Date('2030-01-12T02:00:00Z');
    expect(await s.tick()).toEqual([]);
    expect(hits).toHaveLength(1);
  });

  it('mails every run to the task address unless errors only', async () => {
    await arrange('t-mail', { email_address: 'ops@southerncross.example' }, '2030-01-08T23:05:00Z');
    const s = scheduler();
    clock = new Date('2030-01-08T23:05:10Z');
    const [outcome] = await s.tick();
    expect(outcome).toMatchObject({ status: 'OK', mailed: true });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.to).toEqual(['ops@southerncross.example']);
    expect(smtp.received[0]!.subject).toBe(
      TASK_MESSAGES.mailSubject('OK', 'Import the location files', 'SXD'),
    );
    expect(smtp.received[0]!.body).toContain('Status: OK');

    await server.db
      .update(tasks)
      .set({ email_errors_only: true })
      .where(eq(tasks.task_id, 't-mail'));
    clock = new Date('2030-01-08T23:10:00Z');
    expect((await s.tick())[0]).toMatchObject({ status: 'OK', mailed: false });
    expect(smtp.received).toHaveLength(1);
  });

  it('records and mails a failing lambda as ERROR', async () => {
    await arrange(
      't-error',
      { email_address: 'ops@southerncross.example', email_errors_only: true },
      '2030-01-08T23:05:00Z',
    );
    const s = scheduler({
      location_import: () => Promise.reject(new Error('The import file is gone')),
    });
    clock = new Date('2030-01-08T23:05:00Z');
    expect((await s.tick())[0]).toMatchObject({
      status: 'ERROR',
      error: 'The import file is gone',
      mailed: true,
    });
    expect(await stored('t-error')).toMatchObject({
      last_status: 'ERROR',
      last_error: 'The import file is gone',
      locked: false,
    });
    expect(smtp.received[0]!.subject).toBe(
      TASK_MESSAGES.mailSubject('ERROR', 'Import the location files', 'SXD'),
    );
    expect(smtp.received[0]!.body).toContain('The import file is gone');
  });

  it('flags and mails a run past its time limit as OVERRUN', async () => {
    await arrange(
      't-overrun',
      {
        email_address: 'ops@southerncross.example',
        email_errors_only: true,
        time_limit_seconds: 60,
      },
      '2030-01-08T23:05:00Z',
    );
    slowBy = 95_000;
    const s = scheduler();
    clock = new Date('2030-01-08T23:05:00Z');
    expect((await s.tick())[0]).toMatchObject({
      status: 'OVERRUN',
      error: TASK_MESSAGES.overrun(95, 60),
      mailed: true,
    });
    expect(await stored('t-overrun')).toMatchObject({
      last_status: 'OVERRUN',
      last_duration_ms: 95_000,
      locked: false,
    });
    expect(smtp.received[0]!.subject).toContain('Task OVERRUN');
  });

  it('flags a lock held past the limit as OVERRUN and runs the task again when due', async () => {
    await arrange(
      't-stuck',
      {
        email_address: 'ops@southerncross.example',
        email_errors_only: true,
        time_limit_seconds: 120,
      },
      '2030-01-08T23:10:00Z',
    );
    await server.db
      .update(tasks)
      .set({ locked: true, locked_time: new Date('2030-01-08T23:05:00Z'), locked_by: 'gone:1' })
      .where(eq(tasks.task_id, 't-stuck'));
    const s = scheduler();
    // Locked within its limit: left alone.
    clock = new Date('2030-01-08T23:06:00Z');
    expect(await s.tick()).toEqual([]);
    clock = new Date('2030-01-08T23:10:00Z');
    const outcomes = await s.tick();
    expect(outcomes.map((o) => [o.status, o.mailed])).toEqual([
      ['OVERRUN', true],
      ['OK', false],
    ]);
    expect(hits).toHaveLength(1);
    expect(smtp.received.map((m) => m.subject)).toEqual([
      TASK_MESSAGES.mailSubject('OVERRUN', 'Import the location files', 'SXD'),
    ]);
    expect(await stored('t-stuck')).toMatchObject({ locked: false, last_status: 'OK' });
  });

  it('does not run a task late: a due time passed by more than its period is MISSED and mailed', async () => {
    await arrange(
      't-missed',
      { email_address: 'ops@southerncross.example', email_errors_only: true },
      '2030-01-08T23:05:00Z',
    );
    const s = scheduler();
    clock = new Date('2030-01-08T23:17:00Z');
    const [outcome] = await s.tick();
    expect(outcome).toMatchObject({
      status: 'MISSED',
      error: TASK_MESSAGES.missed('2030-01-08T23:05:00.000Z'),
      mailed: true,
    });
    expect(hits).toEqual([]);
    const row = await stored('t-missed');
    expect(row).toMatchObject({ last_status: 'MISSED', locked: false, last_ran: null });
    expect(row?.next_due?.toISOString()).toBe('2030-01-08T23:20:00.000Z');
    expect(smtp.received[0]!.subject).toBe(
      TASK_MESSAGES.mailSubject('MISSED', 'Import the location files', 'SXD'),
    );
  });

  it('an inactive task is never due and never runs', async () => {
    const admin = await server.login('admin');
    const added = await doc(admin, 'add', { item: task({ document_id: 't-off', active: false }) });
    expect(added.body.results[0]).toMatchObject({ active: false, next_due: null });
    const noDays = await doc(admin, 'add', {
      item: task({
        document_id: 't-no-days',
        monday: false,
        tuesday: false,
        wednesday: false,
        thursday: false,
        friday: false,
      }),
    });
    expect(noDays.body.results[0]).toMatchObject({ active: true, next_due: null });
    await server.db
      .update(tasks)
      .set({ next_due: new Date('2030-01-08T23:05:00Z') })
      .where(eq(tasks.task_id, 't-off'));
    const s = scheduler();
    clock = new Date('2030-01-08T23:05:00Z');
    expect(await s.tick()).toEqual([]);
    expect(hits).toEqual([]);
  });

  it('run now makes an active task due at once; the next tick runs it', async () => {
    await arrange('t-now', {}, '2030-01-08T23:05:00Z');
    const admin = await server.login('admin');
    const run = (taskId: string, token = admin) =>
      server.call<TTask>(token, 'admin', {
        site_id: 'SXD',
        entity: 'task',
        action: 'run_now',
        data: { task_id: taskId },
      });
    const before = Date.now();
    const queued = await run('t-now');
    expect(queued.status).toBe(200);
    expect(queued.body.info.map((m) => m.message)).toContain(TASK_MESSAGES.runNowQueued);
    const due = new Date(queued.body.results[0]!.next_due!).getTime();
    expect(due).toBeGreaterThanOrEqual(before - 1000);
    expect(due).toBeLessThanOrEqual(Date.now() + 1000);

    const s = scheduler();
    clock = new Date(due + 20_000);
    expect((await s.tick()).map((o) => [o.task_id, o.status])).toEqual([['t-now', 'OK']]);
    expect(hits).toHaveLength(1);

    const missing = await run('no-such-task');
    expect(missing.status).toBe(404);
    expect(missing.body.errors[0]!.message).toBe(TASK_MESSAGES.notFound('no-such-task'));
    await server.db.update(tasks).set({ active: false }).where(eq(tasks.task_id, 't-now'));
    const inactive = await run('t-now');
    expect(inactive.status).toBe(400);
    expect(inactive.body.errors[0]!.message).toBe(TASK_MESSAGES.runNowInactive);
    const viewer = await server.login('viewer');
    expect((await run('t-now', viewer)).status).toBe(403);
  });

  it('started, it ticks on its croner pattern and runs a due task on the real clock', async () => {
    await arrange('t-live', {}, new Date(Date.now() - 1000).toISOString());
    const ran: string[] = [];
    const s = createTaskScheduler(server.db, {
      tickPattern: '* * * * * *',
      lambdas: {
        location_import: async ({ siteId }) => {
          ran.push(siteId);
          return 'live';
        },
      },
    });
    schedulers.push(s);
    s.start();
    await expect
      .poll(async () => (await stored('t-live'))?.last_status, { timeout: 10_000 })
      .toBe('OK');
    await s.stop();
    expect(ran).toEqual(['SXD']);
    const row = await stored('t-live');
    expect(row?.locked).toBe(false);
    expect(row!.next_due!.getTime()).toBeGreaterThan(row!.last_ran!.getTime());
  });

  it("runs the product's own sync prune lambda", async () => {
    await arrange(
      't-prune',
      { lambda: 'sync_prune', payload: { days: 8 } },
      '2030-01-08T23:05:00Z',
    );
    await server.db.insert(idempotencyKeys).values({
      site_id: 'SXD',
      user_id: 'floor',
      request_id: 'old-request-of-t-prune',
      service: 'stock',
      entity: 'movement',
      action: 'move',
      status: 200,
      answer: {},
      created_at: new Date('2029-12-01T00:00:00Z'),
    });
    const s = scheduler('own');
    clock = new Date('2030-01-08T23:05:00Z');
    const [outcome] = await s.tick();
    expect(outcome).toMatchObject({ task_id: 't-prune', status: 'OK' });
    const left = await server.db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.request_id, 'old-request-of-t-prune'));
    expect(left).toEqual([]);
    const [run] = await server.db
      .select()
      .from(taskRuns)
      .where(and(eq(taskRuns.task_id, 't-prune'), ne(taskRuns.status, 'RUNNING')));
    expect(run?.error).toMatch(/stored answers/);
  });
});
