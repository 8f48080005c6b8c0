import { and, asc, eq, ilike, ne } from 'drizzle-orm';
import {
  isCalendarDate,
  LIST_ROW_LIMIT,
  REFERENCE_LIST_MESSAGES as M,
  SQL_TOOL_MESSAGES,
  searchTermReady,
  splitListValues,
  type TListItem,
  type TListRow,
  type TListWithValues,
} from '../../../src/contract';
import { lists } from '../../db/schema';
import { escapeLike } from '../../db/sql';
import type { Db } from '../../db/types';
import { badRequest, conflict, notFound } from '../../errors';
import { checkSqlList, runSqlList } from './sql-list';

const columns = {
  list_id: lists.list_id,
  list_name: lists.list_name,
  list_type: lists.list_type,
  database: lists.database,
  database_table: lists.database_table,
  value_field: lists.value_field,
  text_field: lists.text_field,
  condition: lists.condition,
  list_values: lists.list_values,
  list_value_type: lists.list_value_type,
};

/** The site's lists by name; a term of 2+ characters filters the name. */
export function listLists(db: Db, siteId: string, term?: string | null): Promise<TListRow[]> {
  const pattern = searchTermReady(term) ? `%${escapeLike(term!.trim())}%` : undefined;
  return db
    .select(columns)
    .from(lists)
    .where(and(eq(lists.site_id, siteId), pattern ? ilike(lists.list_name, pattern) : undefined))
    .orderBy(asc(lists.list_name));
}

async function findList(db: Db, siteId: string, id: number): Promise<TListRow> {
  const [row] = await db
    .select(columns)
    .from(lists)
    .where(and(eq(lists.site_id, siteId), eq(lists.list_id, id)));
  if (!row) throw notFound(M.listNotFound(id));
  return row;
}

/**
 * A list with its values: a VALUE list's from its string, an SQL list's from its query (cut at
 * LIST_ROW_LIMIT rows, which `inform` is told).
 */
export async function getList(
  db: Db,
  siteId: string,
  id: number,
  inform: (message: string) => void = () => undefined,
): Promise<TListWithValues> {
  const row = await findList(db, siteId, id);
  if (row.list_type !== 'SQL') {
    const values = splitListValues(row.list_values).map((v) => ({ list_value: v, text: v }));
    return { ...row, values };
  }
  const { values, truncated } = await runSqlList(db, row);
  if (truncated) inform(SQL_TOOL_MESSAGES.rowsCut(row.list_name, LIST_ROW_LIMIT));
  return { ...row, values };
}

/** Refuse a VALUE list without values or with values not of its value type. */
function checkValueList(item: TListItem): string {
  const values = splitListValues(item.list_values);
  if (values.length === 0) throw badRequest(M.listValuesNeeded);
  for (const v of values) {
    if (item.list_value_type === 'number' && !Number.isFinite(Number(v)))
      throw badRequest(M.listValueNotNumber(v));
    if (item.list_value_type === 'date' && !isCalendarDate(v))
      throw badRequest(M.listValueNotDate(v));
  }
  return values.join(',');
}

/**
 * Add a list, or update the one with list_id. The name is unique at the site (409). An SQL
 * list's table, fields and condition are checked as its query will use them; a VALUE list
 * keeps its values (trimmed, blanks dropped) and clears the SQL fields, and the other way round.
 */
export async function saveList(db: Db, siteId: string, item: TListItem): Promise<TListRow> {
  const { list_id, ...rest } = item;
  const values =
    rest.list_type === 'SQL'
      ? { ...rest, list_values: '' }
      : {
          ...rest,
          list_values: checkValueList(item),
          database_table: '',
          value_field: '',
          text_field: '',
          condition: '',
        };
  if (values.list_type === 'SQL') await checkSqlList(db, values);
  const [taken] = await db
    .select({ id: lists.list_id })
    .from(lists)
    .where(
      and(
        eq(lists.site_id, siteId),
        eq(lists.list_name, values.list_name),
        list_id ? ne(lists.list_id, list_id) : undefined,
      ),
    );
  if (taken) throw conflict(M.listExists(values.list_name));
  if (list_id) {
    const [row] = await db
      .update(lists)
      .set({ ...values, updated_at: new Date() })
      .where(and(eq(lists.site_id, siteId), eq(lists.list_id, list_id)))
      .returning(columns);
    if (!row) throw notFound(M.listNotFound(list_id));
    return row;
  }
  const [row] = await db
    .insert(lists)
    .values({ site_id: siteId, ...values })
    .onConflictDoNothing()
    .returning(columns);
  if (!row) throw conflict(M.listExists(values.list_name));
  return row;
}

export async function deleteList(db: Db, siteId: string, id: number): Promise<TListRow> {
  const found = await findList(db, siteId, id);
  await db.delete(lists).where(and(eq(lists.site_id, siteId), eq(lists.list_id, id)));
  return found;
}
