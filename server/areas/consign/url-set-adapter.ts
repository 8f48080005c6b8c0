import { URL_SET_DOCUMENT_TYPE, CONSIGN_MESSAGES, ZUrlSetItem } from '../../../src/contract';
import { adminTableAdapter, parseDocument } from '../document-adapters';
import { deleteUrlSet, saveUrlSet, urlSetRecords, type UrlSetRecord } from './url-sets';

const siteDocument = (siteId: string) => `${siteId}-${URL_SET_DOCUMENT_TYPE}`;

const toDocument = (row: UrlSetRecord) => ({
  site_document: siteDocument(row.site_id),
  document_id: row.url_set,
  document_type: URL_SET_DOCUMENT_TYPE,
  lookup_key_1: null,
  lookup_key_2: null,
  lookup_key_3: null,
  ...row,
});

/** document_type OPENFREIGHT_URL_SET of the document store, kept in wms.carrier_url_sets. */
export const urlSetAdapter = adminTableAdapter({
  type: URL_SET_DOCUMENT_TYPE,
  siteDocument,
  idOf: (row: UrlSetRecord) => row.url_set,
  siteOf: (row) => row.site_id,
  list: (ctx) => urlSetRecords(ctx.db, ctx.siteId),
  find: async (ctx, id) => (await urlSetRecords(ctx.db, ctx.siteId, id))[0],
  /** url_set defaults to document_id. */
  check: (_ctx, item) =>
    Promise.resolve(
      parseDocument(ZUrlSetItem, { ...item, url_set: item.url_set ?? item.document_id }),
    ),
  idOfFields: (fields) => fields.url_set,
  async upsert(ctx, fields) {
    await saveUrlSet(ctx.db, ctx.siteId, fields, (m) => ctx.inform(m));
    return (await urlSetRecords(ctx.db, ctx.siteId, fields.url_set))[0]!;
  },
  async delete(ctx, id) {
    const [row] = await urlSetRecords(ctx.db, ctx.siteId, id);
    if (!row) return [];
    await deleteUrlSet(ctx.db, ctx.siteId, id);
    return [row];
  },
  toDocument,
  notFoundMessage: CONSIGN_MESSAGES.urlSetNotFound,
  logKey: (_ctx, id) => id,
  logDescription: (row) => row.description,
});
