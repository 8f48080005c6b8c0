import { z } from 'zod';
import { MESSAGES } from '../../../src/contract';
import { badRequest } from '../../http/app-error';
import { defineAction } from '../action-types';
import { getWarehouse, listWarehouses } from './queries';

const WH_VIEW = { module: 'wh', flag: 'view' } as const;

/** Service `warehouse`: the warehouses of the request site. */
export const warehouseActions = [
  defineAction({
    service: 'warehouse',
    entity: 'warehouse',
    action: 'get',
    permission: WH_VIEW,
    input: z.object({ warehouse: z.string().min(1).max(40) }),
    description:
      'One warehouse with all its fields (pick_areas and dock_locations: [] until the stock issue). results[0].',
    async handler(ctx, data) {
      ctx.logRecord(data.warehouse, 'warehouse');
      const found = await getWarehouse(ctx.db, ctx.siteId, data.warehouse);
      if (!found) throw badRequest(MESSAGES.warehouseNotFound(data.warehouse));
      return [found];
    },
  }),
  defineAction({
    service: 'warehouse',
    entity: 'warehouse',
    action: 'list',
    permission: WH_VIEW,
    input: z.object({}).passthrough(),
    description: 'Every warehouse of the request site, sorted case-insensitively by name.',
    async handler(ctx) {
      return listWarehouses(ctx.db, ctx.siteId);
    },
  }),
];
