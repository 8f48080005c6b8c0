import { and, asc, eq, ilike, ne, or } from 'drizzle-orm';
import {
  REFERENCE_LIST_MESSAGES as M,
  searchTermReady,
  type TOrderTypeItem,
  type TOrderTypeRow,
} from '../../../src/contract';
import { orderTypes } from '../../db/schema';
import { escapeLike } from '../../db/sql';
import type { Db } from '../../db/types';
import { conflict, notFound } from '../../errors';

const columns = {
  order_type_id: orderTypes.order_type_id,
  order_type: orderTypes.order_type,
  order_type_name: orderTypes.order_type_name,
  allow_addnl_invs: orderTypes.allow_addnl_invs,
  warn: orderTypes.warn,
};

/** The site's order types by code; a term of 2+ characters filters code or name. */
export function listOrderTypes(
  db: Db,
  siteId: string,
  term?: string | null,
): Promise<TOrderTypeRow[]> {
  const pattern = searchTermReady(term) ? `%${escapeLike(term!.trim())}%` : undefined;
  return db
    .select(columns)
    .from(orderTypes)
    .where(
      and(
        eq(orderTypes.site_id, siteId),
        pattern
          ? or(ilike(orderTypes.order_type, pattern), ilike(orderTypes.order_type_name, pattern))
          : undefined,
      ),
    )
    .orderBy(asc(orderTypes.order_type));
}

export async function getOrderType(db: Db, siteId: string, id: number): Promise<TOrderTypeRow> {
  const [row] = await db
    .select(columns)
    .from(orderTypes)
    .where(and(eq(orderTypes.site_id, siteId), eq(orderTypes.order_type_id, id)));
  if (!row) throw notFound(M.orderTypeNotFound(id));
  return row;
}

/** Add an order type, or update the one with order_type_id; the code is unique (409). */
export async function saveOrderType(
  db: Db,
  siteId: string,
  item: TOrderTypeItem,
): Promise<TOrderTypeRow> {
  const { order_type_id, ...values } = item;
  const [taken] = await db
    .select({ id: orderTypes.order_type_id })
    .from(orderTypes)
    .where(
      and(
        eq(orderTypes.site_id, siteId),
        eq(orderTypes.order_type, values.order_type),
        order_type_id ? ne(orderTypes.order_type_id, order_type_id) : undefined,
      ),
    );
  if (taken) throw conflict(M.orderTypeExists(values.order_type));
  if (order_type_id) {
    const [row] = await db
      .update(orderTypes)
      .set({ ...values, updated_at: new Date() })
      .where(and(eq(orderTypes.site_id, siteId), eq(orderTypes.order_type_id, order_type_id)))
      .returning(columns);
    if (!row) throw notFound(M.orderTypeNotFound(order_type_id));
    return row;
  }
  const [row] = await db
    .insert(orderTypes)
    .values({ site_id: siteId, ...values })
    .onConflictDoNothing()
    .returning(columns);
  if (!row) throw conflict(M.orderTypeExists(values.order_type));
  return row;
}

export async function deleteOrderType(db: Db, siteId: string, id: number): Promise<TOrderTypeRow> {
  const found = await getOrderType(db, siteId, id);
  await db
    .delete(orderTypes)
    .where(and(eq(orderTypes.site_id, siteId), eq(orderTypes.order_type_id, id)));
  return found;
}
