import { sql, type SQL } from 'drizzle-orm';
import {
  PACK_DEFAULTS,
  PACK_MESSAGES as M,
  blockNumber,
  packBarcode,
  packNumber,
  parsePackNumber,
  searchTermReady,
  type TPack,
  type TPackContent,
  type TPackDetail,
  type TPackItem,
  type TPackNumberBlock,
} from '../../../src/contract';
import { takeSsccSerials } from '../stock/sscc-serials';
import { rows, escapeLike, sqlList, isoTime } from '../../db/sql';
import type { Db } from '../../db/types';
import { notFound } from '../../errors';

/*
 * Packs (document 2 "Container/pack", "Pack content", "Pack add"): the list, one pack with
 * its contents, saving packs (numbered from the site's sequence, or with a number of a block
 * the user's device reserved), deleting them, and reserving blocks of pack numbers and SSCC
 * serials. Every statement is scoped to the site (and row-level security checks it again).
 */

// ---- reading -----------------------------------------------------------------------------

const PACK_COLUMNS = sql`
  c.container_id, c.container_number, c.sscc_number, c.reference, c.barcode, c.label_type,
  c.container_type, c.warehouse, c.location, c.customer_code, c.customer_name, c.sales_order,
  c.customer_order, c.delivery_name, c.delivery_address_1, c.delivery_address_2,
  c.delivery_suburb, c.delivery_state, c.delivery_postcode, c.edi_store_code,
  c.edi_department_code, c.instructions, c.load_object_type_id,
  COALESCE(l.load_object_type, '') AS load_object_type, c.package_type,
  c.contents_description, c.connote, c.storage,
  c.weight::float8 AS weight, c.height::float8 AS height, c.width::float8 AS width,
  c.depth::float8 AS depth, c.cube::float8 AS cube, c.volume::float8 AS volume,
  c.dangerous_goods, c.created_by,
  ${isoTime(sql`c.created_at`)} AS created_at, ${isoTime(sql`c.updated_at`)} AS updated_at,
  (SELECT count(*)::int FROM wms.container_contents cc
    WHERE cc.site_id = c.site_id AND cc.container_id = c.container_id) AS content_count`;

const PACK_FROM = sql`wms.containers c
  LEFT JOIN wms.load_object_types l
    ON l.site_id = c.site_id AND l.load_object_type_id = c.load_object_type_id`;

export type PackFilter = {
  warehouse?: string | null;
  search_term?: string | null;
  load_object_type_id?: number | null;
  from_date?: string | null;
  to_date?: string | null;
  limit?: number;
  container_ids?: readonly number[];
};

/** The day of a pack's creation in the site's time zone. */
const localDay = (siteId: string) => sql`(c.created_at AT TIME ZONE COALESCE(
    (SELECT st.local_zone FROM wms.sites st WHERE st.site_id = ${siteId}), 'UTC'))::date`;

/** Packs, newest first: warehouse, search term (2+ characters), load object type, dates. */
export async function listPacks(db: Db, siteId: string, f: PackFilter): Promise<TPack[]> {
  const where: SQL[] = [sql`c.site_id = ${siteId}`];
  if (f.warehouse && f.warehouse !== 'ALL') where.push(sql`c.warehouse = ${f.warehouse}`);
  if (searchTermReady(f.search_term)) {
    const term = f.search_term!.trim();
    const p = `%${escapeLike(term)}%`;
    where.push(sql`(c.container_number ILIKE ${p} OR c.sscc_number ILIKE ${p}
      OR c.barcode ILIKE ${p} OR c.reference ILIKE ${p} OR c.sales_order ILIKE ${p}
      OR c.customer_order ILIKE ${p} OR c.customer_code ILIKE ${p}
      OR c.customer_name ILIKE ${p}
      OR c.sscc_number = ${term.replace(/[()\s]/g, '').replace(/^00(\d{18})$/, '$1')})`);
  }
  if (f.load_object_type_id) where.push(sql`c.load_object_type_id = ${f.load_object_type_id}`);
  if (f.from_date) where.push(sql`${localDay(siteId)} >= ${f.from_date}::date`);
  if (f.to_date) where.push(sql`${localDay(siteId)} <= ${f.to_date}::date`);
  if (f.container_ids) {
    where.push(
      f.container_ids.length ? sql`c.container_id IN (${sqlList(f.container_ids)})` : sql`false`,
    );
  }
  const limit = f.limit ?? PACK_DEFAULTS.listLimit;
  return rows<TPack>(
    db,
    sql`SELECT ${PACK_COLUMNS} FROM ${PACK_FROM}
        WHERE ${sql.join(where, sql` AND `)}
        ORDER BY c.created_at DESC, c.container_id DESC
        LIMIT ${limit}`,
  );
}

async function contentsOf(
  db: Db,
  siteId: string,
  ids: readonly number[],
): Promise<Map<number, TPackContent[]>> {
  const out = new Map<number, TPackContent[]>();
  if (!ids.length) return out;
  const list = await rows<TPackContent & { container_id: number }>(
    db,
    sql`SELECT container_id, content_id::text AS content_id, inventory_code,
               inventory_description, quantity::float8 AS quantity, unit_of_measure,
               detail_reference, date_code, gtin, comments
        FROM wms.container_contents
        WHERE site_id = ${siteId} AND container_id IN (${sqlList(ids)})
        ORDER BY created_at, inventory_code, content_id`,
  );
  for (const { container_id, ...line } of list) {
    const lines = out.get(container_id) ?? [];
    lines.push(line);
    out.set(container_id, lines);
  }
  return out;
}

/** Packs with their contents, in the order of the ids. */
export async function packDetails(
  db: Db,
  siteId: string,
  ids: readonly number[],
): Promise<TPackDetail[]> {
  const packs = await listPacks(db, siteId, { container_ids: ids, limit: ids.length || 1 });
  const contents = await contentsOf(db, siteId, ids);
  const byId = new Map(packs.map((p) => [p.container_id, p]));
  return ids
    .map((id) => byId.get(id))
    .filter((p): p is TPack => p !== undefined)
    .map((p) => ({ ...p, contents: contents.get(p.container_id) ?? [] }));
}

/** One pack by id, number, SSCC (with or without its AI) or barcode; 404 when none. */
export async function getPack(
  db: Db,
  siteId: string,
  key: { container_id?: number; container_number?: string; sscc_number?: string },
): Promise<TPackDetail> {
  const sscc = key.sscc_number?.replace(/[()\s]/g, '').replace(/^00(\d{18})$/, '$1');
  const [found] = await rows<{ container_id: number }>(
    db,
    key.container_id !== undefined
      ? sql`SELECT container_id FROM wms.containers
            WHERE site_id = ${siteId} AND container_id = ${key.container_id}`
      : key.container_number
        ? sql`SELECT container_id FROM wms.containers
              WHERE site_id = ${siteId}
                AND (container_number = ${key.container_number}
                     OR barcode = ${key.container_number})`
        : sql`SELECT container_id FROM wms.containers
              WHERE site_id = ${siteId} AND sscc_number = ${sscc ?? ''}
              ORDER BY container_id LIMIT 1`,
  );
  const label = key.container_id ?? key.container_number ?? key.sscc_number ?? '';
  if (!found) throw notFound(M.notFound(label));
  const [pack] = await packDetails(db, siteId, [found.container_id]);
  if (!pack) throw notFound(M.notFound(label));
  return pack;
}

// ---- numbering -----------------------------------------------------------------------------

/** Take `count` numbers of the site's pack sequence (made on first use): prefix, first. */
export async function takePackNumbers(
  db: Db,
  siteId: string,
  count: number,
): Promise<{ prefix: string; first: number }> {
  const [seq] = await rows<{ prefix: string; last: number }>(
    db,
    sql`INSERT INTO wms.pack_number_sequences AS s (site_id, prefix, last_number)
        VALUES (${siteId}, ${PACK_DEFAULTS.prefix}, ${count})
        ON CONFLICT (site_id) DO UPDATE
          SET last_number = s.last_number + ${count}, updated_at = now()
        RETURNING s.prefix, s.last_number::float8 AS last`,
  );
  if (!seq) throw new Error(`pack sequence of ${siteId}`);
  return { prefix: seq.prefix, first: seq.last - count + 1 };
}

/**
 * Reserve a block of `count` pack numbers and SSCC serials for the user's device: both
 * counters move on in this transaction (row locks), so two reservations never overlap.
 */
export async function reservePackNumbers(
  db: Db,
  siteId: string,
  userId: string,
  count: number,
  deviceId: string,
): Promise<TPackNumberBlock> {
  const numbers = await takePackNumbers(db, siteId, count);
  const serials = await takeSsccSerials(db, siteId, count);
  const [block] = await rows<{ block_id: string }>(
    db,
    sql`INSERT INTO wms.pack_number_blocks
          (site_id, user_id, device_id, prefix, first_number, count, first_sscc_serial)
        VALUES (${siteId}, ${userId}, ${deviceId}, ${numbers.prefix}, ${numbers.first},
                ${count}, ${serials.last + 1})
        RETURNING block_id::text AS block_id`,
  );
  return {
    block_id: block!.block_id,
    prefix: numbers.prefix,
    first_number: numbers.first,
    count,
    first_sscc_serial: serials.last + 1,
    gs1_company_prefix: serials.prefix,
    sscc_extension_digit: serials.ext,
  };
}

/** The block of this user holding a pack number, with the site's GS1 numbering now. */
async function userBlockOf(
  db: Db,
  siteId: string,
  userId: string,
  containerNumber: string,
): Promise<{ block: TPackNumberBlock; index: number } | null> {
  const parsed = parsePackNumber(containerNumber);
  if (!parsed) return null;
  const [found] = await rows<TPackNumberBlock>(
    db,
    sql`SELECT b.block_id::text AS block_id, b.prefix, b.first_number::float8 AS first_number,
               b.count, b.first_sscc_serial::float8 AS first_sscc_serial,
               CASE WHEN s.gs1_company_prefix ~ '^[0-9]{6,12}$' THEN s.gs1_company_prefix END
                 AS gs1_company_prefix,
               s.sscc_extension_digit
        FROM wms.pack_number_blocks b
        JOIN wms.sites s ON s.site_id = b.site_id
        WHERE b.site_id = ${siteId} AND b.user_id = ${userId} AND b.prefix = ${parsed.prefix}
          AND ${parsed.n} BETWEEN b.first_number AND b.first_number + b.count - 1
        LIMIT 1`,
  );
  if (!found) return null;
  const index = parsed.n - found.first_number;
  // The number must be spelt as the block spells it (7 digits, no extra zeros).
  if (packNumber(found.prefix, parsed.n) !== containerNumber) return null;
  return { block: found, index };
}

// ---- writing ------------------------------------------------------------------------------

type Refused = { message: string };

const PACK_FIELDS = [
  'reference',
  'label_type',
  'warehouse',
  'location',
  'customer_code',
  'customer_name',
  'sales_order',
  'customer_order',
  'delivery_name',
  'delivery_address_1',
  'delivery_address_2',
  'delivery_suburb',
  'delivery_state',
  'delivery_postcode',
  'edi_store_code',
  'edi_department_code',
  'instructions',
  'load_object_type_id',
  'package_type',
  'contents_description',
  'storage',
  'weight',
  'height',
  'width',
  'depth',
  'cube',
  'volume',
  'dangerous_goods',
] as const satisfies readonly (keyof TPackItem)[];

async function checkReferences(db: Db, siteId: string, pack: TPackItem): Promise<string[]> {
  const problems: string[] = [];
  if (pack.load_object_type_id !== null) {
    const [lot] = await rows(
      db,
      sql`SELECT 1 FROM wms.load_object_types
          WHERE site_id = ${siteId} AND load_object_type_id = ${pack.load_object_type_id}`,
    );
    if (!lot) problems.push(M.loadObjectTypeNotFound(pack.load_object_type_id));
  }
  if (pack.warehouse) {
    const [wh] = await rows(
      db,
      sql`SELECT 1 FROM wms.warehouses WHERE site_id = ${siteId} AND warehouse = ${pack.warehouse}`,
    );
    if (!wh) problems.push(M.warehouseNotFound(pack.warehouse));
  }
  return problems;
}

type Existing = {
  container_id: number;
  container_number: string;
  sscc_number: string;
  created_by: string;
};

/**
 * Where a pack goes: an existing pack (by id, or a device's resave of the pack it made with
 * its reserved number), a new pack with a reserved number, or a new pack the server numbers.
 */
async function placePack(
  db: Db,
  siteId: string,
  userId: string,
  pack: TPackItem,
): Promise<
  | { kind: 'update'; id: number }
  | { kind: 'new'; container_number: string; sscc_number: string }
  | { kind: 'number' }
  | Refused
> {
  if (pack.container_id !== undefined) {
    const [row] = await rows<Existing>(
      db,
      sql`SELECT container_id, container_number, sscc_number, created_by FROM wms.containers
          WHERE site_id = ${siteId} AND container_id = ${pack.container_id} FOR UPDATE`,
    );
    if (!row) return { message: M.notFound(pack.container_id) };
    if (
      (pack.container_number && pack.container_number !== row.container_number) ||
      (pack.sscc_number && pack.sscc_number !== row.sscc_number)
    ) {
      return { message: M.numberFixed(row.container_number) };
    }
    return { kind: 'update', id: row.container_id };
  }
  if (!pack.container_number) {
    if (pack.sscc_number) return { message: M.ssccWithoutNumber };
    return { kind: 'number' };
  }
  const number = pack.container_number;
  const reserved = await userBlockOf(db, siteId, userId, number);
  if (!reserved) return { message: M.numberNotReserved(number) };
  const expected = blockNumber(reserved.block, reserved.index);
  if ((pack.sscc_number ?? '') !== expected.sscc_number) {
    return { message: M.ssccMismatch(number, pack.sscc_number ?? '') };
  }
  const [used] = await rows<Existing>(
    db,
    sql`SELECT container_id, container_number, sscc_number, created_by FROM wms.containers
        WHERE site_id = ${siteId} AND container_number = ${number} FOR UPDATE`,
  );
  if (used) {
    // The device saving its own pack again (more contents, new measurements).
    if (used.created_by === userId && used.sscc_number === expected.sscc_number) {
      return { kind: 'update', id: used.container_id };
    }
    return { message: M.numberUsed(number) };
  }
  return { kind: 'new', ...expected };
}

const fieldValues = (pack: TPackItem) => PACK_FIELDS.map((f) => sql`${pack[f]}`);
const fieldNames = sql.raw(PACK_FIELDS.join(', '));

async function insertPack(
  db: Db,
  siteId: string,
  userId: string,
  containerType: string,
  pack: TPackItem,
  numbers: { container_number: string; sscc_number: string },
): Promise<number> {
  const [row] = await rows<{ container_id: number }>(
    db,
    sql`INSERT INTO wms.containers
          (site_id, container_number, sscc_number, barcode, container_type, created_by,
           ${fieldNames})
        VALUES (${siteId}, ${numbers.container_number}, ${numbers.sscc_number},
                ${packBarcode(numbers.container_number)}, ${containerType}, ${userId},
                ${sql.join(fieldValues(pack), sql`, `)})
        RETURNING container_id`,
  );
  return row!.container_id;
}

async function updatePack(
  db: Db,
  siteId: string,
  id: number,
  containerType: string,
  pack: TPackItem,
): Promise<void> {
  const sent = pack.present_fields;
  const sets = PACK_FIELDS.filter((f) => !sent || sent.includes(f)).map(
    (f) => sql`${sql.raw(f)} = ${pack[f]}`,
  );
  await db.execute(
    sql`UPDATE wms.containers
        SET ${sql.join([...sets, sql`container_type = ${containerType}`], sql`, `)},
            updated_at = now()
        WHERE site_id = ${siteId} AND container_id = ${id}`,
  );
}

/** The pack's contents become `contents`: upserted by content_id, the others removed. */
async function replaceContents(
  db: Db,
  siteId: string,
  id: number,
  contents: NonNullable<TPackItem['contents']>,
): Promise<void> {
  const ids = contents.map((c) => c.content_id ?? crypto.randomUUID());
  await db.execute(
    ids.length
      ? sql`DELETE FROM wms.container_contents
            WHERE site_id = ${siteId} AND container_id = ${id}
              AND content_id::text NOT IN (${sqlList(ids)})`
      : sql`DELETE FROM wms.container_contents
            WHERE site_id = ${siteId} AND container_id = ${id}`,
  );
  for (const [i, c] of contents.entries()) {
    const values = sql`${c.inventory_code}, ${c.inventory_description}, ${c.quantity},
      ${c.unit_of_measure}, ${c.detail_reference}, ${c.date_code}, ${c.gtin}, ${c.comments}`;
    // A content_id of another pack is not taken over: the WHERE keeps that row as it is.
    await db.execute(
      sql`INSERT INTO wms.container_contents AS cc
            (site_id, content_id, container_id, inventory_code, inventory_description,
             quantity, unit_of_measure, detail_reference, date_code, gtin, comments)
          VALUES (${siteId}, ${ids[i]}::uuid, ${id}, ${values})
          ON CONFLICT (site_id, content_id) DO UPDATE SET
            inventory_code = EXCLUDED.inventory_code,
            inventory_description = EXCLUDED.inventory_description,
            quantity = EXCLUDED.quantity, unit_of_measure = EXCLUDED.unit_of_measure,
            detail_reference = EXCLUDED.detail_reference, date_code = EXCLUDED.date_code,
            gtin = EXCLUDED.gtin, comments = EXCLUDED.comments, updated_at = now()
          WHERE cc.container_id = EXCLUDED.container_id`,
    );
  }
}

export type SaveOutcome = { saved: number[]; refusals: string[] };

/**
 * Save packs: each is checked and saved on its own (a refused pack is a refusal naming it,
 * the others are saved). New packs without numbers get the next pack number of the site's
 * sequence and the next SSCC serial.
 */
export async function savePacks(
  db: Db,
  siteId: string,
  userId: string,
  containerType: string,
  packs: readonly TPackItem[],
): Promise<SaveOutcome> {
  const outcome: SaveOutcome = { saved: [], refusals: [] };
  for (const [i, pack] of packs.entries()) {
    const name = pack.container_number || (pack.container_id ? String(pack.container_id) : '');
    const refuse = (message: string) =>
      outcome.refusals.push(
        packs.length > 1 ? `Pack ${i + 1}${name ? ` (${name})` : ''}: ${message}` : message,
      );
    const problems = await checkReferences(db, siteId, pack);
    if (problems.length) {
      problems.forEach(refuse);
      continue;
    }
    const place = await placePack(db, siteId, userId, pack);
    if ('message' in place) {
      refuse(place.message);
      continue;
    }
    let id: number;
    if (place.kind === 'update') {
      id = place.id;
      await updatePack(db, siteId, id, containerType, pack);
    } else if (place.kind === 'new') {
      id = await insertPack(db, siteId, userId, containerType, pack, place);
    } else {
      const numbers = await takePackNumbers(db, siteId, 1);
      const serials = await takeSsccSerials(db, siteId, 1);
      const container_number = packNumber(numbers.prefix, numbers.first);
      const sscc_number = blockNumber(
        {
          block_id: '',
          prefix: numbers.prefix,
          first_number: numbers.first,
          count: 1,
          first_sscc_serial: serials.last + 1,
          gs1_company_prefix: serials.prefix,
          sscc_extension_digit: serials.ext,
        },
        0,
      ).sscc_number;
      id = await insertPack(db, siteId, userId, containerType, pack, {
        container_number,
        sscc_number,
      });
    }
    if (pack.contents) await replaceContents(db, siteId, id, pack.contents);
    outcome.saved.push(id);
  }
  return outcome;
}

/** Delete packs (and their contents); a pack on a consignment (with a connote) is refused. */
export async function deletePacks(
  db: Db,
  siteId: string,
  ids: readonly number[],
): Promise<{ deleted: TPack[]; refusals: string[] }> {
  const packs = await listPacks(db, siteId, { container_ids: ids, limit: ids.length });
  const byId = new Map(packs.map((p) => [p.container_id, p]));
  const refusals: string[] = [];
  const deletable: TPack[] = [];
  for (const id of new Set(ids)) {
    const pack = byId.get(id);
    if (!pack) refusals.push(M.notFound(id));
    else if (pack.connote) refusals.push(M.hasConnote(pack.container_number, pack.connote));
    else deletable.push(pack);
  }
  if (deletable.length) {
    await db.execute(
      sql`DELETE FROM wms.containers
          WHERE site_id = ${siteId}
            AND container_id IN (${sqlList(deletable.map((p) => p.container_id))})`,
    );
  }
  return { deleted: deletable, refusals };
}
