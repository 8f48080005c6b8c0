import type { z } from 'zod';
import {
  INT_MAX,
  INT_MIN,
  MESSAGES,
  STOCK_SETUP_MESSAGES,
  type TMessage,
  type TRecordCheckResult,
} from '../../src/contract';
import type { Db } from '../db/types';
import { RuleErrors } from '../errors';

/**
 * One kind of record of the generic `wms` service (document 3 section 7): how to read its
 * key from a sent record, check it, save it, find it, and why it may not be deleted.
 */
export type RecordKind<T, K> = {
  /** The key field of the record, e.g. `location_type`. */
  keyField: string;
  schema: z.ZodType<T>;
  keyOf(item: T): K;
  /** The key of a sent record (an object holding the key field, or the bare key); null if none. */
  parseKey(raw: unknown): K | null;
  save(db: Db, siteId: string, item: T): Promise<T>;
  find(db: Db, siteId: string, key: K): Promise<T | undefined>;
  notFound(key: K): string;
  /** Why the record may not be deleted, or null. */
  inUse(db: Db, siteId: string, key: K): Promise<string | null>;
  remove(db: Db, siteId: string, key: K): Promise<void>;
};

/** What a delete needs of a kind of record. */
export type DeleteKind<T, K> = Pick<
  RecordKind<T, K>,
  'keyField' | 'parseKey' | 'find' | 'notFound' | 'inUse' | 'remove'
>;

const fieldOf = (raw: unknown, field: string): unknown =>
  raw && typeof raw === 'object' && field in raw
    ? (raw as Record<string, unknown>)[field]
    : undefined;

/** A text key from `{ field: 'X' }` or `'X'`. */
export function textKey(field: string) {
  return (raw: unknown): string | null => {
    const v = typeof raw === 'string' ? raw : fieldOf(raw, field);
    const s = typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '';
    return s === '' ? null : s;
  };
}

/** A whole-number key (within an integer column) from `{ field: 3 }`, `3` or `'3'`. */
export function numberKey(field: string) {
  return (raw: unknown): number | null => {
    const v = typeof raw === 'number' || typeof raw === 'string' ? raw : fieldOf(raw, field);
    const n =
      typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
    // A key past the integer column can match no row: treated as no key at all.
    return Number.isInteger(n) && n >= INT_MIN && n <= INT_MAX ? n : null;
  };
}

/** A record's message: "Row n (key): ..." in a batch, the plain message for a single record. */
const rowMessage = (count: number, row: number, key: string, detail: string) =>
  count === 1 ? detail : STOCK_SETUP_MESSAGES.recordRow(row, key, detail);

const keyText = (raw: unknown, field: string): string => {
  const v = fieldOf(raw, field) ?? (typeof raw === 'object' ? undefined : raw);
  return v === undefined || v === null ? '' : String(v);
};

/**
 * `check`: each record is checked and saved on its own (a savepoint each), so a bad record
 * is answered with its own message ("Row n (key): ..." in a batch) and the good ones are saved.
 */
export async function checkRecords<T, K>(
  db: Db,
  siteId: string,
  kind: RecordKind<T, K>,
  records: unknown[],
): Promise<TRecordCheckResult<T>[]> {
  const results: TRecordCheckResult<T>[] = [];
  for (const [i, raw] of records.entries()) {
    const row = i + 1;
    const key = keyText(raw, kind.keyField);
    const parsed = kind.schema.safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const detail = `${issue?.path.join('.') || 'record'}: ${issue?.message ?? MESSAGES.invalidData}`;
      results.push({
        row,
        key,
        saved: false,
        message: rowMessage(records.length, row, key, detail),
      });
      continue;
    }
    try {
      const item = await db.transaction((tx) =>
        kind.save(tx as unknown as Db, siteId, parsed.data),
      );
      results.push({ row, key: String(kind.keyOf(item)), saved: true, item });
    } catch (e) {
      const detail = e instanceof Error ? e.message : String(e);
      results.push({
        row,
        key,
        saved: false,
        message: rowMessage(records.length, row, key, detail),
      });
    }
  }
  return results;
}

/**
 * `delete`: every record must exist and be unused, else the call is refused with one error
 * per refused record and nothing is deleted. Answers the deleted records.
 */
export async function deleteRecords<T, K>(
  db: Db,
  siteId: string,
  kind: DeleteKind<T, K>,
  records: unknown[],
): Promise<T[]> {
  const refusals: TMessage[] = [];
  const found: { key: K; item: T }[] = [];
  for (const [i, raw] of records.entries()) {
    const row = i + 1;
    const key = kind.parseKey(raw);
    if (key === null) {
      refusals.push({
        message: rowMessage(records.length, row, '', `${kind.keyField}: ${MESSAGES.required}`),
      });
      continue;
    }
    const item = await kind.find(db, siteId, key);
    const why = item ? await kind.inUse(db, siteId, key) : kind.notFound(key);
    if (why) refusals.push({ message: rowMessage(records.length, row, String(key), why) });
    else if (item) found.push({ key, item });
  }
  if (refusals.length > 0) throw new RuleErrors(refusals);
  for (const { key } of found) await kind.remove(db, siteId, key);
  return found.map((f) => f.item);
}
