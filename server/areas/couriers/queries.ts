import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import {
  COURIER_MESSAGES as M,
  searchTermReady,
  type TCourierDetail,
  type TCourierItem,
  type TCourierRow,
  type TCourierService,
  type TCourierServiceItem,
} from '../../../src/contract';
import { courierServices, couriers, customerCourierAccounts, runs, storage } from '../../db/schema';
import { escapeLike } from '../../db/sql';
import type { Db } from '../../db/types';
import { conflict, notFound, RuleErrors } from '../../errors';

/**
 * The search of document 1 section 5: no term is every row, a term of one character is no row
 * (null), a longer one matches these columns (contains, any case).
 */
function searchFilter(term: string | null | undefined, columns: SQL[]): SQL | undefined | null {
  const text = (term ?? '').trim();
  if (text === '') return undefined;
  if (!searchTermReady(text)) return null;
  const like = `%${escapeLike(text)}%`;
  return sql`(${sql.join(
    columns.map((c) => sql`${c} ILIKE ${like}`),
    sql` OR `,
  )})`;
}

/** The courier's number of services (the outer query reads wms.couriers). */
const serviceCount = sql<number>`(select count(*)::int from wms.courier_services s
  where s.site_id = "couriers"."site_id" and s.courier = "couriers"."courier")`;

const courierColumns = {
  courier: couriers.courier,
  courier_name: couriers.courier_name,
  services: serviceCount,
};

export async function listCouriers(
  db: Db,
  siteId: string,
  term?: string | null,
  only?: string,
): Promise<TCourierRow[]> {
  const filter = searchFilter(term, [sql`${couriers.courier}`, sql`${couriers.courier_name}`]);
  if (filter === null) return [];
  return db
    .select(courierColumns)
    .from(couriers)
    .where(
      and(
        eq(couriers.site_id, siteId),
        filter,
        only === undefined ? undefined : eq(couriers.courier, only),
      ),
    )
    .orderBy(asc(couriers.courier_name));
}

const serviceColumns = {
  courier: courierServices.courier,
  courier_name: couriers.courier_name,
  courier_service_code: courierServices.courier_service_code,
  service_code_name: courierServices.service_code_name,
  storage: courierServices.storage,
};

export async function listCourierServices(
  db: Db,
  siteId: string,
  query: { search_term?: string | null | undefined; courier?: string | null | undefined },
): Promise<TCourierService[]> {
  const filter = searchFilter(query.search_term, [
    sql`${courierServices.courier_service_code}`,
    sql`${courierServices.service_code_name}`,
    sql`${couriers.courier_name}`,
  ]);
  if (filter === null) return [];
  return db
    .select(serviceColumns)
    .from(courierServices)
    .innerJoin(
      couriers,
      and(
        eq(couriers.site_id, courierServices.site_id),
        eq(couriers.courier, courierServices.courier),
      ),
    )
    .where(
      and(
        eq(courierServices.site_id, siteId),
        filter,
        query.courier ? eq(courierServices.courier, query.courier) : undefined,
      ),
    )
    .orderBy(asc(couriers.courier_name), asc(courierServices.service_code_name));
}

export async function getCourier(db: Db, siteId: string, courier: string): Promise<TCourierDetail> {
  const [row] = await db
    .select({ courier: couriers.courier, courier_name: couriers.courier_name })
    .from(couriers)
    .where(and(eq(couriers.site_id, siteId), eq(couriers.courier, courier)));
  if (!row) throw notFound(M.courierNotFound(courier));
  return { ...row, services: await listCourierServices(db, siteId, { courier }) };
}

/** Throw every rule failure at once (nothing is written when one fails). */
function refuse(messages: string[]): void {
  if (messages.length > 0) throw new RuleErrors(messages.map((message) => ({ message })));
}

/** Add or rename couriers (by code); a code listed twice is refused. */
export async function saveCouriers(
  db: Db,
  siteId: string,
  items: TCourierItem[],
): Promise<TCourierRow[]> {
  const seen = new Set<string>();
  const problems: string[] = [];
  for (const item of items) {
    if (seen.has(item.courier)) problems.push(M.courierListedTwice(item.courier));
    seen.add(item.courier);
  }
  refuse(problems);
  for (const item of items) {
    await db
      .insert(couriers)
      .values({ site_id: siteId, ...item })
      .onConflictDoUpdate({
        target: [couriers.site_id, couriers.courier],
        set: { courier_name: item.courier_name, updated_at: new Date() },
      });
  }
  const saved = await listCouriers(db, siteId);
  return items.map((item) => saved.find((r) => r.courier === item.courier)!);
}

/** Runs of the site whose courier (and service, when given) is this one, by code in any case. */
async function runsUsing(
  db: Db,
  siteId: string,
  courier: string,
  service?: string,
): Promise<string[]> {
  const found = await db
    .selectDistinct({ run: runs.run })
    .from(runs)
    .where(
      and(
        eq(runs.site_id, siteId),
        sql`lower(${runs.courier}) = lower(${courier})`,
        service === undefined ? undefined : sql`lower(${runs.courier_service}) = lower(${service})`,
      ),
    )
    .orderBy(asc(runs.run));
  return found.map((r) => r.run);
}

const runNames = (list: string[]) =>
  list.length > 3 ? `${list.slice(0, 3).join(', ')} and ${list.length - 3} more` : list.join(', ');

/**
 * Delete a courier. Refused while it has services, while a customer's courier account names it
 * (by code or name) or a run's courier is it.
 */
export async function deleteCourier(db: Db, siteId: string, courier: string): Promise<TCourierRow> {
  const [row] = await listCouriers(db, siteId, undefined, courier);
  if (!row) throw notFound(M.courierNotFound(courier));
  if (row.services > 0) throw conflict(M.courierHasServices(courier, row.services));
  const [accounts] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(customerCourierAccounts)
    .where(
      and(
        eq(customerCourierAccounts.site_id, siteId),
        sql`lower(${customerCourierAccounts.courier}) in (lower(${row.courier}), lower(${row.courier_name}))`,
      ),
    );
  if (accounts && accounts.n > 0) throw conflict(M.courierUsedByAccounts(courier, accounts.n));
  const usedBy = await runsUsing(db, siteId, courier);
  if (usedBy.length > 0) throw conflict(M.courierUsedByRuns(courier, runNames(usedBy)));
  await db.delete(couriers).where(and(eq(couriers.site_id, siteId), eq(couriers.courier, courier)));
  return row;
}

/**
 * Add or update courier services. Each names a courier of the site and a storage type of the
 * site (or none); a service listed twice is refused. Every failure is answered, none written.
 */
export async function saveCourierServices(
  db: Db,
  siteId: string,
  items: TCourierServiceItem[],
): Promise<TCourierService[]> {
  const known = new Set(
    (
      await db
        .select({ courier: couriers.courier })
        .from(couriers)
        .where(eq(couriers.site_id, siteId))
    ).map((r) => r.courier),
  );
  const storages = new Set(
    (
      await db.select({ storage: storage.storage }).from(storage).where(eq(storage.site_id, siteId))
    ).map((r) => r.storage),
  );
  const seen = new Set<string>();
  const problems: string[] = [];
  for (const item of items) {
    const key = `${item.courier}\u0000${item.courier_service_code}`;
    if (seen.has(key)) problems.push(M.serviceListedTwice(item.courier, item.courier_service_code));
    seen.add(key);
    if (!known.has(item.courier)) problems.push(M.courierNotFound(item.courier));
    if (item.storage && !storages.has(item.storage)) problems.push(M.storageUnknown(item.storage));
  }
  refuse([...new Set(problems)]);
  for (const item of items) {
    await db
      .insert(courierServices)
      .values({ site_id: siteId, ...item })
      .onConflictDoUpdate({
        target: [
          courierServices.site_id,
          courierServices.courier,
          courierServices.courier_service_code,
        ],
        set: {
          service_code_name: item.service_code_name,
          storage: item.storage,
          updated_at: new Date(),
        },
      });
  }
  const saved = await listCourierServices(db, siteId, {});
  return items.map((item) =>
    saved.find(
      (r) => r.courier === item.courier && r.courier_service_code === item.courier_service_code,
    )!,
  );
}

/** Delete a courier service; refused while a run uses it as its courier service. */
export async function deleteCourierService(
  db: Db,
  siteId: string,
  key: { courier: string; courier_service_code: string },
): Promise<TCourierService> {
  const found = (await listCourierServices(db, siteId, { courier: key.courier })).find(
    (r) => r.courier_service_code === key.courier_service_code,
  );
  if (!found) throw notFound(M.serviceNotFound(key.courier, key.courier_service_code));
  const usedBy = await runsUsing(db, siteId, key.courier, key.courier_service_code);
  if (usedBy.length > 0)
    throw conflict(M.serviceUsedByRuns(key.courier, key.courier_service_code, runNames(usedBy)));
  await db
    .delete(courierServices)
    .where(
      and(
        eq(courierServices.site_id, siteId),
        eq(courierServices.courier, key.courier),
        eq(courierServices.courier_service_code, key.courier_service_code),
      ),
    );
  return found;
}
