import { STORAGE_CALLS } from '../../../src/contract';
import { defineAction } from '../action-types';
import { deleteStorage, getStorage, listStorage, saveStorage } from './storage-queries';

/**
 * Service `admin`, entity `storage` (document 3 "Storage"): the site's storage types. The
 * REST alternative under /api/storage (storage-rest-routes.ts) answers through these same
 * actions; `warehouse storage list` is the same list for the warehouse screens.
 */
export const storageActions = [
  defineAction({
    contract: STORAGE_CALLS.warehouse_list,
    permission: { module: 'wh', flag: 'view' },
    description:
      'The storage types a pick section may use, for the warehouse screens (the admin storage list, read with wh view).',
    async handler(ctx) {
      return listStorage(ctx.db, ctx.siteId);
    },
  }),
  defineAction({
    contract: STORAGE_CALLS.list,
    permission: { module: 'admin', flag: 'view' },
    description: 'The storage types of the site by code; search_term filters code or name.',
    async handler(ctx, data) {
      return listStorage(ctx.db, ctx.siteId, data.search_term || undefined);
    },
  }),
  defineAction({
    contract: STORAGE_CALLS.get,
    permission: { module: 'admin', flag: 'view' },
    description: 'One storage type. results[0].',
    async handler(ctx, data) {
      ctx.logRecord(data.storage, 'storage');
      return [await getStorage(ctx.db, ctx.siteId, data.storage)];
    },
  }),
  defineAction({
    contract: STORAGE_CALLS.check,
    permission: { module: 'admin', flag: 'update' },
    description:
      'Add or update one storage type (storage, storage_name, strict_storage, tile_colour). results[0]: saved.',
    async handler(ctx, data) {
      ctx.logRecord(data.storage, 'storage');
      return [await saveStorage(ctx.db, ctx.siteId, data)];
    },
  }),
  defineAction({
    contract: STORAGE_CALLS.delete,
    permission: { module: 'admin', flag: 'delete' },
    description:
      'Delete one storage type (refused while a pick section uses it). results[0]: deleted.',
    async handler(ctx, data) {
      ctx.logRecord(data.storage, 'storage');
      return [await deleteStorage(ctx.db, ctx.siteId, data.storage)];
    },
  }),
];
