import { z } from 'zod';
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
export type TDashboardPickStatus = 'Complete' | 'InProgress' | 'New';
export function dashboardPickStatus(status: string): TDashboardPickStatus {
  return status === 'complete' ? 'Complete' : status === 'new' ? 'New' : 'InProgress';
}
export const DASHBOARD_PICK_VARIANTS: Record<TDashboardPickStatus, TVariant> = {
  Complete: 'success',
  InProgress: 'warning',
  New: 'info',
};

/** Sales-order summary status: Short when short lines exist, Picked when all supplied. */
export type TSummaryStatus = 'Short' | 'Picked' | 'Processing';
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

export type TShift = { shift: string; shift_name: string; start_hour: number; end_hour: number };

/** One day of the pick calendar. */
export type TPickSummaryDay = {
  date: string;
  picks: number;
  lines: number;
  complete: number;
  in_progress: number;
  unstarted: number;
  /** YELLOW while any pick of the day is not complete. */
  colour: TCalendarColour;
};

/** Document 1 "Dashboard totals". Times are HH:mm in the warehouse's zone. */
export type TDashboardTotals = {
  pick_attempts: number;
  total_cartons: number;
  total_splits: number;
  first_pick_time: string | null;
  last_pick_time: string | null;
  hours_worked: number;
  first_hour: number | null;
  last_hour: number | null;
  qty_to_pick: number;
  qty_to_pack: number;
};
export type TKpiUser = {
  user_id: string;
  display_name: string;
  pick_attempts: number;
  lines: number;
  orders: number;
  quantity_picked: number;
  first_pick_time: string;
  last_pick_time: string;
  hours_worked: number;
  lines_per_hour: number;
};
export type TKpiHour = {
  /** The local hour 0-23 (a night shift runs 22, 23, 0, 1 ...). */
  hour: number;
  label: string;
  pick_attempts: number;
  lines: number;
  quantity_picked: number;
  users: number;
};
export type TKpiOrder = {
  sales_order: string;
  customer_code: string;
  customer_name: string;
  pick_attempts: number;
  lines: number;
  quantity_picked: number;
  pickers: string;
  first_pick_time: string;
  last_pick_time: string;
};
export type TKpiPicking = {
  warehouse: string;
  report_date: string;
  shift: TShift | null;
  /** The local period reported, 'YYYY-MM-DD HH:mm' in `zone`. */
  from: string;
  to: string;
  zone: string;
  totals: TDashboardTotals;
  by_user: TKpiUser[];
  by_hour: TKpiHour[];
  by_order: TKpiOrder[];
};

export type TWorkTotals = {
  open_picks: number;
  open_lines: number;
  qty_to_pick: number;
  picks_due_today: number;
  overdue_picks: number;
  put_aways_waiting: number;
  qty_to_put_away: number;
};
export type TDailyWork = {
  date: string;
  pick_attempts: number;
  lines_picked: number;
  quantity_picked: number;
  pickers: number;
  picks_completed: number;
  receipts: number;
  put_aways: number;
  quantity_put_away: number;
};
export type TSectionWork = {
  pick_section_name: string;
  picks: number;
  lines: number;
  lines_to_pick: number;
  qty_to_pick: number;
  oldest_required_date: string;
};
export type TPutAwayRow = {
  put_away_id: number;
  barcode: string;
  from_location: string;
  location: string;
  put_away_by: string;
  /** 'YYYY-MM-DD HH:mm' local, '' while waiting. */
  put_away_at: string;
  lines: number;
  quantity: number;
  status: 'Waiting' | 'Put away';
};
export type TKpiWork = {
  warehouse: string;
  today: string;
  totals: TWorkTotals;
  daily: TDailyWork[];
  sections: TSectionWork[];
  put_aways: TPutAwayRow[];
};

export type TLowStockRow = {
  inventory_code: string;
  inventory_description: string;
  unit_of_measure: string;
  on_hand: number;
  committed: number;
  /** committed × safety factor. */
  required: number;
  below_on_hand_qty: boolean;
  below_committed: boolean;
};
export type TUseByRow = {
  inventory_code: string;
  inventory_description: string;
  serial_batch: string;
  date_code: string;
  /** Negative when already past its date. */
  days_left: number;
  quantity: number;
  locations: string;
};
export type TDailySummaryRow = {
  date: string;
  orders: number;
  lines: number;
  short_supplied_lines: number;
  supplied_quantity: number;
  ordered_quantity: number;
  status: TSummaryStatus;
};
