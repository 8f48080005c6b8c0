import { and, asc, eq, isNotNull, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  ALARM_CODE_MASK,
  DELIVERY_KEY_MESSAGES as M,
  searchTermReady,
  type TDeliveryKey,
  type TDeliveryKeyItem,
  type TDeliveryKeyList,
  type TSiteMember,
} from '../../../src/contract';
import { customers, deliveryKeys, userSites, users } from '../../db/schema';
import { escapeLike, isoTime } from '../../db/sql';
import type { Db } from '../../db/types';
import { badRequest, conflict, notFound } from '../../errors';

const checkoutUser = alias(users, 'checkout_user');

const select = (db: Db) =>
  db
    .select({
      key_id: deliveryKeys.key_id,
      key_name: deliveryKeys.key_name,
      customer_code: deliveryKeys.customer_code,
      customer_name: sql<string>`coalesce(${customers.customer_name}, '')`,
      colour: deliveryKeys.colour,
      alarm_code: deliveryKeys.alarm_code,
      key_number: deliveryKeys.key_number,
      special_instructions: deliveryKeys.special_instructions,
      entry_notes: deliveryKeys.entry_notes,
      exit_notes: deliveryKeys.exit_notes,
      checkout_user: deliveryKeys.checkout_user,
      checkout_user_name: checkoutUser.display_name,
      checkout_at: sql<string | null>`${isoTime(sql`${deliveryKeys.checkout_at}`)}`,
    })
    .from(deliveryKeys)
    .leftJoin(
      customers,
      and(
        eq(customers.site_id, deliveryKeys.site_id),
        eq(customers.customer_code, deliveryKeys.customer_code),
      ),
    )
    .leftJoin(checkoutUser, eq(checkoutUser.user_id, deliveryKeys.checkout_user));

type KeyRow = Awaited<ReturnType<ReturnType<typeof select>['where']>>[number];

/** A key as answered: the alarm code masked unless the caller may see it. */
const answer = (row: KeyRow, seeAlarm: boolean): TDeliveryKey => ({
  ...row,
  alarm_code: seeAlarm || row.alarm_code === '' ? row.alarm_code : ALARM_CODE_MASK,
  alarm_code_hidden: !seeAlarm && row.alarm_code !== '',
});

/**
 * The site's keys by name; a search of 2 characters or more matches key, customer or colour.
 * `locked_only`: only keys checked out to a user. `run` (id or code): only the keys of
 * customers with an order on that run still to deliver (not complete or deleted).
 */
export async function listKeys(
  db: Db,
  siteId: string,
  filter: TDeliveryKeyList,
  seeAlarm: boolean,
): Promise<TDeliveryKey[]> {
  const text = (filter.search_term ?? '').trim();
  if (text !== '' && !searchTermReady(text)) return [];
  const like = `%${escapeLike(text)}%`;
  const { run } = filter;
  const onRun =
    run === null || run === undefined || run === ''
      ? undefined
      : sql`${deliveryKeys.customer_code} IN (
          SELECT o.customer_code FROM wms.sales_orders o
          WHERE o.site_id = ${siteId} AND lower(o.wms_status) NOT IN ('complete', 'deleted')
            AND o.run_id IN (SELECT r.run_id FROM wms.runs r WHERE r.site_id = ${siteId}
              AND ${typeof run === 'number' ? sql`r.run_id = ${run}` : sql`r.run = ${run}`}))`;
  const found = await select(db)
    .where(
      and(
        eq(deliveryKeys.site_id, siteId),
        text === ''
          ? undefined
          : sql`(${deliveryKeys.key_name} ILIKE ${like} OR ${deliveryKeys.customer_code} ILIKE ${like}
              OR ${customers.customer_name} ILIKE ${like} OR ${deliveryKeys.colour} ILIKE ${like})`,
        filter.locked_only ? isNotNull(deliveryKeys.checkout_user) : undefined,
        onRun,
      ),
    )
    .orderBy(asc(deliveryKeys.key_name));
  return found.map((r) => answer(r, seeAlarm));
}

export async function getKey(
  db: Db,
  siteId: string,
  keyId: number,
  seeAlarm: boolean,
): Promise<TDeliveryKey> {
  const [row] = await select(db).where(
    and(eq(deliveryKeys.site_id, siteId), eq(deliveryKeys.key_id, keyId)),
  );
  if (!row) throw notFound(M.keyNotFound(keyId));
  return answer(row, seeAlarm);
}

async function checkCustomer(db: Db, siteId: string, code: string): Promise<void> {
  const [found] = await db
    .select({ code: customers.customer_code })
    .from(customers)
    .where(and(eq(customers.site_id, siteId), eq(customers.customer_code, code)));
  if (!found) throw badRequest(M.customerUnknown(code));
}

async function checkNameFree(db: Db, siteId: string, name: string, keyId?: number) {
  const [taken] = await db
    .select({ key_id: deliveryKeys.key_id })
    .from(deliveryKeys)
    .where(
      and(
        eq(deliveryKeys.site_id, siteId),
        sql`lower(${deliveryKeys.key_name}) = lower(${name})`,
        keyId ? ne(deliveryKeys.key_id, keyId) : undefined,
      ),
    );
  if (taken) throw conflict(M.keyExists(name));
}

/**
 * Add a key (name and customer needed), or change the fields sent of the key with key_id:
 * a field not sent keeps its value. The customer must be one of the site's; the name is
 * unique at the site (any case).
 */
export async function saveKey(db: Db, siteId: string, item: TDeliveryKeyItem): Promise<number> {
  const { key_id, ...values } = item;
  const changes = Object.fromEntries(
    Object.entries(values).filter(([, v]) => v !== undefined && v !== ''),
  ) as Partial<Record<keyof typeof values, string>>;
  if (changes.customer_code) await checkCustomer(db, siteId, changes.customer_code);
  if (changes.key_name) await checkNameFree(db, siteId, changes.key_name, key_id ?? undefined);
  if (key_id) {
    const [row] = await db
      .update(deliveryKeys)
      .set({ ...changes, updated_at: new Date() })
      .where(and(eq(deliveryKeys.site_id, siteId), eq(deliveryKeys.key_id, key_id)))
      .returning({ key_id: deliveryKeys.key_id });
    if (!row) throw notFound(M.keyNotFound(key_id));
    return row.key_id;
  }
  const [row] = await db
    .insert(deliveryKeys)
    .values({
      site_id: siteId,
      key_name: changes.key_name ?? '',
      customer_code: changes.customer_code ?? '',
      ...changes,
    })
    .returning({ key_id: deliveryKeys.key_id });
  return row!.key_id;
}

export async function deleteKey(db: Db, siteId: string, keyId: number): Promise<void> {
  await db
    .delete(deliveryKeys)
    .where(and(eq(deliveryKeys.site_id, siteId), eq(deliveryKeys.key_id, keyId)));
}

/** Check a key out to a user of the site; refused when it is out already. */
export async function checkOutKey(
  db: Db,
  siteId: string,
  key: TDeliveryKey,
  userId: string,
): Promise<void> {
  if (key.checkout_user) throw conflict(M.checkedOut(key.key_name, key.checkout_user));
  const [member] = await db
    .select({ user_id: userSites.user_id })
    .from(userSites)
    .where(and(eq(userSites.site_id, siteId), eq(userSites.user_id, userId)));
  if (!member) throw badRequest(M.notMember(userId));
  const [row] = await db
    .update(deliveryKeys)
    .set({ checkout_user: userId, checkout_at: new Date(), updated_at: new Date() })
    .where(
      and(
        eq(deliveryKeys.site_id, siteId),
        eq(deliveryKeys.key_id, key.key_id),
        sql`${deliveryKeys.checkout_user} is null`,
      ),
    )
    .returning({ key_id: deliveryKeys.key_id });
  if (!row) throw conflict(M.checkedOut(key.key_name, 'another user'));
}

/** Check a key back in; refused when it is not out. */
export async function checkInKey(db: Db, siteId: string, key: TDeliveryKey): Promise<void> {
  if (!key.checkout_user) throw conflict(M.notCheckedOut(key.key_name));
  await db
    .update(deliveryKeys)
    .set({ checkout_user: null, checkout_at: null, updated_at: new Date() })
    .where(and(eq(deliveryKeys.site_id, siteId), eq(deliveryKeys.key_id, key.key_id)));
}

/** The users of the site, by name (whom a key may be checked out to). */
export async function siteMembers(db: Db, siteId: string): Promise<TSiteMember[]> {
  return db
    .select({ user_id: users.user_id, display_name: users.display_name })
    .from(userSites)
    .innerJoin(users, eq(users.user_id, userSites.user_id))
    .where(eq(userSites.site_id, siteId))
    .orderBy(asc(users.display_name));
}
