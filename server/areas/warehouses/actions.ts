import { MESSAGES, WAREHOUSE_CALLS, warehouseSaveErrors } from '../../../src/contract';
import { RuleErrors, badRequest } from '../../errors';
import { defineAction } from '../action-types';
import { getWarehouse, listWarehouses, saveWarehouse } from './queries';

const WH_VIEW = { module: 'wh', flag: 'view' } as const;

/** Service `warehouse`: the warehouses of the request site with their structure. */
export const warehouseActions = [
  defineAction({
    contract: WAREHOUSE_CALLS.get,
    // The structure is what the stock screens filter by (the On Hand Explorer's pick
    // sections): wh view or in view reads it.
    permission: { anyOf: [WH_VIEW, { module: 'in', flag: 'view' }] },
    description:
      'One warehouse with all its fields, dock_locations and pick_areas (each with pick_sections); needs wh view or in view. results[0].',
    async handler(ctx, data) {
      ctx.logRecord(data.warehouse, 'warehouse');
      const found = await getWarehouse(ctx.db, ctx.siteId, data.warehouse);
      if (!found) throw badRequest(MESSAGES.warehouseNotFound(data.warehouse));
      return [found];
    },
  }),
  defineAction({
    contract: WAREHOUSE_CALLS.list,
    permission: WH_VIEW,
    description:
      'Every warehouse of the request site with its structure, sorted case-insensitively by name.',
    async handler(ctx) {
      return listWarehouses(ctx.db, ctx.siteId);
    },
  }),
  defineAction({
    contract: WAREHOUSE_CALLS.check,
    permission: { module: 'wh', flag: 'update' },
    description:
      'Save the full warehouse item (fields, dock_locations, pick_areas with pick_sections; children replaced). ' +
      'Refused with one error per failed rule (document 3 section 5), nothing written. results[0]: saved.',
    async handler(ctx, data) {
      ctx.logRecord(data.warehouse.warehouse, 'warehouse');
      const failures = warehouseSaveErrors(data.warehouse);
      if (failures.length) throw new RuleErrors(failures);
      return [await saveWarehouse(ctx.db, ctx.siteId, data.warehouse, data.adding)];
    },
  }),
];
