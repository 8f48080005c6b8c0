import { z } from 'zod';
import { actionContract } from './action-contract';
import { decimal, int, text } from './fields';
import { ZIsoDate, ZOptionalIsoDate } from './dates';
import type { TVariant } from './status-colours';

/*
 * The dashboard (document 1 section 2 "Dashboard", sections 3, 4, 7 and 9): the pick calendar
 * and the picks of a day (service `sales_order` entity `pick`), the picking and work KPIs
 * (service `reporting` entity `kpi`), low stock, the expiry list and the daily sales-order
 * summary (service `reporting`, also the REST forms under /api/report/). Every query is for
 * one warehouse: at ALL the app asks nothing and the server refuses.
 */

/** Document 1 section 9: low-stock on hand 50, safety factor 1.25, 30-day windows. */
export const DASHBOARD_DEFAULTS = {
  lowStockOnHand: 50,
  safetyFactor: 1.25,
  expiryDays: 30,
  summaryDays: 30,
  /** Daily work covers today and the days before it. */
  dailyWorkDays: 7,
} as const;

export const DASHBOARD_MESSAGES = {
  /** Document 1 section 8: the dashboard's failure (code ERP_ACTION_ERROR). */
  failed: 'There was a problem processing this request',
  selectWarehouse: 'Please Select a Warehouse',
  unknownShift: (shift: string) => `Shift '${shift}' was not found`,
} as const;

/** Pick and work quantities are rounded up to whole numbers (document 1 section 9). */
export const roundUpQuantity = (n: number): number => Math.ceil(n - 1e-9);

// ---- rules ---------------------------------------------------------------------------------

export const CALENDAR_COLOURS = ['GREEN', 'YELLOW'] as const;
export type TCalendarColour = (typeof CALENDAR_COLOURS)[number];
/** A calendar day is warning-coloured if its colour is YELLOW, otherwise success. */
export const calendarDayVariant = (colour: string | null | undefined): TVariant =>
  colour === 'YELLOW' ? 'warning' : 'success';

/** A dashboard pick: complete shows Complete (success), InProgress warning; unstarted New. */
export const DASHBOARD_PICK_STATUSES = ['Complete', 'InProgress', 'New'] as const;
export type TDashboardPickStatus = (typeof DASHBOARD_PICK_STATUSES)[number];
export function dashboardPickStatus(status: string): TDashboardPickStatus {
  return status === 'complete' ? 'Complete' : status === 'new' ? 'New' : 'InProgress';
}
export const DASHBOARD_PICK_VARIANTS: Record<TDashboardPickStatus, TVariant> = {
  Complete: 'success',
  InProgress: 'warning',
  New: 'info',
};

/** Sales-order summary status: Short when short lines exist, Picked when all supplied. */
export const SUMMARY_STATUSES = ['Short', 'Picked', 'Processing'] as const;
export type TSummaryStatus = (typeof SUMMARY_STATUSES)[number];
export function salesOrderSummaryStatus(s: {
  short_supplied_lines: number;
  supplied_quantity: number;
  ordered_quantity: number;
}): TSummaryStatus {
  if (s.short_supplied_lines > 0) return 'Short';
  if (s.supplied_quantity === s.ordered_quantity) return 'Picked';
  return 'Processing';
}
export const SUMMARY_STATUS_VARIANTS: Record<TSummaryStatus, TVariant> = {
  Short: 'danger',
  Picked: 'success',
  Processing: 'warning',
};

// ---- requests ------------------------------------------------------------------------------

const warehouse = text().trim().min(1).max(20);
const days = (fallback: number) => int().min(1).max(366).default(fallback);

/** sales_order / pick / summary: the pick calendar of from_date..to_date (at most 62 days). */
export const ZPickSummary = z.object({ warehouse, from_date: ZIsoDate, to_date: ZIsoDate });
/** reporting / kpi / picking: the pick attempts of one local day, or of one shift of it. */
export const ZKpiPicking = z.object({
  warehouse,
  report_date: ZIsoDate,
  shift: text().trim().max(40).nullish(),
});
/** reporting / kpi / work. */
export const ZKpiWork = z.object({ warehouse });
/** reporting / inventory / low_stock (also GET /api/report/inventory/low_stock). */
export const ZLowStock = z.object({
  warehouse,
  on_hand_qty: decimal().min(0).max(1e9).default(DASHBOARD_DEFAULTS.lowStockOnHand),
  required_date: ZOptionalIsoDate,
  safety_factor: decimal().min(0).max(100).default(DASHBOARD_DEFAULTS.safetyFactor),
});
/** reporting / inventory / use_by_date (also PUT /api/report/inventory/use_by_date). */
export const ZUseByDate = z.object({ warehouse, no_days: days(DASHBOARD_DEFAULTS.expiryDays) });
/** reporting / daily / summary (also PUT /api/report/daily/summary). */
export const ZDailySummary = z.object({
  warehouse,
  action_date: ZOptionalIsoDate,
  no_days: days(DASHBOARD_DEFAULTS.summaryDays),
});
/** admin / shift / list: the site's shifts (the dashboard's shift filter). */
export const ZShiftList = z.object({}).passthrough();

// ---- answers -------------------------------------------------------------------------------

const n = () => z.number();
const str = () => z.string();

export const ZShift = z.object({ shift: str(), shift_name: str(), start_hour: n(), end_hour: n() });
export type TShift = z.output<typeof ZShift>;

/** One day of the pick calendar. */
export const ZPickSummaryDay = z.object({
  date: str(),
  picks: n(),
  lines: n(),
  complete: n(),
  in_progress: n(),
  unstarted: n(),
  /** YELLOW while any pick of the day is not complete. */
  colour: z.enum(CALENDAR_COLOURS),
});
export type TPickSummaryDay = z.output<typeof ZPickSummaryDay>;

/** Document 1 "Dashboard totals". Times are HH:mm in the warehouse's zone. */
export const ZDashboardTotals = z.object({
  pick_attempts: n(),
  total_cartons: n(),
  total_splits: n(),
  first_pick_time: str().nullable(),
  last_pick_time: str().nullable(),
  hours_worked: n(),
  first_hour: n().nullable(),
  last_hour: n().nullable(),
  qty_to_pick: n(),
  qty_to_pack: n(),
});
export type TDashboardTotals = z.output<typeof ZDashboardTotals>;
export const ZKpiUser = z.object({
  user_id: str(),
  display_name: str(),
  pick_attempts: n(),
  lines: n(),
  orders: n(),
  quantity_picked: n(),
  first_pick_time: str(),
  last_pick_time: str(),
  hours_worked: n(),
  lines_per_hour: n(),
});
export type TKpiUser = z.output<typeof ZKpiUser>;
export const ZKpiHour = z.object({
  /** The local hour 0-23 (a night shift runs 22, 23, 0, 1 ...). */
  hour: n(),
  label: str(),
  pick_attempts: n(),
  lines: n(),
  quantity_picked: n(),
  users: n(),
});
export type TKpiHour = z.output<typeof ZKpiHour>;
export const ZKpiOrder = z.object({
  sales_order: str(),
  customer_code: str(),
  customer_name: str(),
  pick_attempts: n(),
  lines: n(),
  quantity_picked: n(),
  pickers: str(),
  first_pick_time: str(),
  last_pick_time: str(),
});
export type TKpiOrder = z.output<typeof ZKpiOrder>;
export const ZKpiPickingAnswer = z.object({
  warehouse: str(),
  report_date: str(),
  shift: ZShift.nullable(),
  /** The local period reported, 'YYYY-MM-DD HH:mm' in `zone`. */
  from: str(),
  to: str(),
  zone: str(),
  totals: ZDashboardTotals,
  by_user: z.array(ZKpiUser),
  by_hour: z.array(ZKpiHour),
  by_order: z.array(ZKpiOrder),
});
export type TKpiPicking = z.output<typeof ZKpiPickingAnswer>;

export const ZWorkTotals = z.object({
  open_picks: n(),
  open_lines: n(),
  qty_to_pick: n(),
  picks_due_today: n(),
  overdue_picks: n(),
  put_aways_waiting: n(),
  qty_to_put_away: n(),
});
export type TWorkTotals = z.output<typeof ZWorkTotals>;
export const ZDailyWork = z.object({
  date: str(),
  pick_attempts: n(),
  lines_picked: n(),
  quantity_picked: n(),
  pickers: n(),
  picks_completed: n(),
  receipts: n(),
  put_aways: n(),
  quantity_put_away: n(),
});
export type TDailyWork = z.output<typeof ZDailyWork>;
export const ZSectionWork = z.object({
  pick_section_name: str(),
  picks: n(),
  lines: n(),
  lines_to_pick: n(),
  qty_to_pick: n(),
  oldest_required_date: str(),
});
export type TSectionWork = z.output<typeof ZSectionWork>;
export const PUT_AWAY_ROW_STATUSES = ['Waiting', 'Put away'] as const;
export const ZPutAwayRow = z.object({
  put_away_id: n(),
  barcode: str(),
  from_location: str(),
  location: str(),
  put_away_by: str(),
  /** 'YYYY-MM-DD HH:mm' local, '' while waiting. */
  put_away_at: str(),
  lines: n(),
  quantity: n(),
  status: z.enum(PUT_AWAY_ROW_STATUSES),
});
export type TPutAwayRow = z.output<typeof ZPutAwayRow>;
export const ZKpiWorkAnswer = z.object({
  warehouse: str(),
  today: str(),
  totals: ZWorkTotals,
  daily: z.array(ZDailyWork),
  sections: z.array(ZSectionWork),
  put_aways: z.array(ZPutAwayRow),
});
export type TKpiWork = z.output<typeof ZKpiWorkAnswer>;

export const ZLowStockRow = z.object({
  inventory_code: str(),
  inventory_description: str(),
  unit_of_measure: str(),
  on_hand: n(),
  committed: n(),
  /** committed × safety factor. */
  required: n(),
  below_on_hand_qty: z.boolean(),
  below_committed: z.boolean(),
});
export type TLowStockRow = z.output<typeof ZLowStockRow>;
export const ZUseByRow = z.object({
  inventory_code: str(),
  inventory_description: str(),
  serial_batch: str(),
  date_code: str(),
  /** Negative when already past its date. */
  days_left: n(),
  quantity: n(),
  locations: str(),
});
export type TUseByRow = z.output<typeof ZUseByRow>;
export const ZDailySummaryRow = z.object({
  date: str(),
  orders: n(),
  lines: n(),
  short_supplied_lines: n(),
  supplied_quantity: n(),
  ordered_quantity: n(),
  status: z.enum(SUMMARY_STATUSES),
});
export type TDailySummaryRow = z.output<typeof ZDailySummaryRow>;

/** sales_order / pick / summary: the pick calendar (served by the dashboard). */
export const PICK_SUMMARY_CALLS = {
  summary: actionContract({
    service: 'sales_order',
    entity: 'pick',
    action: 'summary',
    input: ZPickSummary,
    output: ZPickSummaryDay,
  }),
};
export const KPI_CALLS = {
  picking: actionContract({
    service: 'reporting',
    entity: 'kpi',
    action: 'picking',
    input: ZKpiPicking,
    output: ZKpiPickingAnswer,
  }),
  work: actionContract({
    service: 'reporting',
    entity: 'kpi',
    action: 'work',
    input: ZKpiWork,
    output: ZKpiWorkAnswer,
  }),
};
export const REPORT_INVENTORY_CALLS = {
  low_stock: actionContract({
    service: 'reporting',
    entity: 'inventory',
    action: 'low_stock',
    input: ZLowStock,
    output: ZLowStockRow,
  }),
  use_by_date: actionContract({
    service: 'reporting',
    entity: 'inventory',
    action: 'use_by_date',
    input: ZUseByDate,
    output: ZUseByRow,
  }),
};
export const DAILY_CALLS = {
  summary: actionContract({
    service: 'reporting',
    entity: 'daily',
    action: 'summary',
    input: ZDailySummary,
    output: ZDailySummaryRow,
  }),
};
export const SHIFT_CALLS = {
  list: actionContract({
    service: 'admin',
    entity: 'shift',
    action: 'list',
    input: ZShiftList,
    output: ZShift,
  }),
};
