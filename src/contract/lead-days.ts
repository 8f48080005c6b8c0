import { z } from 'zod';
import { actionContract } from './action-contract';
import * as fields from './fields';
import { answered, oneOf } from './fields';

/**
 * State delivery lead days (document 1 section 7, REST /delivery_lead_time): the whole days
 * a delivery takes from one Australian state to another, one record per pair.
 */

/** The Australian states and territories. */
export const AU_STATES = ['VIC', 'NSW', 'QLD', 'SA', 'WA', 'TAS', 'NT', 'ACT'] as const;
export type TAuState = (typeof AU_STATES)[number];

export const LEAD_DAY_MESSAGES = {
  leadDayNotFound: (key: string | number) => `Lead day ${key} was not found`,
  pairExists: (from: string, to: string) => `A lead time from ${from} to ${to} already exists`,
  state: 'Select a state (VIC, NSW, QLD, SA, WA, TAS, NT or ACT)',
  leadDays: answered('Enter the lead days as a whole number from 0 to 365'),
  leadDayKey: 'Give a lead_day_id, or a from_state and a to_state',
} as const;
const M = LEAD_DAY_MESSAGES;

const state = () => oneOf(AU_STATES, M.state);

export const ZLeadDayItem = z.object({
  lead_day_id: fields.id().nullish(),
  from_state: state(),
  to_state: state(),
  lead_days: z
    .number({ error: M.leadDays })
    .int(M.leadDays)
    .min(0, M.leadDays)
    .max(365, M.leadDays),
});
export type TLeadDayItem = z.output<typeof ZLeadDayItem>;

/** The detail page's form: lead days as typed. */
export type TLeadDayForm = {
  lead_day_id: number | null;
  from_state: string;
  to_state: string;
  lead_days: string;
};
export const BLANK_LEAD_DAY: TLeadDayForm = {
  lead_day_id: null,
  from_state: 'VIC',
  to_state: '',
  lead_days: '',
};

/** The form as the save sends it (lead days typed as text become a number, or NaN). */
export function leadDayFromForm(form: TLeadDayForm): Record<string, unknown> {
  const days = form.lead_days.trim();
  return {
    ...(form.lead_day_id ? { lead_day_id: form.lead_day_id } : {}),
    from_state: form.from_state,
    to_state: form.to_state,
    lead_days: /^\d+$/.test(days) ? Number(days) : days === '' ? undefined : Number.NaN,
  };
}

export const ZLeadDayRow = z.object({
  lead_day_id: z.number(),
  from_state: z.string(),
  to_state: z.string(),
  lead_days: z.number(),
});
export type TLeadDay = z.output<typeof ZLeadDayRow>;

/** One lead day: by id, or by its pair (the old GET ?from_state&to_state). */
export const ZLeadDayKey = z
  .object({
    lead_day_id: fields.id().optional(),
    from_state: state().optional(),
    to_state: state().optional(),
  })
  .refine((d) => d.lead_day_id !== undefined || (d.from_state && d.to_state), {
    message: M.leadDayKey,
    path: ['lead_day_id'],
  });
export type TLeadDayKey = z.output<typeof ZLeadDayKey>;

const call = <I extends z.ZodType>(action: string, input: I) =>
  actionContract({
    service: 'admin',
    entity: 'delivery_lead_time',
    action,
    input,
    output: ZLeadDayRow,
  });

export const LEAD_DAY_CALLS = {
  list: call('list', z.object({ from_state: state().nullish() })),
  get: call('get', ZLeadDayKey),
  check: call('check', ZLeadDayItem),
  delete: call('delete', ZLeadDayKey),
};
