import { LOCATION_CALLS } from '../../../src/contract';
import { defineAction } from '../action-types';
import {
  checkLocations,
  countLocations,
  deleteLocation,
  getLocation,
  listLocationsOf,
  resolveWarehouse,
  setPickSequence,
} from './queries';

/** Service `warehouse`, entity `location` (document 3 section 7): a warehouse's locations. */
export const locationActions = [
  defineAction({
    contract: LOCATION_CALLS.list,
    permission: { module: 'wh', flag: 'view' },
    description:
      'Locations of one warehouse (warehouse or warehouse_id). search_term (2+ characters; 1 is ignored) ' +
      'matches the start of location or barcode in any case; aisle (1+ characters) the start of the ' +
      'location code; pick_section (or pick_section_id) lists in ' +
      'pick_sequence order; storage filters; limit (default 500, at most 2,000 a page) and offset page ' +
      'through the list (location count gives the total).',
    async handler(ctx, data) {
      return listLocationsOf(ctx.db, ctx.siteId, data);
    },
  }),
  defineAction({
    contract: LOCATION_CALLS.count,
    permission: { module: 'wh', flag: 'view' },
    description:
      'How many locations `location list` finds with the same filter. results[0]: { total }.',
    async handler(ctx, data) {
      const warehouse = await resolveWarehouse(
        ctx.db,
        ctx.siteId,
        data.warehouse,
        data.warehouse_id,
      );
      const total = await countLocations(ctx.db, ctx.siteId, warehouse, {
        term: data.search_term,
        aisle: data.aisle,
        pickSection: data.pick_section || data.pick_section_id,
        storage: data.storage,
      });
      return [{ total }];
    },
  }),
  defineAction({
    contract: LOCATION_CALLS.get,
    permission: { module: 'wh', flag: 'view' },
    description: 'One location by location_id. results[0].',
    async handler(ctx, data) {
      ctx.logRecord(String(data.location_id), 'location');
      return [await getLocation(ctx.db, ctx.siteId, data.location_id)];
    },
  }),
  defineAction({
    contract: LOCATION_CALLS.check,
    permission: { module: 'wh', flag: 'update' },
    description:
      'Add or update up to 500 locations (by location_id, else by warehouse and location). Each row is ' +
      'checked and saved on its own: results hold one { row, location, saved, item | message } per row, ' +
      'and every refused row is also a warning.',
    async handler(ctx, data) {
      const results = await checkLocations(ctx.db, ctx.siteId, data.locations);
      for (const r of results) if (!r.saved) ctx.warn(r.message);
      return results;
    },
  }),
  defineAction({
    contract: LOCATION_CALLS.sequence,
    permission: { module: 'wh', flag: 'update' },
    description: 'Set the pick_sequence of one location. results[0]: the location.',
    async handler(ctx, data) {
      ctx.logRecord(String(data.location_id), 'location');
      return [await setPickSequence(ctx.db, ctx.siteId, data.location_id, data.pick_sequence)];
    },
  }),
  defineAction({
    contract: LOCATION_CALLS.delete,
    permission: { module: 'wh', flag: 'delete' },
    description: 'Delete one location. results[0]: the deleted location.',
    async handler(ctx, data) {
      ctx.logRecord(String(data.location_id), 'location');
      return [await deleteLocation(ctx.db, ctx.siteId, data.location_id)];
    },
  }),
];
