import { LEAD_DAY_CALLS } from '../../../src/contract';
import type { AnyAction } from '../action-types';
import { defineAction } from '../action-types';
import { deleteLeadDay, getLeadDay, listLeadDays, saveLeadDay } from './queries';

const pair = (r: { from_state: string; to_state: string }) => `${r.from_state}-${r.to_state}`;

/**
 * Service `admin`, entity `delivery_lead_time` (document 1 section 7; REST
 * /api/delivery_lead_time in rest-routes.ts): whole days of delivery between two states.
 */
export const leadDayActions: AnyAction[] = [
  defineAction({
    contract: LEAD_DAY_CALLS.list,
    permission: { module: 'admin', flag: 'view' },
    description:
      'The lead days of the site (or from one from_state), by from and to state in the order ' +
      'VIC, NSW, QLD, SA, WA, TAS, NT, ACT.',
    async handler(ctx, data) {
      return listLeadDays(ctx.db, ctx.siteId, data.from_state);
    },
  }),
  defineAction({
    contract: LEAD_DAY_CALLS.get,
    permission: { member: 'the lead time of a delivery is read by the order and consign screens' },
    description:
      'One lead day by lead_day_id, else by from_state and to_state. results[0]; 404 when missing.',
    async handler(ctx, data) {
      const row = await getLeadDay(ctx.db, ctx.siteId, data);
      ctx.logRecord(pair(row), 'delivery_lead_time');
      return [row];
    },
  }),
  defineAction({
    contract: LEAD_DAY_CALLS.check,
    permission: { module: 'admin', flag: 'update' },
    description:
      'Add a lead day (from_state, to_state: VIC, NSW, QLD, SA, WA, TAS, NT or ACT; lead_days ' +
      'a whole number 0-365), or update the one with lead_day_id. One per pair (409). ' +
      'results[0]: saved.',
    async handler(ctx, data) {
      ctx.logRecord(pair(data), 'delivery_lead_time', String(data.lead_days));
      return [await saveLeadDay(ctx.db, ctx.siteId, data)];
    },
  }),
  defineAction({
    contract: LEAD_DAY_CALLS.delete,
    permission: { module: 'admin', flag: 'delete' },
    description:
      'Delete one lead day (lead_day_id, or from_state and to_state). results[0]: deleted; 404 ' +
      'when missing.',
    async handler(ctx, data) {
      const row = await deleteLeadDay(ctx.db, ctx.siteId, data);
      ctx.logRecord(pair(row), 'delivery_lead_time');
      return [row];
    },
  }),
];
