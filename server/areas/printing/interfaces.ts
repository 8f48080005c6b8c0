import { and, asc, eq, ilike, or } from 'drizzle-orm';
import { PRINTING_MESSAGES as M, searchTermReady, type TInterface } from '../../../src/contract';
import { interfaces } from '../../db/schema';
import type { Db } from '../../db/types';
import { escapeLike } from '../../db/sql';
import { notFound } from '../../errors';

const columns = { interface: interfaces.interface, interface_name: interfaces.interface_name };

/** The site's interfaces by code; a term of 2 characters or more filters code or name. */
export async function listInterfaces(
  db: Db,
  siteId: string,
  term?: string | null,
): Promise<TInterface[]> {
  const pattern = searchTermReady(term) ? `%${escapeLike(term!.trim())}%` : undefined;
  return db
    .select(columns)
    .from(interfaces)
    .where(
      and(
        eq(interfaces.site_id, siteId),
        pattern
          ? or(ilike(interfaces.interface, pattern), ilike(interfaces.interface_name, pattern))
          : undefined,
      ),
    )
    .orderBy(asc(interfaces.interface));
}

/** One interface of the site; a missing one is 404. */
export async function getInterface(db: Db, siteId: string, itf: string): Promise<TInterface> {
  const [row] = await db
    .select(columns)
    .from(interfaces)
    .where(and(eq(interfaces.site_id, siteId), eq(interfaces.interface, itf)));
  if (!row) throw notFound(M.interfaceNotFound(itf));
  return row;
}

/** Add or rename one interface. */
export async function saveInterface(db: Db, siteId: string, item: TInterface): Promise<TInterface> {
  const set = { interface_name: item.interface_name, updated_at: new Date() };
  const [row] = await db
    .insert(interfaces)
    .values({ site_id: siteId, interface: item.interface, ...set })
    .onConflictDoUpdate({ target: [interfaces.site_id, interfaces.interface], set })
    .returning(columns);
  return row!;
}
