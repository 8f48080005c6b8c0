import { sql, type SQL } from 'drizzle-orm';
import { CLOSED_JOB_STATUSES, MIRROR_ENTITIES, type TMirrorEntity } from '../../../src/contract';

/*
 * How each mirrored entity is read on the server: its table, the SQL types of its key
 * columns (to compare the keyset position and the change log's row keys against the
 * table's own indexed columns), and the rows in scope for a device at one warehouse.
 */

type KeyType = 'text' | 'integer' | 'bigint' | 'uuid';

type Parent = { entity: TMirrorEntity; table: string; column: string };

export type MirrorSource = {
  entity: TMirrorEntity;
  table: string;
  key: readonly string[];
  types: readonly KeyType[];
  /** The table has a `warehouse` column recorded in wms.sync_changes.warehouse. */
  warehouseBound: boolean;
  /** Needs the device's warehouse (the warehouse, or a parent of the warehouse). */
  needsWarehouse: boolean;
  /** Rows of a parent entity (picks → pick_lines): the parent's column in this table. */
  parent?: Parent;
};

const T: Record<TMirrorEntity, readonly KeyType[]> = {
  warehouses: ['text'],
  dock_locations: ['text', 'text'],
  pick_areas: ['text', 'text'],
  pick_sections: ['text', 'text', 'text'],
  work_centres: ['text', 'text'],
  locations: ['integer'],
  inventory: ['text'],
  inventory_warehouses: ['text', 'text'],
  stocking_factors: ['integer'],
  on_hands: ['bigint'],
  reason_codes: ['integer'],
  load_object_types: ['integer'],
  picks: ['integer'],
  pick_lines: ['integer'],
  job_types: ['integer'],
  jobs: ['integer'],
  job_timesheets: ['uuid'],
  containers: ['integer'],
  container_contents: ['uuid'],
};

const PARENTS: Partial<Record<TMirrorEntity, Parent>> = {
  pick_lines: { entity: 'picks', table: 'picks', column: 'pick_id' },
  job_timesheets: { entity: 'jobs', table: 'jobs', column: 'job_id' },
  container_contents: { entity: 'containers', table: 'containers', column: 'container_id' },
};

export function mirrorSource(entity: TMirrorEntity): MirrorSource {
  const def = MIRROR_ENTITIES[entity];
  const scope = def.scope as string;
  return {
    entity,
    table: entity,
    key: def.key,
    types: T[entity],
    warehouseBound: scope === 'warehouse',
    needsWarehouse: scope !== 'site',
    parent: PARENTS[entity],
  };
}

const ident = (name: string) => sql.raw(`"${name.replace(/"/g, '""')}"`);
const col = (alias: string, name: string) => sql.raw(`${alias}."${name.replace(/"/g, '""')}"`);

/** A value cast to a key column's type. */
export const cast = (value: unknown, type: KeyType): SQL => sql`CAST(${value} AS ${sql.raw(type)})`;

export const tableRef = (table: string): SQL => sql`wms.${ident(table)}`;

/** The key text of a row of alias `a` (the same text as the change log's row_key). */
export function keyExpr(source: MirrorSource, alias: string): SQL {
  const parts = source.key.map((k) => sql`coalesce(${col(alias, k)}::text, '')`);
  return parts.length === 1 ? parts[0]! : sql`concat_ws(chr(31), ${sql.join(parts, sql`, `)})`;
}

/** `(a.k1, a.k2) > (v1, v2)` for the keyset position `after` (a joined key). */
export function afterCondition(source: MirrorSource, alias: string, after: string): SQL {
  const values = after.split('\u001f');
  const columns = source.key.map((k) => col(alias, k));
  const typed = source.key.map((_, i) => cast(values[i] ?? '', source.types[i]!));
  return sql`(${sql.join(columns, sql`, `)}) > (${sql.join(typed, sql`, `)})`;
}

/** `a.k1 = cast(split_part(text, chr(31), 1)) AND ...`: a row key text matched on the index. */
export function keyMatches(source: MirrorSource, alias: string, keyText: SQL): SQL {
  const parts = source.key.map((k, i) =>
    source.key.length === 1
      ? sql`${col(alias, k)} = ${castExpr(keyText, source.types[i]!)}`
      : sql`${col(alias, k)} = ${castExpr(
          sql`split_part(${keyText}, chr(31), ${sql.raw(String(i + 1))})`,
          source.types[i]!,
        )}`,
  );
  return sql.join(parts, sql` AND `);
}

function castExpr(expr: SQL, type: KeyType): SQL {
  // A key text that is not a valid value of the column's type matches nothing.
  if (type === 'text') return expr;
  const pattern =
    type === 'uuid'
      ? '^[0-9a-fA-F-]{36}$'
      : type === 'integer'
        ? '^-?[0-9]{1,9}$'
        : '^-?[0-9]{1,18}$';
  return sql`(CASE WHEN ${expr} ~ ${pattern} THEN CAST(${expr} AS ${sql.raw(type)}) END)`;
}

export function orderBy(source: MirrorSource, alias: string): SQL {
  return sql.join(
    source.key.map((k) => col(alias, k)),
    sql`, `,
  );
}

const OPEN_PICK = sql.raw(`('new', 'in_progress')`);
/** Closed jobs leave the mirror (src/contract/jobs.ts), compared case-free. */
const CLOSED_JOB = sql`(${sql.join(
  CLOSED_JOB_STATUSES.map((st) => sql`${st.toLowerCase()}`),
  sql`, `,
)})`;

/** The open/in-warehouse condition of a warehouse-scoped table's rows (alias `a`). */
function ownScope(entity: TMirrorEntity, alias: string, siteId: string, warehouse: string): SQL {
  const base = sql`${col(alias, 'site_id')} = ${siteId} AND ${col(alias, 'warehouse')} = ${warehouse}`;
  if (entity === 'picks') return sql`${base} AND ${col(alias, 'status')} IN ${OPEN_PICK}`;
  if (entity === 'jobs')
    return sql`${base} AND lower(trim(${col(alias, 'status')})) NOT IN ${CLOSED_JOB}`;
  return base;
}

/** The rows of `source` (alias `t`) a device of `siteId` at `warehouse` mirrors. */
export function scopeCondition(source: MirrorSource, siteId: string, warehouse: string): SQL {
  const site = sql`t.site_id = ${siteId}`;
  if (!source.needsWarehouse) return site;
  if (source.parent) {
    const p = source.parent;
    return sql`${site} AND EXISTS (SELECT 1 FROM ${tableRef(p.table)} p
      WHERE ${ownScope(p.entity, 'p', siteId, warehouse)}
        AND p.${ident(p.column)} = t.${ident(p.column)})`;
  }
  return ownScope(source.entity, 't', siteId, warehouse);
}
