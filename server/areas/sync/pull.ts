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
import { badRequest } from '../../http/app-error';
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

type Row = { key: string; row: Record<string, unknown> | null };

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

function answerOf(
  source: MirrorSource,
  found: Row[],
  limit: number,
  cursor: string,
): TMirrorPullAnswer {
  const more = found.length > limit;
  const page = more ? found.slice(0, limit) : found;
  const out: TMirrorPullAnswer = {
    entity: source.entity,
    rows: [],
    deleted: [],
    more,
    last_key: page.length ? page[page.length - 1]!.key : null,
    cursor,
    reset: false,
  };
  for (const r of page) {
    if (r.row) out.rows.push({ ...r.row, key: r.key });
    else out.deleted.push(r.key);
  }
  return out;
}

/** The whole entity in scope, in key order from `after` (one indexed query per page). */
async function firstLoad(
  db: Db,
  source: MirrorSource,
  siteId: string,
  warehouse: string,
  after: string | undefined,
  limit: number,
): Promise<Row[]> {
  const where: SQL[] = [scopeCondition(source, siteId, warehouse)];
  if (after !== undefined) where.push(afterCondition(source, 't', after));
  return rows<Row>(
    db,
    sql`SELECT ${keyExpr(source, 't')} AS key, to_jsonb(t) AS row
        FROM ${tableRef(source.table)} t
        WHERE ${sql.join(where, sql` AND `)}
        ORDER BY ${orderBy(source, 't')}
        LIMIT ${limit + 1}`,
  );
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
  siteId: string,
  warehouse: string,
  since: string,
  after: string | undefined,
  limit: number,
): Promise<Row[]> {
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
  return rows<Row>(
    db,
    sql`WITH changed AS (${keys}),
        page AS (SELECT row_key FROM changed ${from} ORDER BY row_key LIMIT ${limit + 1})
        SELECT page.row_key AS key, to_jsonb(t) AS row
        FROM page LEFT JOIN ${tableRef(source.table)} t
          ON ${keyMatches(source, 't', sql`page.row_key`)}
          AND ${scopeCondition(source, siteId, warehouse)}
        ORDER BY page.row_key`,
  );
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
  if (since === undefined || since === '') {
    const found = await firstLoad(db, source, siteId, warehouse, request.after, limit);
    return answerOf(source, found, limit, cursor);
  }
  // A cursor that is not one of ours, or older than the kept change log: load again.
  if (!/^[0-9]{1,19}$/.test(since) || BigInt(since) < (await prunedBelow(db, siteId))) {
    return {
      entity: source.entity,
      rows: [],
      deleted: [],
      more: false,
      last_key: null,
      cursor,
      reset: true,
    };
  }
  const found = await changesSince(db, source, siteId, warehouse, since, request.after, limit);
  return answerOf(source, found, limit, cursor);
}
