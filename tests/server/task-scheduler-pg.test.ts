import { setTimeout as sleep } from 'node:timers/promises';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { taskRuns, tasks } from '../../server/db/schema';
import { openDatabase } from '../../server/db/connection';
import { rows } from '../../server/db/sql';
import type { DbHandle } from '../../server/db/types';
import type { TaskLambdaRun } from '../../server/jobs/task-lambdas';
import { createTaskScheduler } from '../../server/jobs/task-scheduler';
import { databaseUrl } from './db-template';
import { startServer } from './harness';

/*
 * Two (three) server processes on one PostgreSQL: each scheduler has its own connection
 * pool to the same database, and all tick at the same due times at once. Each task must run
 * exactly once per due time.
 */
describe('task scheduler on one PostgreSQL', () => {
  const server = startServer();
  const handles: DbHandle[] = [];

  beforeAll(async () => {
    const [{ name }] = (await rows<{ name: string }>(
      server.db,
      sql`SELECT current_database() AS name`,
    )) as [{ name: string }];
    const url = databaseUrl(inject('dbTemplate').adminUrl, name);
    for (let i = 0; i < 3; i += 1) handles.push(await openDatabase({ databaseUrl: url }));
  });
  afterAll(async () => {
    for (const h of handles) await h.close();
  });

  it('runs each due task exactly once per due time across schedulers', async () => {
    const admin = await server.login('admin');
    await server.db.update(tasks).set({ active: false });
    const taskIds = ['pg-a', 'pg-b', 'pg-c', 'pg-d'];
    for (const id of taskIds) {
      const added = await server.call(admin, 'document', {
        site_id: 'SXD',
        entity: 'dynamodb',
        action: 'add',
        data: {
          item: {
            site_document: 'SXD-TASK_MASTER',
            document_type: 'TASK_MASTER',
            document_id: id,
            schedule: 'rate(1 minute)',
            lambda: 'location_import',
            saturday: true,
            sunday: true,
          },
        },
      });
      expect(added.status).toBe(200);
    }
    const start = new Date('2030-03-04T01:00:00Z');
    await server.db.update(tasks).set({ next_due: start }).where(eq(tasks.site_id, 'SXD'));
    await server.db
      .update(tasks)
      .set({ active: false })
      .where(sql`task_id NOT LIKE 'pg-%'`);

    let clock = start;
    const hits = new Map<string, string[]>();
    const counting: TaskLambdaRun = async ({ siteId, now }) => {
      await sleep(15);
      const key = `${siteId}:${now.toISOString()}`;
      hits.set(key, [...(hits.get(key) ?? []), 'run']);
      return 'counted';
    };
    const schedulers = handles.map((h, i) =>
      createTaskScheduler(h.db, {
        now: () => clock,
        lambdas: { location_import: counting },
        instanceId: `pg-${i}`,
      }),
    );

    const minutes = 8;
    const outcomes: { task_id: string; due_at: string; status: string }[] = [];
    for (let m = 0; m < minutes; m += 1) {
      clock = new Date(start.getTime() + m * 60_000);
      const all = await Promise.all(schedulers.map((s) => s.tick()));
      outcomes.push(...all.flat());
    }

    expect(outcomes.every((o) => o.status === 'OK')).toBe(true);
    // Every task once at every due time: tasks × minutes runs, no due time twice.
    expect(outcomes).toHaveLength(taskIds.length * minutes);
    const keys = outcomes.map((o) => `${o.task_id}@${o.due_at}`);
    expect(new Set(keys).size).toBe(keys.length);
    const runs = await server.db
      .select()
      .from(taskRuns)
      .where(sql`task_id LIKE 'pg-%'`);
    expect(runs).toHaveLength(taskIds.length * minutes);
    expect(new Set(runs.map((r) => `${r.task_id}@${r.due_at.toISOString()}`)).size).toBe(
      runs.length,
    );
    // The lambda's side effect: each due time counted once per task.
    for (let m = 0; m < minutes; m += 1) {
      const at = new Date(start.getTime() + m * 60_000).toISOString();
      expect(hits.get(`SXD:${at}`)).toHaveLength(taskIds.length);
    }
    const left = await server.db
      .select()
      .from(tasks)
      .where(sql`task_id LIKE 'pg-%'`);
    expect(left.every((t) => !t.locked && t.last_status === 'OK')).toBe(true);
  });
});
