import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  isCalendarDate,
  type TDeliveryRunRow,
  type TDespatchRow,
  type TGpsLocationRow,
} from '../../../contract';
import {
  Button,
  DataTable,
  ErrorState,
  Notice,
  TextField,
  errorText,
  useSiteId,
  useSiteSettings,
  useSiteZone,
  useWorkContext,
} from '../../../ui';
import { fetchDespatch, fetchDrivers, fetchRuns } from '../api';
import { DeliveryCalendar } from '../components/DeliveryCalendar';
import { deliveryKeys } from '../keys';

const run = createColumnHelper<TDeliveryRunRow>();
const RUN_COLUMNS = [
  run.accessor('run_name', { header: 'Run' }),
  run.accessor('warehouse', { header: 'Warehouse' }),
  run.accessor('driver_name', { header: 'Driver' }),
  run.accessor('no_jobs', { header: 'Jobs', meta: { align: 'right' } }),
  run.accessor('completed_jobs', { header: 'Completed', meta: { align: 'right' } }),
  run.accessor('upcoming_jobs', { header: 'Upcoming', meta: { align: 'right' } }),
];
const driver = createColumnHelper<TGpsLocationRow>();
const DRIVER_COLUMNS = [
  driver.accessor('driver_name', { header: 'Driver' }),
  driver.accessor('run_name', { header: 'Run', cell: (c) => c.getValue() ?? '' }),
  driver.accessor('recorded_at', {
    header: 'Last seen',
    cell: (c) => new Date(c.getValue()).toLocaleTimeString(),
  }),
  driver.accessor((d) => `${d.lat.toFixed(4)}, ${d.lng.toFixed(4)}`, {
    id: 'position',
    header: 'Position',
  }),
];

const todayIn = (zone: string) =>
  new Intl.DateTimeFormat('en-CA', zone ? { timeZone: zone } : {}).format(new Date());

/** Despatch lookup by despatch number (document 2). */
function DespatchLookup() {
  const [number, setNumber] = useState('');
  const [state, setState] = useState<{ row?: TDespatchRow; error?: string; busy?: boolean }>({});
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!number.trim()) return setState({ error: 'Enter a despatch number' });
    setState({ busy: true });
    try {
      setState({ row: await fetchDespatch(number.trim()) });
    } catch (err) {
      setState({ error: errorText(err) });
    }
  };
  return (
    <section aria-label="Despatch lookup" className="space-y-2">
      <h2 className="text-lg font-semibold">Despatch lookup</h2>
      <form onSubmit={(e) => void submit(e)} className="flex flex-wrap items-end gap-2">
        <TextField
          label="Despatch number"
          value={number}
          onChange={(e) => setNumber(e.target.value)}
          error={state.error}
        />
        <Button type="submit" disabled={state.busy}>
          Look up
        </Button>
      </form>
      {state.row && (
        <dl className="grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-4" aria-label="Despatch">
          <dt className="text-slate-600">Despatch</dt>
          <dd>{state.row.despatch_number}</dd>
          <dt className="text-slate-600">Sales order</dt>
          <dd>{state.row.sales_order}</dd>
          <dt className="text-slate-600">Customer</dt>
          <dd>{state.row.customer_name}</dd>
          <dt className="text-slate-600">Date</dt>
          <dd>{state.row.despatch_date}</dd>
          <dt className="text-slate-600">Courier</dt>
          <dd>{state.row.courier}</dd>
          <dt className="text-slate-600">Route code</dt>
          <dd>{state.row.courier_route_code}</dd>
          <dt className="text-slate-600">Packages</dt>
          <dd>{state.row.no_packages}</dd>
        </dl>
      )}
    </section>
  );
}

/**
 * /delivery (document 2): the month's delivery calendar, the runs and driver locations of
 * the chosen day, and the despatch lookup. A run opens its map.
 */
export default function DeliveryScreen() {
  const siteId = useSiteId();
  const warehouse = useWorkContext()?.warehouse ?? 'ALL';
  const zone = useSiteZone();
  const settings = useSiteSettings(siteId).data;
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const asked = params.get('date') ?? '';
  const date = isCalendarDate(asked) ? asked : todayIn(zone);
  const choose = (d: string) => setParams({ date: d }, { replace: true });
  const runs = useQuery({
    queryKey: deliveryKeys.runs(siteId, warehouse, date),
    queryFn: () => fetchRuns(date, warehouse),
  });
  const drivers = useQuery({
    queryKey: deliveryKeys.drivers(siteId, date),
    queryFn: () => fetchDrivers(date),
  });

  return (
    <main className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-6">
      <h1 className="text-2xl font-semibold">Delivery Management</h1>
      {settings && !settings.delivery_app_used && (
        <Notice>
          The delivery app is not turned on for this site (Site Setup: Delivery app used), so
          Delivery Management is not in the menu.
        </Notice>
      )}
      <DeliveryCalendar siteId={siteId} warehouse={warehouse} selected={date} onSelect={choose} />
      <section aria-label="Delivery runs" className="space-y-2">
        <h2 className="text-lg font-semibold">{`Delivery runs for ${date}`}</h2>
        <DataTable
          label={`Delivery runs for ${date}`}
          columns={RUN_COLUMNS}
          data={runs.data}
          loading={runs.isPending}
          error={runs.error}
          onRetry={() => void runs.refetch()}
          emptyMessage="No delivery runs on this day"
          rowVariant={(r) => (r.upcoming_jobs ? 'warning' : 'success')}
          onRowClick={(r) => void navigate(`/delivery/run/${r.delivery_run_id}`)}
        />
      </section>
      <section aria-label="Driver locations" className="space-y-2">
        <h2 className="text-lg font-semibold">Driver locations</h2>
        {drivers.error ? (
          <ErrorState title={errorText(drivers.error)}>
            <Button onClick={() => void drivers.refetch()}>Retry</Button>
          </ErrorState>
        ) : (
          <DataTable
            label="Driver locations"
            columns={DRIVER_COLUMNS}
            data={drivers.data}
            loading={drivers.isPending}
            emptyMessage="No driver reported a position on this day"
          />
        )}
      </section>
      <DespatchLookup />
    </main>
  );
}
