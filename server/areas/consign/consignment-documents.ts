import { sql, type SQL } from 'drizzle-orm';
import {
  CONSIGNMENT_DOCUMENT_TYPE,
  CONSIGNMENT_KEY_PREFIX,
  consignmentSiteDocument,
  type TConsignmentDocument,
} from '../../../src/contract';
import { escapeLike, isoTime, rows } from '../../db/sql';
import type { Db } from '../../db/types';
import type { DocumentCondition } from '../document-adapters';

/** At most this many consignments in one list. */
const LIST_LIMIT = 1000;

/** What each key column of the store is for a consignment (the lookup keys prefixed). */
const KEYS: Record<DocumentCondition['field'], SQL> = {
  site_document: sql`(c.site_id || '-' || ${CONSIGNMENT_DOCUMENT_TYPE})`,
  document_id: sql`c.consignment_id::text`,
  document_type: sql`${CONSIGNMENT_DOCUMENT_TYPE}::text`,
  lookup_key_1: sql`(${CONSIGNMENT_KEY_PREFIX} || c.ref)`,
  lookup_key_2: sql`(${CONSIGNMENT_KEY_PREFIX} || c.tracking_status)`,
  lookup_key_3: sql`(${CONSIGNMENT_KEY_PREFIX} || c.despatch_date::text)`,
};

const SELECT = sql`
  SELECT c.site_id, ${KEYS.site_document} AS site_document,
         ${KEYS.document_id} AS document_id, ${KEYS.document_type} AS document_type,
         ${KEYS.lookup_key_1} AS lookup_key_1, ${KEYS.lookup_key_2} AS lookup_key_2,
         ${KEYS.lookup_key_3} AS lookup_key_3,
         ${isoTime(sql`c.created_at`)} AS created_at, ${isoTime(sql`c.updated_at`)} AS updated_at,
         c.consignment_id, c.consignment, c.connote, c.status, c.tracking_status,
         c.customer_code, COALESCE(cu.customer_name, c.receiver_name, '') AS customer_name,
         c.ref, c.despatch_date::text AS despatch_date, c.etd::text AS etd, c.courier,
         c.carrier_and_service, c.sales_orders, c.receiver_name, c.receiver_address,
         c.receiver_town, c.receiver_state, c.receiver_postcode, c.receiver_phone,
         c.receiver_email, c.receiver_instructions, c.pallets_chep, c.pallets_loscam,
         c.pallets_other, c.packages, c.weight::float8 AS weight
  FROM wms.consignments c
  LEFT JOIN wms.customers cu ON cu.site_id = c.site_id AND cu.customer_code = c.customer_code`;

/** One condition of a store expression on a consignment; key values compare in any case. */
function condition(siteId: string, c: DocumentCondition): SQL {
  if (c.field === 'site_document' && c.value === CONSIGNMENT_DOCUMENT_TYPE) return sql`true`;
  if (c.field === 'site_document' && c.op === 'eq') {
    return c.value === consignmentSiteDocument(siteId) ? sql`true` : sql`false`;
  }
  const column = KEYS[c.field];
  return c.op === 'eq'
    ? sql`lower(${column}) = lower(${c.value})`
    : sql`${column} ILIKE ${`${escapeLike(c.value)}%`}`;
}

export function listConsignmentDocuments(
  db: Db,
  siteId: string,
  conditions: readonly DocumentCondition[],
): Promise<TConsignmentDocument[]> {
  const where = [sql`c.site_id = ${siteId}`, ...conditions.map((c) => condition(siteId, c))];
  return rows<TConsignmentDocument>(
    db,
    sql`${SELECT} WHERE ${sql.join(where, sql` AND `)}
        ORDER BY c.despatch_date DESC, c.consignment_id DESC LIMIT ${LIST_LIMIT}`,
  );
}

export async function findConsignmentDocument(
  db: Db,
  siteId: string,
  documentId: string,
): Promise<TConsignmentDocument | null> {
  if (!/^\d{1,9}$/.test(documentId)) return null;
  const [found] = await rows<TConsignmentDocument>(
    db,
    sql`${SELECT} WHERE c.site_id = ${siteId} AND c.consignment_id = ${Number(documentId)}`,
  );
  return found ?? null;
}
