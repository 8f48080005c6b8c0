import { sql, type SQL } from 'drizzle-orm';
import {
  ALL_WAREHOUSES,
  SYNC_DEFAULTS,
  SYNC_MESSAGES,
  type TMirrorPullAnswer,
  type TMirrorPullRequest,
} from '../../../src/contract';
import { rows } from '../../db/sql';
import type { Db } from '../../db/types';
import { badRequest } from '../../errors';
import {
  afterCondition,
  keyExpr,
  keyMatches,
  mirrorSource,
  orderBy,
  scopeCondition,
  tableRef,
  type MirrorSource,
} from './entities';
import { mirrorColumns } from './columns';

/** One page as the database answers it: the rows and deleted keys already as JSON text. */
type PageRow = { rows: string; deleted: string; n: number; last_key: string | null };

/** The change position of this moment: every transaction not yet committed has an id >= it. */
export async function currentCursor(db: Db): Promise<string> {
  const [r] = await rows<{ cursor: string }>(
    db,
    sql`SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS cursor`,
  );
  return r!.cursor;
}

/** The site's change log is kept from this transaction id on (0 when never pruned). */
async function prunedBelow(db: Db, siteId: string): Promise<bigint> {
  const [r] = await rows<{ xid: string }>(
    db,
    sql`SELECT pruned_below_xid::text AS xid FROM wms.sync_prunes WHERE site_id = ${siteId}`,
  );
  return r ? BigInt(r.xid) : 0n;
}

const quoted = (name: string) => sql.raw(`"${name.replace(/"/g, '""')}"`);

/**
 * Aggregate a numbered page (CTE `page`: key, rn, present, the table's columns) into one row
 * of JSON text. The database builds the JSON: reading 5,000 rows column by column through the
 * driver costs several times more (PGlite most of all) than one text value.
 */
function pageAggregate(columns: string[], limit: number): SQL {
  const values = sql.join([sql`page.key`, ...columns.map((c) => sql`page.${quoted(c)}`)], sql`, `);
  return sql`SELECT
      coalesce(json_agg(json_build_array(${values}) ORDER BY page.rn)
        FILTER (WHERE page.rn <= ${limit} AND page.present), '[]')::text AS rows,
      coalesce(json_agg(page.key ORDER BY page.rn)
        FILTER (WHERE page.rn <= ${limit} AND NOT page.present), '[]')::text AS deleted,
      count(*)::int AS n,
      (array_agg(page.key ORDER BY page.rn DESC) FILTER (WHERE page.rn <= ${limit}))[1] AS last_key
    FROM page`;
}

function answerOf(
  source: MirrorSource,
  columns: string[],
  found: PageRow | undefined,
  limit: number,
  cursor: string,
): TMirrorPullAnswer {
  return {
    entity: source.entity,
    columns: ['key', ...columns],
    rows: found ? (JSON.parse(found.rows) as unknown[][]) : [],
    deleted: found ? (JSON.parse(found.deleted) as string[]) : [],
    more: (found?.n ?? 0) > limit,
    last_key: found?.last_key ?? null,
    cursor,
    reset: false,
  };
}

/** The whole entity in scope, in key order from `after` (one indexed query per page). */
async function firstLoad(
  db: Db,
  source: MirrorSource,
  columns: string[],
  siteId: string,
  warehouse: string,
  after: string | undefined,
  limit: number,
): Promise<PageRow | undefined> {
  const where: SQL[] = [scopeCondition(source, siteId, warehouse)];
  if (after !== undefined) where.push(afterCondition(source, 't', after));
  const [found] = await rows<PageRow>(
    db,
    sql`WITH page AS (
          SELECT ${keyExpr(source, 't')} AS key, true AS present,
            row_number() OVER (ORDER BY ${orderBy(source, 't')}) AS rn,
            ${sql.join(
              columns.map((c) => sql`t.${quoted(c)}`),
              sql`, `,
            )}
          FROM ${tableRef(source.table)} t
          WHERE ${sql.join(where, sql` AND `)}
          ORDER BY ${orderBy(source, 't')}
          LIMIT ${limit + 1})
        ${pageAggregate(columns, limit)}`,
  );
  return found;
}

/**
 * The rows changed since `since` (the change log's distinct keys, in key text order from
 * `after`), each with its current row when still in scope, else none (a deletion). A child
 * entity (pick lines) also answers the rows of parents changed since (a completed pick's
 * lines leave the mirror with it).
 */
async function changesSince(
  db: Db,
  source: MirrorSource,
  columns: string[],
  siteId: string,
  warehouse: string,
  since: string,
  after: string | undefined,
  limit: number,
): Promise<PageRow | undefined> {
  const xid = sql`CAST(${since} AS bigint)`;
  const own = sql`SELECT c.row_key FROM wms.sync_changes c
    WHERE c.site_id = ${siteId} AND c.entity = ${source.entity} AND c.xid >= ${xid}
    ${source.warehouseBound ? sql`AND c.warehouse = ${warehouse}` : sql``}`;
  let keys = own;
  if (source.parent) {
    const p = source.parent;
    const parentMatch = keyMatches(mirrorSource(p.entity), 'pt', sql`c.row_key`);
    keys = sql`${own} UNION
      SELECT ${keyExpr(source, 'k')} FROM wms.sync_changes c
      JOIN ${tableRef(p.table)} pt ON pt.site_id = c.site_id AND ${parentMatch}
      JOIN ${tableRef(source.table)} k ON k.site_id = pt.site_id
        AND k.${sql.raw(`"${p.column}"`)} = pt.${sql.raw(`"${p.column}"`)}
      WHERE c.site_id = ${siteId} AND c.entity = ${p.entity} AND c.xid >= ${xid}
        AND c.warehouse = ${warehouse}`;
  }
  const from = after !== undefined ? sql`WHERE row_key > ${after}` : sql``;
  const firstKey = quoted(source.key[0]!);
  const [found] = await rows<PageRow>(
    db,
    sql`WITH changed AS (${keys}),
        keys AS (SELECT row_key, row_number() OVER (ORDER BY row_key) AS rn
          FROM changed ${from} ORDER BY row_key LIMIT ${limit + 1}),
        page AS (
          SELECT keys.row_key AS key, keys.rn, t.${firstKey} IS NOT NULL AS present,
            ${sql.join(
              columns.map((c) => sql`t.${quoted(c)}`),
              sql`, `,
            )}
          FROM keys LEFT JOIN ${tableRef(source.table)} t
            ON ${keyMatches(source, 't', sql`keys.row_key`)}
            AND ${scopeCondition(source, siteId, warehouse)})
        ${pageAggregate(columns, limit)}`,
  );
  return found;
}

/** `sync / mirror / pull`: one page of one entity, the cursor taken before any read. */
export async function pullMirror(
  db: Db,
  siteId: string,
  request: TMirrorPullRequest,
): Promise<TMirrorPullAnswer> {
  const cursor = await currentCursor(db);
  const source = mirrorSource(request.entity);
  const warehouse = request.warehouse ?? '';
  if (source.needsWarehouse && (!warehouse || warehouse === ALL_WAREHOUSES)) {
    throw badRequest(SYNC_MESSAGES.selectWarehouse(request.entity));
  }
  const limit = request.limit ?? SYNC_DEFAULTS.pageSize;
  const since = request.updated_since;
  const columns = mirrorColumns(source.table);
  if (since === undefined || since === '') {
    const found = await firstLoad(db, source, columns, siteId, warehouse, request.after, limit);
    return answerOf(source, columns, found, limit, cursor);
  }
  // A cursor that is not one of ours, or older than the kept change log: load again.
  if (!/^[0-9]{1,19}$/.test(since) || BigInt(since) < (await prunedBelow(db, siteId))) {
    return {
      entity: source.entity,
      columns: ['key', ...columns],
      rows: [],
      deleted: [],
      more: false,
      last_key: null,
      cursor,
      reset: true,
    };
  }
  const found = await changesSince(
    db,
    source,
    columns,
    siteId,
    warehouse,
    since,
    request.after,
    limit,
  );
  return answerOf(source, columns, found, limit, cursor);
}
