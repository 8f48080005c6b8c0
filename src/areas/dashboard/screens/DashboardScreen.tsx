import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import {
  ALL_WAREHOUSES,
  DASHBOARD_MESSAGES,
  MESSAGES,
  NAV_ADMIN,
  NAV_MAIN,
  NAV_PRINTING,
  can,
  showsMenu,
  todayIn,
  visibleNav,
  type TNavItem,
} from '../../../contract';
import {
  HelpButton,
  Notice,
  Select,
  TextField,
  isDateValue,
  useAreaContext,
  useCurrentUserSite,
  useNavContext,
  useSiteLookups,
  useSiteZone,
  monthTitle,
} from '../../../ui';
import { fetchShifts } from '../api';
import { PickCalendar } from '../components/PickCalendar';
import { Panel } from '../components/Panel';
import { PickingKpis } from '../components/PickingKpis';
import { PicksForDay } from '../components/PicksForDay';
import { ExpiryPanel, LowStockPanel, SummaryPanel } from '../components/StockPanels';
import { WorkPanels } from '../components/WorkPanels';
import { dashboardKeys } from '../keys';

/** The screens this user may open, as one compact row of links (scrolls sideways). */
function QuickLinks({ items }: { items: TNavItem[] }) {
  if (!items.length) return null;
  return (
    <nav aria-label="Quick links" className="-mx-4 px-4">
      <ul className="flex gap-2 overflow-x-auto pb-2">
        {items.map((item) => (
          <li key={item.to} className="shrink-0">
            <Link
              to={item.to}
              className="inline-flex min-h-11 items-center whitespace-nowrap rounded-full border border-slate-200 bg-white px-4 text-sm font-medium text-slate-800 shadow-sm hover:border-brand-300 hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

const isMonth = (v: string | null): v is string => !!v && /^\d{4}-(0[1-9]|1[0-2])$/.test(v);

/**
 * Home (document 1 "Dashboard"): for the current warehouse, the action date (today unless
 * chosen), the shift filter and the month of the pick calendar, then the panels — calendar,
 * picks of the day, picking totals, picks by hour and work by user (each a chart beside its
 * table), picks by order, work totals, daily work, pick-section work, put-aways, low stock,
 * expiry and the sales-order summary. Each panel loads and fails on its own. At ALL nothing
 * is asked (document 1 section 5): a hint says to choose a warehouse. The choices are kept in
 * the address (?date, ?shift, ?month).
 */
export default function DashboardScreen() {
  const { context, siteId, warehouse } = useAreaContext('dashboard', dashboardKeys.all);
  const userSite = useCurrentUserSite();
  const navContext = useNavContext();
  const lookups = useSiteLookups(siteId || undefined).data;
  const zone = useSiteZone();
  const today = todayIn(zone);
  const [params, setParams] = useSearchParams();
  const dateParam = params.get('date') ?? '';
  const date = isDateValue(dateParam) ? dateParam : today;
  const monthParam = params.get('month');
  const month = isMonth(monthParam) ? monthParam : date.slice(0, 7);
  const shift = params.get('shift') ?? '';
  const shifts = useQuery({
    queryKey: dashboardKeys.shifts(siteId),
    queryFn: fetchShifts,
    enabled: !!siteId,
  });
  if (!context) return null;

  const set = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [k, v] of Object.entries(changes)) {
          if (v) next.set(k, v);
          else next.delete(k);
        }
        return next;
      },
      { replace: true },
    );
  const links = [
    ...visibleNav(NAV_MAIN, navContext),
    ...(showsMenu('printing', navContext) ? visibleNav(NAV_PRINTING, navContext) : []),
    ...(showsMenu('admin', navContext) ? visibleNav(NAV_ADMIN, navContext) : []),
  ].filter((item) => item.to !== '/');
  const warehouseName =
    context.warehouse === ALL_WAREHOUSES
      ? 'All warehouses'
      : (lookups?.warehouses.find((o) => o.value === context.warehouse)?.text ?? context.warehouse);
  const shiftRow = (shifts.data ?? []).find((s) => s.shift === shift);
  const shiftName = shiftRow ? shiftRow.shift_name : shift || 'Whole day';
  // Each panel shows only when its call is allowed (the server checks again).
  const p = navContext.permissions;
  const mayOrders = can(p, 'so', 'view') || can(p, 'wh', 'view');
  const mayPickList = can(p, 'so', 'view');
  const mayStock = can(p, 'in', 'view') || can(p, 'wh', 'view');
  const hour = (h: number) => `${String(h).padStart(2, '0')}:00`;

  return (
    <main className="mx-auto flex max-w-screen-2xl flex-col gap-4 px-4 py-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold text-slate-900">Dashboard</h1>
          <p className="text-slate-600">
            {userSite?.site_name ?? context.site_id} · {warehouseName}
          </p>
        </div>
        <HelpButton context="dashboard" title="Dashboard" />
      </div>
      <QuickLinks items={links} />

      {!warehouse ? (
        <Notice>
          <strong>{DASHBOARD_MESSAGES.selectWarehouse}.</strong> {MESSAGES.warehouseAllHint}.
        </Notice>
      ) : !(mayOrders || mayStock) ? null : (
        <>
          <form
            aria-label="Dashboard filters"
            className="flex flex-wrap items-end gap-4 rounded-xl border border-slate-200 bg-white p-4"
            onSubmit={(e) => e.preventDefault()}
          >
            <TextField
              label="Action date"
              type="date"
              value={date}
              className="w-48"
              onChange={(e) =>
                isDateValue(e.target.value) &&
                set({
                  date: e.target.value === today ? null : e.target.value,
                  month: null,
                })
              }
            />
            <Select
              label="Shift"
              value={shift}
              placeholder="Whole day"
              className="w-64"
              options={(shifts.data ?? []).map((s) => ({
                value: s.shift,
                label: `${s.shift_name} (${hour(s.start_hour)}–${hour(s.end_hour)})`,
              }))}
              hint={shifts.error ? 'The shifts could not be loaded' : undefined}
              onChange={(v) => set({ shift: v || null })}
            />
            <TextField
              label="Calendar month"
              type="month"
              value={month}
              className="w-48"
              onChange={(e) => isMonth(e.target.value) && set({ month: e.target.value })}
            />
          </form>

          {/* Two columns of panels only on the widest screens: at 1400 px a half is too
              narrow for the tables, which then have the page's width. */}
          <div className="grid gap-4 2xl:grid-cols-2">
            {mayOrders && (
              <Panel
                title={`Pick calendar ${monthTitle(month)}`}
                className={mayPickList ? undefined : '2xl:col-span-2'}
              >
                <PickCalendar
                  siteId={siteId}
                  warehouse={warehouse}
                  month={month}
                  selected={date}
                  onSelect={(d) => set({ date: d === today ? null : d, month })}
                />
              </Panel>
            )}
            {mayPickList && (
              <Panel title={`Picks for ${date}`}>
                <PicksForDay siteId={siteId} warehouse={warehouse} date={date} />
              </Panel>
            )}
            {mayOrders && (
              <>
                <PickingKpis
                  siteId={siteId}
                  warehouse={warehouse}
                  date={date}
                  shift={shift}
                  shiftName={shiftName}
                />
                <WorkPanels siteId={siteId} warehouse={warehouse} />
              </>
            )}
            {mayStock && (
              <>
                <LowStockPanel siteId={siteId} warehouse={warehouse} date={date} />
                <ExpiryPanel siteId={siteId} warehouse={warehouse} />
              </>
            )}
            {mayOrders && <SummaryPanel siteId={siteId} warehouse={warehouse} date={date} />}
          </div>
        </>
      )}
    </main>
  );
}
