import { ApiError, call } from '../../api';
import {
  DASHBOARD_MESSAGES,
  type TDailySummaryRow,
  type TKpiPicking,
  type TKpiWork,
  type TLowStockRow,
  type TPickRow,
  type TPickSummaryDay,
  type TShift,
  type TUseByRow,
} from '../../contract';

/*
 * The dashboard's calls (document 1 section 7). Reads are quiet: each panel shows the
 * dashboard's failure message 'There was a problem processing this request' in place, with
 * the server's reason, so one failing panel does not blank the others.
 */

async function read<T>(
  service: string,
  entity: string,
  action: string,
  data: Record<string, unknown>,
): Promise<T[]> {
  try {
    const answer = await call<T>(service, { entity, action, data }, { quietErrors: true });
    return answer.results;
  } catch (error) {
    const reason = error instanceof Error ? error.message : '';
    // Document 1 section 8: the dashboard's failure is ERP_ACTION_ERROR with this message.
    throw new ApiError(DASHBOARD_MESSAGES.failed, {
      status: error instanceof ApiError ? error.status : 0,
      code: 'ERP_ACTION_ERROR',
      errors: reason ? [{ message: reason }] : [],
    });
  }
}

async function one<T>(
  service: string,
  entity: string,
  action: string,
  data: Record<string, unknown>,
): Promise<T> {
  const [first] = await read<T>(service, entity, action, data);
  if (!first) throw new Error(DASHBOARD_MESSAGES.failed);
  return first;
}

export const fetchShifts = () => read<TShift>('admin', 'shift', 'list', {});

export const fetchPickCalendar = (warehouse: string, from_date: string, to_date: string) =>
  read<TPickSummaryDay>('sales_order', 'pick', 'summary', { warehouse, from_date, to_date });

/** The picks of one required date (the pick service's list). */
export const fetchPicksForDay = (warehouse: string, date: string) =>
  read<TPickRow>('sales_order', 'pick', 'list', { warehouse, from_date: date, to_date: date });

export const fetchPickingKpi = (warehouse: string, report_date: string, shift: string) =>
  one<TKpiPicking>('reporting', 'kpi', 'picking', {
    warehouse,
    report_date,
    ...(shift ? { shift } : {}),
  });

export const fetchWorkKpi = (warehouse: string) =>
  one<TKpiWork>('reporting', 'kpi', 'work', { warehouse });

export const fetchLowStock = (
  warehouse: string,
  q: { on_hand_qty: number; safety_factor: number; required_date: string },
) => read<TLowStockRow>('reporting', 'inventory', 'low_stock', { warehouse, ...q });

export const fetchExpiry = (warehouse: string, no_days: number) =>
  read<TUseByRow>('reporting', 'inventory', 'use_by_date', { warehouse, no_days });

export const fetchDailySummary = (warehouse: string, action_date: string, no_days: number) =>
  read<TDailySummaryRow>('reporting', 'daily', 'summary', { warehouse, action_date, no_days });
