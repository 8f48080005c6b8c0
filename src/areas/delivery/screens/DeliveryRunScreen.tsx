import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import {
  DELIVERY_MESSAGES as M,
  DELIVERY_STOP_VARIANTS,
  isTimeOfDay,
  type TDeliveryMap,
  type TRoutePlan,
} from '../../../contract';
import {
  Button,
  Checkbox,
  ErrorState,
  Notice,
  Spinner,
  StatusBadge,
  errorText,
  useSiteId,
} from '../../../ui';
import { fetchRunMap, optimiseRoute, saveMapOrder } from '../api';
import StopKeys from '../components/StopKeys';
import { deliveryKeys } from '../keys';

const RunMap = lazy(() => import('../components/RunMap'));

type Setting = { locked: boolean; window_from: string; window_to: string };

/**
 * /delivery/run/:runId: a run's stops in sequence with the map, travel and expected times;
 * stops can be locked and given a window, Best Route proposes an order (worked out in the
 * server) and Save order stores it as the delivery map order. In the page's margins, as
 * every back-office screen.
 */
export default function DeliveryRunScreen() {
  return (
    <main className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6">
      <DeliveryRun />
    </main>
  );
}

function DeliveryRun() {
  const runId = Number(useParams().runId);
  const siteId = useSiteId();
  const client = useQueryClient();
  const query = useQuery({
    queryKey: deliveryKeys.map(siteId, runId),
    queryFn: () => fetchRunMap(runId),
    enabled: Number.isInteger(runId) && runId > 0,
  });
  const [plan, setPlan] = useState<TRoutePlan | null>(null);
  const [settings, setSettings] = useState<Record<number, Setting>>({});
  const [message, setMessage] = useState<{ text: string; error?: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!query.data) return;
    setSettings(
      Object.fromEntries(
        query.data.stops.map((s) => [
          s.sales_order_header_id,
          { locked: s.locked, window_from: s.window_from ?? '', window_to: s.window_to ?? '' },
        ]),
      ),
    );
  }, [query.data]);

  if (query.isPending) return <Spinner label="Loading the run" />;
  if (query.error)
    return (
      <ErrorState title={errorText(query.error)}>
        <Button onClick={() => void query.refetch()}>Retry</Button>
      </ErrorState>
    );
  const shown: TDeliveryMap = plan?.plan ?? query.data;
  const setting = (id: number): Setting =>
    settings[id] ?? { locked: false, window_from: '', window_to: '' };
  const edit = (id: number, change: Partial<Setting>) =>
    setSettings((all) => ({ ...all, [id]: { ...setting(id), ...change } }));
  const windowError = shown.stops.some((s) => {
    const w = setting(s.sales_order_header_id);
    return (
      (w.window_from && !isTimeOfDay(w.window_from)) || (w.window_to && !isTimeOfDay(w.window_to))
    );
  });
  const stopSettings = () =>
    shown.stops.map((s) => {
      const w = setting(s.sales_order_header_id);
      return {
        sales_order_header_id: s.sales_order_header_id,
        locked: w.locked,
        window_from: w.window_from || null,
        window_to: w.window_to || null,
      };
    });

  const bestRoute = async () => {
    setBusy(true);
    setMessage(null);
    try {
      const answer = await optimiseRoute({ delivery_run_id: runId, stops: stopSettings() });
      setPlan(answer);
      setMessage({
        text: answer.improved
          ? `Best route: ${answer.after_minutes} minutes (was ${answer.before_minutes})`
          : `No better route found (${answer.before_minutes} minutes)`,
      });
    } catch (e) {
      setMessage({ text: errorText(e), error: true });
    } finally {
      setBusy(false);
    }
  };
  const save = async () => {
    setBusy(true);
    setMessage(null);
    try {
      await saveMapOrder({
        sales_orders: stopSettings().map((s, i) => ({
          ...s,
          delivery_map_order: i + 1,
          customer_name: shown.stops[i]!.customer_name,
        })),
      });
      setPlan(null);
      await client.invalidateQueries({ queryKey: deliveryKeys.all(siteId) });
      setMessage({ text: M.saved });
    } catch (e) {
      setMessage({ text: errorText(e), error: true });
    } finally {
      setBusy(false);
    }
  };

  const { run } = shown;
  return (
    <div className="space-y-4">
      <Link to={`/delivery?date=${run.delivery_date}`} className="text-brand-700 underline">
        Back to Delivery Management
      </Link>
      <h1 className="text-2xl font-semibold">{`${run.run_name} — ${run.delivery_date}`}</h1>
      <p className="text-slate-700">
        {`${run.driver_name} · ${run.no_jobs} jobs, ${run.completed_jobs} completed, ${run.upcoming_jobs} upcoming · start ${shown.start_time} from ${shown.depot.address} · back ${shown.finish_time} · ${shown.total_travel_minutes} min driving, ${shown.total_minutes} min in all`}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => void bestRoute()} disabled={busy || windowError}>
          Best Route
        </Button>
        <Button variant="secondary" onClick={() => void save()} disabled={busy || windowError}>
          Save order
        </Button>
        {plan && (
          <Button variant="ghost" onClick={() => setPlan(null)} disabled={busy}>
            Discard proposal
          </Button>
        )}
      </div>
      {message && (
        <p
          data-testid="run-message"
          role={message.error ? 'alert' : 'status'}
          className={message.error ? 'text-red-700' : 'text-slate-800'}
        >
          {message.text}
        </p>
      )}
      {windowError && <Notice>{M.timeFormat}</Notice>}
      <Suspense fallback={<Spinner label="Loading the map" />}>
        <RunMap map={shown} />
      </Suspense>
      {shown.stops.length === 0 ? (
        <p>This run has no stops.</p>
      ) : (
        <div className="overflow-x-auto">
          <table
            aria-label="Run stops"
            className="w-full text-left [&_td]:px-1.5 [&_td]:py-1 [&_th]:px-1.5"
          >
            <thead>
              <tr className="border-b border-slate-300 text-sm text-slate-600">
                <th scope="col">Stop</th>
                <th scope="col">Customer</th>
                <th scope="col">Address</th>
                <th scope="col">Status</th>
                <th scope="col">Travel (min)</th>
                <th scope="col">Drop (min)</th>
                <th scope="col">Expected</th>
                <th scope="col">Window from</th>
                <th scope="col">Window to</th>
                <th scope="col">Locked</th>
              </tr>
            </thead>
            <tbody>
              <tr className="border-b border-slate-200">
                <td>DC</td>
                <td colSpan={5}>{`Warehouse: ${shown.depot.address}`}</td>
                <td>{shown.start_time}</td>
                <td colSpan={3} />
              </tr>
              {shown.stops.map((s) => {
                const w = setting(s.sales_order_header_id);
                return (
                  <tr
                    key={s.sales_order_header_id}
                    className="border-b border-slate-200"
                    data-testid="run-stop"
                  >
                    <td className="font-bold">{s.marker}</td>
                    <td>
                      {s.customer_name}
                      <span className="block text-xs text-slate-600">{s.sales_order}</span>
                      <StopKeys keys={s.keys} />
                    </td>
                    <td>{s.address}</td>
                    <td>
                      <StatusBadge variant={DELIVERY_STOP_VARIANTS[s.status]}>
                        {s.status}
                      </StatusBadge>
                    </td>
                    <td>{s.travel_time}</td>
                    <td>{s.drop_time}</td>
                    <td className={s.late ? 'font-semibold text-red-700' : undefined}>
                      {s.expected_time}
                      {s.late ? ' (late)' : ''}
                    </td>
                    <td>
                      <input
                        aria-label={`Window from ${s.marker}`}
                        className="min-h-11 w-16 rounded border border-slate-300 px-1"
                        placeholder="HH:mm"
                        value={w.window_from}
                        onChange={(e) =>
                          edit(s.sales_order_header_id, { window_from: e.target.value })
                        }
                      />
                    </td>
                    <td>
                      <input
                        aria-label={`Window to ${s.marker}`}
                        className="min-h-11 w-16 rounded border border-slate-300 px-1"
                        placeholder="HH:mm"
                        value={w.window_to}
                        onChange={(e) =>
                          edit(s.sales_order_header_id, { window_to: e.target.value })
                        }
                      />
                    </td>
                    <td>
                      <Checkbox
                        label={`Lock ${s.marker}`}
                        hideLabel
                        checked={w.locked}
                        onChange={(locked) => edit(s.sales_order_header_id, { locked })}
                      />
                    </td>
                  </tr>
                );
              })}
              <tr>
                <td>DC</td>
                <td colSpan={3}>Back at the warehouse</td>
                <td>{shown.return_travel_time}</td>
                <td />
                <td>{shown.finish_time}</td>
                <td colSpan={3} />
              </tr>
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
