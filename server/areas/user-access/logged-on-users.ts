import { sql } from 'drizzle-orm';
import {
  ALL_WAREHOUSES,
  USER_RIGHTS_MESSAGES,
  type TClockOffResult,
  type TLoggedOnUser,
} from '../../../src/contract';
import { rows } from '../../db/sql';
import type { ActionContext } from '../action-types';
import { checkRightsOverUser } from '../auth/user-rights';
import { requireTargetUser } from './site-scope';
import { requireWarehouse } from './site-records';

/** Users of the request site with a live session (not revoked, not expired). */
export async function listLoggedOnUsers(ctx: ActionContext): Promise<TLoggedOnUser[]> {
  return rows<TLoggedOnUser>(
    ctx.db,
    sql`SELECT u.user_id, u.display_name, u.email_address, c.erp_user_id, u.staff_id
        FROM wms.users u
        JOIN wms.user_sites us ON us.user_id = u.user_id AND us.site_id = ${ctx.siteId}
        LEFT JOIN wms.user_connector_settings c ON c.user_id = u.user_id
        WHERE EXISTS (SELECT 1 FROM wms.sessions s
                      WHERE s.user_id = u.user_id AND s.revoked_at IS NULL AND s.expires_at > now())
        ORDER BY u.user_id`,
  );
}

/**
 * Why clock-off at the request site keeps the user's sessions, or null when it ends them.
 * A session is not bound to a site: it serves every site of its user. So clock-off signs the
 * user out only when the request site is their one site and the caller may change the user
 * (auth/user-rights.ts); otherwise only the site's timesheets end.
 */
async function reasonToKeepSessions(ctx: ActionContext, userId: string) {
  const rights = await checkRightsOverUser(ctx, userId);
  if (rights.refusal) return rights.refusal;
  const others = rights.sites.filter((s) => s !== ctx.siteId);
  return others.length ? USER_RIGHTS_MESSAGES.sessionServesOtherSites(userId, others) : null;
}

/**
 * Clock a user off the floor: end their open job timesheets at the warehouse (ALL: every
 * warehouse of the site) now, with the minutes worked; and, when the site is the user's only
 * one and the caller may change the user, end every session they have, so the next call of
 * any of their devices asks them to sign in again. Otherwise the answer says why they stay
 * signed in.
 */
export async function clockOff(
  ctx: ActionContext,
  userId: string,
  warehouse: string,
): Promise<TClockOffResult> {
  const id = await requireTargetUser(ctx, userId);
  await requireWarehouse(ctx.db, ctx.siteId, warehouse);
  const anyWarehouse = warehouse === ALL_WAREHOUSES;
  const closed = await rows<{ time_id: string }>(
    ctx.db,
    sql`UPDATE wms.job_timesheets t
        SET end_timestamp = now(),
            total_duration_mins = round((extract(epoch FROM (now() - t.start_timestamp)) / 60)::numeric, 2),
            updated_at = now()
        FROM wms.jobs j
        WHERE t.site_id = ${ctx.siteId} AND t.user_id = ${id} AND t.end_timestamp IS NULL
          AND j.site_id = t.site_id AND j.job_id = t.job_id
          AND (${anyWarehouse} OR j.warehouse = ${warehouse})
        RETURNING t.time_id`,
  );
  const keep = await reasonToKeepSessions(ctx, id);
  if (keep) ctx.inform(USER_RIGHTS_MESSAGES.sessionsKept(keep));
  const ended = keep
    ? []
    : await rows<{ session_id: string }>(
        ctx.db,
        sql`UPDATE wms.sessions SET revoked_at = now()
            WHERE user_id = ${id} AND revoked_at IS NULL AND expires_at > now()
            RETURNING session_id`,
      );
  ctx.logRecord(id, 'user_id', `clock off ${warehouse}`);
  return {
    user_id: id,
    warehouse,
    timesheets_closed: closed.length,
    sessions_ended: ended.length,
  };
}
