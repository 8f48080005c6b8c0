import { and, eq, ne } from 'drizzle-orm';
import {
  REFERENCE_LIST_MESSAGES as M,
  type TReasonCode,
  type TReasonCodeItem,
} from '../../../src/contract';
import { reasonCodes } from '../../db/schema';
import type { Db } from '../../db/types';
import { conflict, notFound } from '../../errors';

const columns = {
  reason_id: reasonCodes.reason_id,
  reason_code: reasonCodes.reason_code,
  description: reasonCodes.description,
  use_on_receipt: reasonCodes.use_on_receipt,
  use_on_picking: reasonCodes.use_on_picking,
  use_on_delivery: reasonCodes.use_on_delivery,
  use_on_stock_check: reasonCodes.use_on_stock_check,
  require_photo: reasonCodes.require_photo,
  capture_signature: reasonCodes.capture_signature,
  de_pick: reasonCodes.de_pick,
  need_replenish: reasonCodes.need_replenish,
};

export type ReasonCodeKey = { reason_id?: number | undefined; reason_code?: string | undefined };

/** One reason code of the site by id, else by code (any case); 404 when missing. */
export async function getReasonCode(
  db: Db,
  siteId: string,
  key: ReasonCodeKey,
): Promise<TReasonCode> {
  const [row] = await db
    .select(columns)
    .from(reasonCodes)
    .where(
      and(
        eq(reasonCodes.site_id, siteId),
        key.reason_id !== undefined
          ? eq(reasonCodes.reason_id, key.reason_id)
          : eq(reasonCodes.reason_code, key.reason_code ?? ''),
      ),
    );
  if (!row) throw notFound(M.reasonCodeNotFound(key.reason_id ?? `'${key.reason_code}'`));
  return row;
}

/**
 * Add a reason code, or update the one with reason_id. The code is unique at the site: a
 * code another reason code has is refused with 409.
 */
export async function saveReasonCode(
  db: Db,
  siteId: string,
  item: TReasonCodeItem,
): Promise<TReasonCode> {
  const { reason_id, ...values } = item;
  const [taken] = await db
    .select({ reason_id: reasonCodes.reason_id })
    .from(reasonCodes)
    .where(
      and(
        eq(reasonCodes.site_id, siteId),
        eq(reasonCodes.reason_code, values.reason_code),
        reason_id ? ne(reasonCodes.reason_id, reason_id) : undefined,
      ),
    );
  if (taken) throw conflict(M.reasonCodeExists(values.reason_code));
  if (reason_id) {
    const [row] = await db
      .update(reasonCodes)
      .set({ ...values, updated_at: new Date() })
      .where(and(eq(reasonCodes.site_id, siteId), eq(reasonCodes.reason_id, reason_id)))
      .returning(columns);
    if (!row) throw notFound(M.reasonCodeNotFound(reason_id));
    return row;
  }
  const [row] = await db
    .insert(reasonCodes)
    .values({ site_id: siteId, ...values })
    .onConflictDoNothing()
    .returning(columns);
  if (!row) throw conflict(M.reasonCodeExists(values.reason_code));
  return row;
}

/**
 * Delete one reason code. Pick attempts and pick lines keep the reason's text, so their
 * history stays as it was.
 */
export async function deleteReasonCode(
  db: Db,
  siteId: string,
  key: ReasonCodeKey,
): Promise<TReasonCode> {
  const found = await getReasonCode(db, siteId, key);
  await db
    .delete(reasonCodes)
    .where(and(eq(reasonCodes.site_id, siteId), eq(reasonCodes.reason_id, found.reason_id)));
  return found;
}
