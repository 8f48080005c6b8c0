import { useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import {
  PICK_MESSAGES,
  PICK_STATUS_LABELS,
  PICK_TIME_FORMAT,
  STOCK_NOT_ON_SHELF,
  formatInZone,
  pickLineOpen,
  pickLineStatusLabel,
  pickLineVariant,
  pickRowVariant,
  type TPickAttempt,
  type TPickLine,
} from '../../../contract';
import {
  Button,
  DataTable,
  ErrorState,
  FormError,
  Modal,
  Select,
  Spinner,
  StatusBadge,
  TextField,
  errorText,
  formatQuantity,
} from '../../../ui';
import { addPickAttempt } from '../api';
import { omKeys } from '../keys';
import { usePick, usePickingReasons, useRefreshAfterPickChange } from '../use-order-management';

type TAttemptRow = TPickAttempt & { line_no: number; inventory_code: string };
type TDraft = { quantity: string; batch: string; pickFace: string; reason: string };

const lineColumn = createColumnHelper<TPickLine>();
const attemptColumn = createColumnHelper<TAttemptRow>();

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-sm text-slate-500">{label}</dt>
      <dd className="font-medium text-slate-900">{value || '—'}</dd>
    </div>
  );
}

/**
 * One pick (document 2 "A pick detail modal shows pick lines and pick attempts"): the lines
 * coloured by pickLineVariant, every attempt with its time (DD-MM-YY h:mm A in the site's
 * zone), and confirming a line: the quantity (what is left by default), optional batch and
 * pick face, and for a short pick a reason (Stock not on Shelf or a picking reason code).
 */
export function PickDetailModal({
  siteId,
  pickId,
  zone,
  mayUpdate,
  onClose,
}: {
  siteId: string;
  pickId: number | null;
  zone: string;
  mayUpdate: boolean;
  onClose: () => void;
}) {
  const pick = usePick(siteId, pickId);
  const reasons = usePickingReasons(siteId, pickId !== null && mayUpdate);
  const queryClient = useQueryClient();
  const refresh = useRefreshAfterPickChange(siteId);
  const [line, setLine] = useState<TPickLine | null>(null);
  const [draft, setDraft] = useState<TDraft>({ quantity: '', batch: '', pickFace: '', reason: '' });
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const p = pick.data;
  const complete = p?.status === 'complete';
  const startConfirm = (l: TPickLine) => {
    setLine(l);
    setProblem(null);
    setDraft({
      quantity: String(l.quantity_req - l.quantity_picked),
      batch: '',
      pickFace: '',
      reason: '',
    });
  };
  const close = () => {
    if (saving) return;
    setLine(null);
    onClose();
  };

  const left = line ? line.quantity_req - line.quantity_picked : 0;
  const qty = Number(draft.quantity);
  const short = line !== null && draft.quantity.trim() !== '' && qty < left;

  const confirm = async () => {
    if (!line) return;
    if (draft.quantity.trim() === '' || !Number.isFinite(qty) || qty < 0) {
      setProblem('Enter the quantity picked');
      return;
    }
    if (qty > left) {
      setProblem(PICK_MESSAGES.overPick(line.quantity_req, line.quantity_picked));
      return;
    }
    if (short && !draft.reason) {
      setProblem(PICK_MESSAGES.shortNeedsReason);
      return;
    }
    setProblem(null);
    setSaving(true);
    try {
      const updated = await addPickAttempt({
        pick_line_id: line.pick_line_id,
        quantity_picked: qty,
        pick_face: draft.pickFace.trim() || null,
        batch_number: draft.batch.trim() || null,
        reason: short ? draft.reason : null,
      });
      queryClient.setQueryData(omKeys.pick(siteId, updated.pick_id), updated);
      setLine(null);
      void refresh();
    } catch (e) {
      // The alert shows the server's message; the form stays with the picker's input.
      setProblem(errorText(e));
    } finally {
      setSaving(false);
    }
  };

  const lineColumns = useMemo(
    () => [
      lineColumn.accessor('line_no', { header: 'Line', meta: { align: 'right' } }),
      lineColumn.accessor('inventory_code', {
        header: 'Inventory',
        meta: { wrap: true },
        cell: ({ row }) => (
          <span className="flex flex-col">
            <span className="font-medium">{row.original.inventory_code}</span>
            <span className="text-sm text-slate-600">{row.original.description}</span>
          </span>
        ),
      }),
      lineColumn.accessor('pick_face', { header: 'Pick Face' }),
      lineColumn.accessor('quantity_req', {
        header: 'Required',
        meta: { align: 'right' },
        cell: ({ row }) =>
          `${formatQuantity(row.original.quantity_req)} ${row.original.stocking_factor_unit}`,
      }),
      lineColumn.accessor('quantity_picked', {
        header: 'Picked',
        meta: { align: 'right' },
        cell: ({ getValue }) => formatQuantity(getValue()),
      }),
      lineColumn.display({
        id: 'status',
        header: 'Status',
        meta: { wrap: true },
        cell: ({ row }) => (
          <span className="flex flex-col items-start gap-0.5">
            <StatusBadge variant={pickLineVariant(row.original) ?? 'light'}>
              {pickLineStatusLabel(row.original)}
            </StatusBadge>
            {row.original.reason && <span className="text-sm">{row.original.reason}</span>}
          </span>
        ),
      }),
      lineColumn.display({
        id: 'actions',
        header: 'Actions',
        cell: ({ row }) =>
          mayUpdate && !complete && pickLineOpen(row.original) ? (
            <Button
              variant="secondary"
              aria-label={`Confirm line ${row.original.line_no}`}
              onClick={() => startConfirm(row.original)}
            >
              Confirm
            </Button>
          ) : null,
      }),
    ],
    [mayUpdate, complete],
  );
  const attemptColumns = useMemo(
    () => [
      attemptColumn.accessor('last_modified_time', {
        header: 'Time',
        cell: ({ getValue }) => formatInZone(getValue(), zone, PICK_TIME_FORMAT),
      }),
      attemptColumn.accessor('line_no', { header: 'Line', meta: { align: 'right' } }),
      attemptColumn.accessor('inventory_code', { header: 'Inventory' }),
      attemptColumn.accessor('user_id', { header: 'Picker' }),
      attemptColumn.accessor('pick_face', { header: 'Pick Face' }),
      attemptColumn.accessor('batch_number', { header: 'Batch' }),
      attemptColumn.accessor('quantity_picked', {
        header: 'Quantity',
        meta: { align: 'right' },
        cell: ({ getValue }) => formatQuantity(getValue()),
      }),
      attemptColumn.accessor('reason', { header: 'Reason' }),
    ],
    [zone],
  );
  const attempts: TAttemptRow[] = (p?.pick_lines ?? []).flatMap((l) =>
    l.pick_attempts.map((a) => ({ ...a, line_no: l.line_no, inventory_code: l.inventory_code })),
  );
  const reasonOptions = [
    { value: STOCK_NOT_ON_SHELF, label: STOCK_NOT_ON_SHELF },
    ...(reasons.data ?? [])
      .filter((r) => r.reason_code !== STOCK_NOT_ON_SHELF)
      .map((r) => ({
        value: r.reason_code,
        label: r.description ? `${r.reason_code} – ${r.description}` : r.reason_code,
      })),
  ];

  return (
    <Modal
      open={pickId !== null}
      onClose={close}
      size="lg"
      title={p ? `Pick ${p.pick_id} · ${p.sales_order_number}` : `Pick ${pickId ?? ''}`}
      footer={
        <Button variant="secondary" onClick={close} disabled={saving}>
          Close
        </Button>
      }
    >
      {pick.isPending ? (
        <Spinner label="Loading the pick" showLabel />
      ) : pick.error || !p ? (
        <ErrorState title={errorText(pick.error)}>
          <Button variant="secondary" onClick={() => void pick.refetch()}>
            Try again
          </Button>
        </ErrorState>
      ) : (
        <div className="flex flex-col gap-4">
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            <Fact label="Pick name" value={p.pick_name} />
            <Fact label="Run" value={p.run_name} />
            <Fact label="Pick Section" value={p.pick_section_name} />
            <Fact label="Pick Type" value={p.pick_type} />
            <Fact label="Pick Date" value={p.required_date} />
            <Fact label="Locked User" value={p.locked_user} />
            <div>
              <dt className="text-sm text-slate-500">Status</dt>
              <dd>
                <StatusBadge variant={pickRowVariant(p) ?? 'warning'}>
                  {PICK_STATUS_LABELS[p.status] ?? p.status}
                </StatusBadge>
              </dd>
            </div>
          </dl>
          {line && (
            <form
              aria-label={`Confirm line ${line.line_no}`}
              className="flex flex-col gap-3 rounded-lg border border-brand-200 bg-brand-50 p-4"
              noValidate
              onSubmit={(e) => {
                e.preventDefault();
                void confirm();
              }}
            >
              <p className="font-medium">
                Line {line.line_no}: {line.inventory_code} {line.description} —{' '}
                {formatQuantity(left)} {line.stocking_factor_unit} left
                {line.pick_face ? ` at ${line.pick_face}` : ''}
              </p>
              <FormError message={problem} />
              <fieldset disabled={saving} className="grid gap-3 sm:grid-cols-2">
                <TextField
                  label="Quantity picked"
                  type="number"
                  inputMode="decimal"
                  min={0}
                  max={left}
                  value={draft.quantity}
                  onChange={(e) => setDraft((d) => ({ ...d, quantity: e.target.value }))}
                />
                {short && (
                  <Select
                    label="Short reason"
                    value={draft.reason}
                    placeholder="Choose a reason"
                    options={reasonOptions}
                    onChange={(v) => setDraft((d) => ({ ...d, reason: v }))}
                  />
                )}
                <TextField
                  label="Batch"
                  value={draft.batch}
                  hint="Optional: first expiry first when empty"
                  onChange={(e) => setDraft((d) => ({ ...d, batch: e.target.value }))}
                />
                <TextField
                  label="Pick face"
                  value={draft.pickFace}
                  placeholder={line.pick_face}
                  hint="Optional: the line's pick face when empty"
                  onChange={(e) => setDraft((d) => ({ ...d, pickFace: e.target.value }))}
                />
              </fieldset>
              <div className="flex justify-end gap-2">
                <Button variant="secondary" onClick={() => setLine(null)} disabled={saving}>
                  Cancel
                </Button>
                <Button type="submit" disabled={saving} aria-busy={saving || undefined}>
                  {saving ? 'Confirming…' : 'Confirm pick'}
                </Button>
              </div>
            </form>
          )}
          <DataTable
            label="Pick lines"
            columns={lineColumns}
            data={p.pick_lines}
            emptyMessage="This pick has no lines"
            rowVariant={(l) => pickLineVariant(l)}
            getRowId={(l) => String(l.pick_line_id)}
            countNoun={['line', 'lines']}
            density="comfortable"
          />
          <h3 className="font-semibold text-slate-900">Pick attempts</h3>
          <DataTable
            label="Pick attempts"
            columns={attemptColumns}
            data={attempts}
            emptyMessage="Nothing picked yet"
            getRowId={(a) => String(a.pick_attempt_id)}
            countNoun={['attempt', 'attempts']}
          />
        </div>
      )}
    </Modal>
  );
}
