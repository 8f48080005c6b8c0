import { MESSAGES, WMS_LOCATION_CALLS, type TLocation } from '../../../src/contract';
import { defineAction, type AnyAction } from '../action-types';
import { deleteRecords, numberKey, type DeleteKind } from '../record-batch';
import { checkLocations, deleteLocation, getLocation, listLocationsOf } from './queries';

/** A location for a `wms` location delete: the queries of the locations area. */
const locationDeleteKind: DeleteKind<TLocation, number> = {
  keyField: 'location_id',
  parseKey: numberKey('location_id'),
  async find(db, siteId, id) {
    try {
      return await getLocation(db, siteId, id);
    } catch {
      return undefined;
    }
  },
  notFound: MESSAGES.locationNotFound,
  inUse: async () => null,
  async remove(db, siteId, id) {
    await deleteLocation(db, siteId, id);
  },
};

/** Locations through the generic `wms` service (document 3 section 7), as `warehouse` serves them. */
export const wmsLocationActions: AnyAction[] = [
  defineAction({
    contract: WMS_LOCATION_CALLS.list,
    permission: { module: 'wh', flag: 'view' },
    description:
      'Locations of one warehouse, as warehouse / location list answers them (warehouse or ' +
      'warehouse_id, search_term of 2+ characters, pick_section, storage, limit).',
    async handler(ctx, data) {
      // The wms list has no offset: always the first page.
      return listLocationsOf(ctx.db, ctx.siteId, { ...data, offset: 0 });
    },
  }),
  defineAction({
    contract: WMS_LOCATION_CALLS.check,
    permission: { module: 'wh', flag: 'update' },
    description:
      'Add or update locations (data.records, up to 500) exactly as warehouse / location check: ' +
      'one { row, location, saved, item | message } per record, refused records also warnings.',
    async handler(ctx, data) {
      const results = await checkLocations(ctx.db, ctx.siteId, data.records);
      for (const r of results) if (!r.saved) ctx.warn(r.message);
      return results;
    },
  }),
  defineAction({
    contract: WMS_LOCATION_CALLS.delete,
    permission: { module: 'wh', flag: 'delete' },
    description:
      'Delete locations (data.records holding location_id, or bare ids); refused with one error ' +
      'per missing location and nothing deleted. results: the deleted locations.',
    async handler(ctx, data) {
      return deleteRecords(ctx.db, ctx.siteId, locationDeleteKind, data.records);
    },
  }),
];
