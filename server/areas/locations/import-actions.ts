import { LOCATION_IMPORT_CALLS } from '../../../src/contract';
import { defineAction } from '../action-types';
import { resolveWarehouse } from './queries';
import { getImport, listImports, queueImport } from './import-queries';

/**
 * Service `warehouse`, entity `location_import`: the queued bulk location upload of document
 * 3 (§4, §9; "Location import" of §7). The specification writes the queue with its SQL
 * command tool (query use=location import queue); here it is this action, and the server's
 * job (server/jobs/location-import-worker.ts) saves the rows with `location check`'s code.
 */
export const locationImportActions = [
  defineAction({
    contract: LOCATION_IMPORT_CALLS.queue,
    permission: { module: 'wh', flag: 'update' },
    description:
      'Queue up to 2,000 uploaded rows ({ row: line in the file, location: the fields of a location ' +
      'check row }) for one warehouse of the site: one import and its batches of 50, processed by the ' +
      'server job. results[0]: the import (status QUEUED).',
    async handler(ctx, data) {
      const warehouse = await resolveWarehouse(ctx.db, ctx.siteId, data.warehouse, undefined);
      const importId = await queueImport(ctx.db, ctx.siteId, {
        warehouse,
        file_name: data.file_name,
        rows: data.rows,
        created_by: ctx.user.user_id,
      });
      ctx.logRecord(String(importId), 'location_import', data.file_name);
      return [await getImport(ctx.db, ctx.siteId, importId)];
    },
  }),
  defineAction({
    contract: LOCATION_IMPORT_CALLS.get,
    permission: { module: 'wh', flag: 'view' },
    description:
      'One import: status (QUEUED, PROCESSING, DONE), total/processed/saved/failed rows and its row ' +
      'errors { row, message } in row order (the first max_errors, default 500). results[0].',
    async handler(ctx, data) {
      return [await getImport(ctx.db, ctx.siteId, data.import_id, data.max_errors)];
    },
  }),
  defineAction({
    contract: LOCATION_IMPORT_CALLS.list,
    permission: { module: 'wh', flag: 'view' },
    description: 'The recent imports of a warehouse, newest first (limit, default 10).',
    async handler(ctx, data) {
      const warehouse = await resolveWarehouse(ctx.db, ctx.siteId, data.warehouse, undefined);
      return listImports(ctx.db, ctx.siteId, warehouse, data.limit);
    },
  }),
];
