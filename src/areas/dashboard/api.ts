import { ApiError, callResults } from '../../api';
import {
  DAILY_CALLS,
  DASHBOARD_MESSAGES,
  KPI_CALLS,
  PICK_CALLS,
  PICK_SUMMARY_CALLS,
  REPORT_INVENTORY_CALLS,
  SHIFT_CALLS,
  type ActionContract,
  type ActionInput,
  type ActionResult,
} from '../../contract';

/*
 * The dashboard's calls (document 1 section 7). Reads are quiet: each panel shows the
 * dashboard's failure message 'There was a problem processing this request' in place, with
 * the server's reason, so one failing panel does not blank the others.
 */

const quiet = { quietErrors: true } as const;

async function guarded<T>(send: () => Promise<T[]>): Promise<T[]> {
  try {
    return await send();
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

const read = <C extends ActionContract>(contract: C, data: ActionInput<C>) =>
  guarded<ActionResult<C>>(() => callResults(contract, data, quiet));

async function one<C extends ActionContract>(
  contract: C,
  data: ActionInput<C>,
): Promise<ActionResult<C>> {
  const [first] = await read(contract, data);
  if (!first) throw new Error(DASHBOARD_MESSAGES.failed);
  return first;
}

export const fetchShifts = () => read(SHIFT_CALLS.list, {});

export const fetchPickCalendar = (warehouse: string, from_date: string, to_date: string) =>
  read(PICK_SUMMARY_CALLS.summary, { warehouse, from_date, to_date });

/** The picks of one required date (the pick service's list). */
export const fetchPicksForDay = (warehouse: string, date: string) =>
  guarded(async () =>
    callResults(PICK_CALLS.list, { warehouse, from_date: date, to_date: date }, quiet),
  );

export const fetchPickingKpi = (warehouse: string, report_date: string, shift: string) =>
  one(KPI_CALLS.picking, {
    warehouse,
    report_date,
    ...(shift ? { shift } : {}),
  });

export const fetchWorkKpi = (warehouse: string) => one(KPI_CALLS.work, { warehouse });

export const fetchLowStock = (
  warehouse: string,
  q: { on_hand_qty: number; safety_factor: number; required_date: string },
) => read(REPORT_INVENTORY_CALLS.low_stock, { warehouse, ...q });

export const fetchExpiry = (warehouse: string, no_days: number) =>
  read(REPORT_INVENTORY_CALLS.use_by_date, { warehouse, no_days });

export const fetchDailySummary = (warehouse: string, action_date: string, no_days: number) =>
  read(DAILY_CALLS.summary, { warehouse, action_date, no_days });
