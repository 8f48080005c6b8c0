import { and, asc, eq, ne } from 'drizzle-orm';
import {
  AU_STATES,
  LEAD_DAY_MESSAGES as M,
  type TLeadDay,
  type TLeadDayItem,
  type TLeadDayKey,
} from '../../../src/contract';
import { deliveryLeadDays as t } from '../../db/schema';
import type { Db } from '../../db/types';
import { conflict, notFound } from '../../errors';

const columns = {
  lead_day_id: t.lead_day_id,
  from_state: t.from_state,
  to_state: t.to_state,
  lead_days: t.lead_days,
};

const stateOrder = (state: string) => AU_STATES.indexOf(state as (typeof AU_STATES)[number]);

/** The site's lead days (or those from one state), by from state then to state (VIC first). */
export async function listLeadDays(
  db: Db,
  siteId: string,
  fromState?: string | null,
): Promise<TLeadDay[]> {
  const found = await db
    .select(columns)
    .from(t)
    .where(and(eq(t.site_id, siteId), fromState ? eq(t.from_state, fromState) : undefined))
    .orderBy(asc(t.lead_day_id));
  return found.sort(
    (a, b) =>
      stateOrder(a.from_state) - stateOrder(b.from_state) ||
      stateOrder(a.to_state) - stateOrder(b.to_state),
  );
}

/** One lead day by id, else by its pair; 404 when missing. */
export async function getLeadDay(db: Db, siteId: string, key: TLeadDayKey): Promise<TLeadDay> {
  const [row] = await db
    .select(columns)
    .from(t)
    .where(
      and(
        eq(t.site_id, siteId),
        key.lead_day_id !== undefined
          ? eq(t.lead_day_id, key.lead_day_id)
          : and(eq(t.from_state, key.from_state ?? ''), eq(t.to_state, key.to_state ?? '')),
      ),
    );
  if (!row)
    throw notFound(M.leadDayNotFound(key.lead_day_id ?? `${key.from_state} to ${key.to_state}`));
  return row;
}

/** Add a lead day, or update the one with lead_day_id; one record per pair (409). */
export async function saveLeadDay(db: Db, siteId: string, item: TLeadDayItem): Promise<TLeadDay> {
  const { lead_day_id, ...values } = item;
  const [taken] = await db
    .select({ id: t.lead_day_id })
    .from(t)
    .where(
      and(
        eq(t.site_id, siteId),
        eq(t.from_state, values.from_state),
        eq(t.to_state, values.to_state),
        lead_day_id ? ne(t.lead_day_id, lead_day_id) : undefined,
      ),
    );
  if (taken) throw conflict(M.pairExists(values.from_state, values.to_state));
  if (lead_day_id) {
    const [row] = await db
      .update(t)
      .set({ ...values, updated_at: new Date() })
      .where(and(eq(t.site_id, siteId), eq(t.lead_day_id, lead_day_id)))
      .returning(columns);
    if (!row) throw notFound(M.leadDayNotFound(lead_day_id));
    return row;
  }
  const [row] = await db
    .insert(t)
    .values({ site_id: siteId, ...values })
    .onConflictDoNothing()
    .returning(columns);
  if (!row) throw conflict(M.pairExists(values.from_state, values.to_state));
  return row;
}

export async function deleteLeadDay(db: Db, siteId: string, key: TLeadDayKey): Promise<TLeadDay> {
  const found = await getLeadDay(db, siteId, key);
  await db.delete(t).where(and(eq(t.site_id, siteId), eq(t.lead_day_id, found.lead_day_id)));
  return found;
}
