import {
  LOAD_OBJECT_TYPE_CALLS,
  LOCATION_TYPE_CALLS,
  STORAGE_GROUP_CALLS,
  TRACKING_TYPE_CALLS,
  type wmsRecordCalls,
} from '../../../src/contract';
import type { z } from 'zod';
import type { AnyAction } from '../action-types';
import { defineAction } from '../action-types';
import {
  deleteLoadObjectType,
  getLoadObjectType,
  listLoadObjectTypes,
  saveLoadObjectType,
} from './load-object-types';
import {
  listLocationTypes,
  listStorageGroups,
  listTrackingTypes,
  locationTypeKind,
  storageGroupKind,
  trackingTypeKind,
} from './queries';
import { checkRecords, deleteRecords, type RecordKind } from '../record-batch';
import type { Db } from '../../db/types';

/** The three `wms` contracts of one record kind (src/contract/stock-setup.ts). */
type WmsRecordCalls<O extends z.ZodType> = ReturnType<typeof wmsRecordCalls<string, O>>;

/** The three `wms` actions (list, check data.records, delete data.records) of one record kind. */
function wmsRecordActions<O extends z.ZodType, K>(
  calls: WmsRecordCalls<O>,
  noun: string,
  kind: RecordKind<z.input<O>, K>,
  list: (db: Db, siteId: string, term?: string | null) => Promise<z.input<O>[]>,
): AnyAction[] {
  return [
    defineAction({
      contract: calls.list,
      permission: { module: 'admin', flag: 'view' },
      description: `The site's ${noun}s by ${kind.keyField}; search_term filters code or name.`,
      async handler(ctx, data) {
        return list(ctx.db, ctx.siteId, data.search_term);
      },
    }),
    defineAction({
      contract: calls.check,
      permission: { module: 'admin', flag: 'update' },
      description:
        `Add or update ${noun}s (data.records, up to 500). Each record is checked and saved on its ` +
        'own: results hold one { row, key, saved, item | message } per record, and every refused ' +
        'record is also a warning.',
      async handler(ctx, data) {
        const results = await checkRecords(ctx.db, ctx.siteId, kind, data.records);
        for (const r of results) if (!r.saved) ctx.warn(r.message);
        return results;
      },
    }),
    defineAction({
      contract: calls.delete,
      permission: { module: 'admin', flag: 'delete' },
      description:
        `Delete ${noun}s (data.records: records holding ${kind.keyField}, or bare keys). Refused, ` +
        'with one error per refused record and nothing deleted, when one is missing or in use. ' +
        'results: the deleted records.',
      async handler(ctx, data) {
        return deleteRecords(ctx.db, ctx.siteId, kind, data.records);
      },
    }),
  ];
}

/**
 * The generic `wms` service (document 3 section 7): location types, storage groups and
 * tracking types (admin module); its locations are served by the locations area.
 */
export const wmsActions: AnyAction[] = [
  ...wmsRecordActions(LOCATION_TYPE_CALLS, 'location type', locationTypeKind, listLocationTypes),
  ...wmsRecordActions(STORAGE_GROUP_CALLS, 'storage group', storageGroupKind, listStorageGroups),
  ...wmsRecordActions(TRACKING_TYPE_CALLS, 'tracking type', trackingTypeKind, listTrackingTypes),
];

/**
 * Service `admin`, entity `load_object_type` (document 3 section 7): pack and pallet types,
 * under the wh module like the Packs & Pallets menu that shows them (floor users pack with them).
 * The REST alternative under /api/lot (rest-routes.ts) answers through these same actions.
 */
export const loadObjectTypeActions: AnyAction[] = [
  defineAction({
    contract: LOAD_OBJECT_TYPE_CALLS.list,
    permission: { module: 'wh', flag: 'view' },
    description:
      'The site’s load object types by code; search_term (2+ characters, shorter is ignored) ' +
      'filters code, name or barcode.',
    async handler(ctx, data) {
      return listLoadObjectTypes(ctx.db, ctx.siteId, data.search_term);
    },
  }),
  defineAction({
    contract: LOAD_OBJECT_TYPE_CALLS.get,
    permission: { module: 'wh', flag: 'view' },
    description: 'One load object type by load_object_type_id (or its code load_object_type).',
    async handler(ctx, data) {
      const item = await getLoadObjectType(ctx.db, ctx.siteId, data);
      ctx.logRecord(String(item.load_object_type_id), 'load_object_type', item.load_object_type);
      return [item];
    },
  }),
  defineAction({
    contract: LOAD_OBJECT_TYPE_CALLS.check,
    permission: { module: 'wh', flag: 'update' },
    description:
      'Add (no load_object_type_id) or update one load object type (the record, or ' +
      'data.load_object_type). nominated_weight is converted to a whole number, 0 when blank. ' +
      'results[0]: saved.',
    async handler(ctx, data) {
      const item = await saveLoadObjectType(ctx.db, ctx.siteId, data);
      ctx.logRecord(String(item.load_object_type_id), 'load_object_type', item.load_object_type);
      return [item];
    },
  }),
  defineAction({
    contract: LOAD_OBJECT_TYPE_CALLS.delete,
    permission: { module: 'wh', flag: 'delete' },
    description: 'Delete one load object type by load_object_type_id (or code). results[0].',
    async handler(ctx, data) {
      const { load_object_type_id } = await getLoadObjectType(ctx.db, ctx.siteId, data);
      const item = await deleteLoadObjectType(ctx.db, ctx.siteId, load_object_type_id);
      ctx.logRecord(String(item.load_object_type_id), 'load_object_type', item.load_object_type);
      return [item];
    },
  }),
];
