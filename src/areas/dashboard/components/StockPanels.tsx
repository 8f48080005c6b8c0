import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import {
  DASHBOARD_DEFAULTS,
  SUMMARY_STATUS_VARIANTS,
  type TDailySummaryRow,
  type TLowStockRow,
  type TUseByRow,
} from '../../../contract';
import { DataTable, StatusBadge, TextField, formatQuantity } from '../../../ui';
import { fetchDailySummary, fetchExpiry, fetchLowStock } from '../api';
import { dashboardKeys } from '../keys';
import { Panel } from './Panel';

const right = { align: 'right' } as const;
const quantity = {
  meta: right,
  cell: (c: { getValue: () => number }) => formatQuantity(c.getValue()),
};

/** A number input that keeps its text while typed and reports a valid number. */
function NumberInput({
  label,
  value,
  onChange,
  step,
  min,
}: {
  label: string;
  value: number;
  onChange: (n: number) => void;
  step: string;
  min: number;
}) {
  const [text, setText] = useState(String(value));
  return (
    <TextField
      label={label}
      type="number"
      inputMode="decimal"
      step={step}
      min={min}
      value={text}
      className="w-36"
      onChange={(e) => {
        setText(e.target.value);
        const n = Number(e.target.value);
        if (e.target.value !== '' && Number.isFinite(n) && n >= min) onChange(n);
      }}
    />
  );
}

const lowColumn = createColumnHelper<TLowStockRow>();
const lowColumns = [
  lowColumn.accessor('inventory_code', { header: 'Item' }),
  lowColumn.accessor('inventory_description', { header: 'Description', meta: { wrap: true } }),
  lowColumn.accessor('on_hand', { header: 'On hand', ...quantity }),
  lowColumn.accessor('committed', { header: 'Committed', ...quantity }),
  lowColumn.accessor('required', { header: 'Committed × factor', ...quantity }),
  lowColumn.accessor('unit_of_measure', { header: 'Unit' }),
  lowColumn.display({
    id: 'why',
    header: 'Why',
    cell: ({ row: { original: r } }) => (
      <span className="flex flex-wrap gap-1">
        {r.below_committed && <StatusBadge variant="danger">Short of orders</StatusBadge>}
        {r.below_on_hand_qty && <StatusBadge variant="warning">Below on-hand level</StatusBadge>}
      </span>
    ),
  }),
];

/**
 * Low stock (document 1 section 9 defaults: on hand 50, safety factor 1.25, both editable): an
 * item under the on-hand level, or under its orders to the action date × the factor.
 */
export function LowStockPanel({
  siteId,
  warehouse,
  date,
}: {
  siteId: string;
  warehouse: string;
  date: string;
}) {
  const [onHand, setOnHand] = useState<number>(DASHBOARD_DEFAULTS.lowStockOnHand);
  const [factor, setFactor] = useState<number>(DASHBOARD_DEFAULTS.safetyFactor);
  const q = { on_hand_qty: onHand, safety_factor: factor, required_date: date };
  const query = useQuery({
    queryKey: dashboardKeys.lowStock(siteId, warehouse, q),
    queryFn: () => fetchLowStock(warehouse, q),
  });
  return (
    <Panel
      title="Low stock"
      className="2xl:col-span-2"
      actions={
        <>
          <NumberInput label="On hand below" value={onHand} onChange={setOnHand} step="1" min={0} />
          <NumberInput
            label="Safety factor"
            value={factor}
            onChange={setFactor}
            step="0.05"
            min={0}
          />
        </>
      }
    >
      <DataTable
        label="Low stock"
        columns={lowColumns}
        data={query.data}
        loading={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        emptyMessage="No item is low"
        rowVariant={(r) => (r.below_committed ? 'danger' : 'warning')}
        getRowId={(r) => r.inventory_code}
        countNoun={['item', 'items']}
        maxHeight="24rem"
        density="dense"
      />
    </Panel>
  );
}

const expiryColumn = createColumnHelper<TUseByRow>();
const expiryColumns = [
  expiryColumn.accessor('inventory_code', { header: 'Item' }),
  expiryColumn.accessor('inventory_description', { header: 'Description', meta: { wrap: true } }),
  expiryColumn.accessor('serial_batch', { header: 'Batch' }),
  expiryColumn.accessor('date_code', { header: 'Use by' }),
  expiryColumn.accessor('days_left', {
    header: 'Days left',
    meta: right,
    cell: (c) => (c.getValue() < 0 ? `${-c.getValue()} past` : String(c.getValue())),
  }),
  expiryColumn.accessor('quantity', { header: 'Quantity', ...quantity }),
  expiryColumn.accessor('locations', { header: 'Locations', meta: { wrap: true } }),
];

/** Stock whose use-by date is within the window (default 30 days) or already past. */
export function ExpiryPanel({ siteId, warehouse }: { siteId: string; warehouse: string }) {
  const [days, setDays] = useState<number>(DASHBOARD_DEFAULTS.expiryDays);
  const query = useQuery({
    queryKey: dashboardKeys.expiry(siteId, warehouse, days),
    queryFn: () => fetchExpiry(warehouse, days),
  });
  return (
    <Panel
      title="Expiry"
      actions={
        <NumberInput
          label="Days ahead"
          value={days}
          onChange={(n) => setDays(Math.max(1, Math.round(n)))}
          step="1"
          min={1}
        />
      }
    >
      <DataTable
        label="Expiry"
        columns={expiryColumns}
        data={query.data}
        loading={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        emptyMessage={`Nothing expires within ${days} days`}
        rowVariant={(r) => (r.days_left < 0 ? 'danger' : r.days_left <= 7 ? 'warning' : undefined)}
        getRowId={(r) => `${r.inventory_code}|${r.serial_batch}|${r.date_code}`}
        countNoun={['batch', 'batches']}
        maxHeight="24rem"
        density="dense"
      />
    </Panel>
  );
}

const summaryColumn = createColumnHelper<TDailySummaryRow>();
const summaryColumns = [
  summaryColumn.accessor('date', { header: 'Required date' }),
  summaryColumn.accessor('orders', { header: 'Orders', meta: right }),
  summaryColumn.accessor('lines', { header: 'Lines', meta: right }),
  summaryColumn.accessor('short_supplied_lines', { header: 'Short lines', meta: right }),
  summaryColumn.accessor('supplied_quantity', { header: 'Supplied', ...quantity }),
  summaryColumn.accessor('ordered_quantity', { header: 'Ordered', ...quantity }),
  summaryColumn.accessor('status', {
    header: 'Status',
    cell: (c) => (
      <StatusBadge variant={SUMMARY_STATUS_VARIANTS[c.getValue()]}>{c.getValue()}</StatusBadge>
    ),
  }),
];

/** The sales-order summary of the 30 days to the action date: Short, Picked or Processing. */
export function SummaryPanel({
  siteId,
  warehouse,
  date,
}: {
  siteId: string;
  warehouse: string;
  date: string;
}) {
  const days = DASHBOARD_DEFAULTS.summaryDays;
  const query = useQuery({
    queryKey: dashboardKeys.summary(siteId, warehouse, date, days),
    queryFn: () => fetchDailySummary(warehouse, date, days),
  });
  return (
    <Panel title="Sales-order summary">
      <DataTable
        label="Sales-order summary"
        columns={summaryColumns}
        data={query.data}
        loading={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        emptyMessage={`No sales orders required in the ${days} days to ${date}`}
        rowVariant={(r) => SUMMARY_STATUS_VARIANTS[r.status]}
        getRowId={(r) => r.date}
        countNoun={['day', 'days']}
        maxHeight="24rem"
        density="dense"
      />
    </Panel>
  );
}
