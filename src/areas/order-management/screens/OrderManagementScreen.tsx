import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  ORDER_MANAGEMENT_MESSAGES as M,
  can,
  orderManagementWarnings,
  todayIn,
  type TRunSetSummaryRow,
} from '../../../contract';
import { notify } from '../../../api';
import {
  Button,
  ErrorState,
  Notice,
  Spinner,
  Tabs,
  TextField,
  errorText,
  isDateValue,
  useNavContext,
  type TabItem,
  useSiteZone,
} from '../../../ui';
import { CalendarTab } from '../components/CalendarTab';
import { PicksTab } from '../components/PicksTab';
import { ReviewTab } from '../components/ReviewTab';
import { RunOrdersTab } from '../components/RunOrdersTab';
import { useOrderManagementContext, useRunSetSummary } from '../use-order-management';

function RunTabLabel({ run }: { run: TRunSetSummaryRow }) {
  return (
    <span className="flex items-center gap-2">
      <span>{run.run_name}</span>
      <span className="rounded-full bg-slate-100 px-2 text-sm text-slate-700">
        {run.new} new / {run.orders}
      </span>
    </span>
  );
}

/**
 * /ev_so, Order Management (document 2 sections 2, 5 and 7): for a required date (today in
 * the site's zone unless chosen) and the current warehouse and run set, one tab per run of the
 * run set with its orders (create, clear picks, change run / date), the Picks tab (counts,
 * locked-only, the pick modal where a line is confirmed, force complete), the Review tab (open
 * orders held or with a review reason) and the Calendar tab
 * (the month's days coloured by status; a click chooses the date).
 */
export default function OrderManagementScreen() {
  const { context, siteId, warehouse, runSet } = useOrderManagementContext();
  const { permissions } = useNavContext();
  const mayUpdate = can(permissions, 'so', 'update');
  const zone = useSiteZone();
  const today = todayIn(zone);
  const [params, setParams] = useSearchParams();
  const dateParam = params.get('date') ?? '';
  const date = isDateValue(dateParam) ? dateParam : today;
  const tabParam = Number(params.get('tab') ?? '0');
  const scope = { warehouse, runSet, date };
  const runs = useRunSetSummary(siteId, scope);
  // No warehouse (ALL) or no run set: warn with the contract's messages and search anyway
  // (document 2 section 5: "the warning is shown but the search still continues").
  const warnings = orderManagementWarnings({
    search_type: 'RUN_SET_SUMMARY',
    warehouse,
    run_set: runSet,
    from_date: date,
  });

  // The pick summary alerts with no run set (document 2 section 5), once per visit.
  const alerted = useRef(false);
  useEffect(() => {
    if (context && warehouse && !runSet && !alerted.current) {
      alerted.current = true;
      notify({ kind: 'warning', message: M.setRunSet });
    }
  }, [context, warehouse, runSet]);

  if (!context) return null;
  const set = (next: { date?: string; tab?: number }) =>
    setParams(
      (p) => {
        const q = new URLSearchParams(p);
        if (next.date !== undefined) q.set('date', next.date);
        if (next.tab !== undefined) q.set('tab', String(next.tab));
        return q;
      },
      { replace: true },
    );

  const runRows = runs.data ?? [];
  const items: TabItem[] = [
    ...runRows.map((run) => ({
      id: `run-${run.run_id}`,
      label: <RunTabLabel run={run} />,
      content: <RunOrdersTab siteId={siteId} scope={scope} run={run} mayUpdate={mayUpdate} />,
    })),
    {
      id: 'picks',
      label: 'Picks',
      content: <PicksTab siteId={siteId} scope={scope} mayUpdate={mayUpdate} zone={zone} />,
    },
    {
      id: 'review',
      label: 'Review',
      content: <ReviewTab siteId={siteId} scope={scope} />,
    },
    {
      id: 'calendar',
      label: 'Calendar',
      content: (
        <CalendarTab
          siteId={siteId}
          scope={scope}
          onPick={(d) => set({ date: d, tab: 0 })}
          today={today}
        />
      ),
    },
  ];
  const selected = Math.min(Math.max(0, tabParam || 0), items.length - 1);

  return (
    <main className="mx-auto flex max-w-[100rem] flex-col gap-4 px-4 py-6">
      <h1 className="text-2xl font-semibold text-slate-900">Order Management</h1>
      <div className="flex flex-wrap items-end gap-4">
        <TextField
          label="Required date"
          type="date"
          value={date}
          onChange={(e) => {
            if (isDateValue(e.target.value)) set({ date: e.target.value });
          }}
          className="w-56"
        />
        <dl className="flex gap-6 pb-2">
          <div>
            <dt className="text-sm text-slate-500">Warehouse</dt>
            <dd className="font-medium">{warehouse || 'ALL'}</dd>
          </div>
          <div>
            <dt className="text-sm text-slate-500">Run set</dt>
            <dd className="font-medium">{runSet || '—'}</dd>
          </div>
        </dl>
      </div>
      {warnings.map((w) => (
        <Notice key={w}>{w}</Notice>
      ))}
      {runs.isPending ? (
        <Spinner label="Loading the runs" showLabel />
      ) : runs.error ? (
        <ErrorState title={M.summaryFailed(errorText(runs.error))}>
          <Button variant="secondary" onClick={() => void runs.refetch()}>
            Try again
          </Button>
        </ErrorState>
      ) : (
        <>
          {runRows.length === 0 && <Notice>{M.noRuns}</Notice>}
          <Tabs items={items} selectedIndex={selected} onChange={(i) => set({ tab: i })} />
        </>
      )}
    </main>
  );
}
