import { and, eq, sql } from 'drizzle-orm';
import {
  TASK_CALLS,
  TASK_MASTER_TYPE,
  TASK_MESSAGES,
  taskSiteDocument,
} from '../../../src/contract';
import { tasks } from '../../db/schema';
import { badRequest, notFound } from '../../errors';
import { defineAction, type AnyAction } from '../action-types';
import { getTask, toTaskDocument } from './queries';

/** Service `admin`, entity `task`: the task master's calls besides the document store. */
export const taskActions: AnyAction[] = [
  defineAction({
    contract: TASK_CALLS.run_now,
    permission: { module: 'admin', flag: 'update' },
    description:
      'Make an active task due now: the scheduler runs it at its next tick (within a minute), once. results[0]: the task. A missing task is 404, an inactive one refused.',
    async handler(ctx, data) {
      const existing = await getTask(ctx.db, ctx.siteId, data.task_id);
      if (!existing) throw notFound(TASK_MESSAGES.notFound(data.task_id));
      if (!existing.active) throw badRequest(TASK_MESSAGES.runNowInactive);
      const [row] = await ctx.db
        .update(tasks)
        .set({ next_due: sql`now()`, updated_by: ctx.user.user_id, updated_at: sql`now()` })
        .where(and(eq(tasks.site_id, ctx.siteId), eq(tasks.task_id, data.task_id)))
        .returning();
      ctx.logRecord(`${taskSiteDocument(ctx.siteId)}-${data.task_id}`, TASK_MASTER_TYPE);
      ctx.inform(TASK_MESSAGES.runNowQueued);
      return [toTaskDocument(row!)];
    },
  }),
];
