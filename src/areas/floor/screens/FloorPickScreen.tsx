import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useMemo, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  ALL_WAREHOUSES,
  PICK_MESSAGES,
  PICK_ATTEMPT_CALLS,
  type TOutboxEntry,
} from '../../../contract';
import { floorDb, type TMirrorRow } from '../../../offline/db';
import { hasRows } from '../../../offline/mirror-store';
import { useMirrorStatus } from '../../../offline/mirror-status';
import { useOutbox } from '../../../offline/outbox';
import { ScanField, findItem, findLocation, scanFeedback, type TScan } from '../../../scan';
import { Button, FormField, StatusBadge, cx, useSession, useWorkContext } from '../../../ui';
import { FloorScreenHeader } from '../components/FloorScreenHeader';
import { ScreenWrites } from '../components/ScreenWrites';
import { useFloorWrite } from '../components/useFloorWrite';
import {
  floorPickLines,
  nextOpenLine,
  pickLabel,
  shortReasons,
  type TFloorPickLine,
} from '../pick-lines';
import { floorControlClass } from '../components/floor-control';

const OPEN = new Set(['new', 'in_progress']);
const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));

async function safeArray(read: () => Promise<TMirrorRow[]>): Promise<TMirrorRow[]> {
  try {
    return await read();
  } catch {
    return [];
  }
}

function focusId(id: string) {
  setTimeout(() => {
    const el = document.getElementById(id);
    if (el instanceof HTMLInputElement || el instanceof HTMLSelectElement) {
      el.focus();
      if (el instanceof HTMLInputElement) el.select();
    }
  }, 0);
}

const STATE_LABEL: Record<TFloorPickLine['state'], string> = {
  open: 'To pick',
  pending: 'Pending',
  picked: 'Picked',
  short: 'Short',
  attention: 'Needs attention',
};
const STATE_VARIANT = {
  open: 'light',
  pending: 'warning',
  picked: 'success',
  short: 'danger',
  attention: 'danger',
} as const;

/** /floor/pick: open picks of the warehouse from the mirror; pick line by line, offline. */
export default function FloorPickScreen() {
  const context = useWorkContext();
  const warehouse = context?.warehouse ?? '';
  const [params, setParams] = useSearchParams();
  const pickId = Number(params.get('pick') ?? '') || null;
  const choose = (id: number | null) =>
    setParams(id ? { pick: String(id) } : {}, { replace: false });

  if (!warehouse || warehouse === ALL_WAREHOUSES) {
    return (
      <main className="mx-auto flex max-w-4xl flex-col gap-3 p-3">
        <FloorScreenHeader title="Pick" />
        <p role="alert" className="rounded-xl bg-amber-50 p-4 text-xl text-amber-900">
          {PICK_MESSAGES.selectWarehouse}
        </p>
      </main>
    );
  }
  return (
    <main className="mx-auto flex max-w-5xl flex-col gap-3 p-3">
      <FloorScreenHeader title="Pick" />
      {pickId ? (
        <PickLines pickId={pickId} warehouse={warehouse} onBack={() => choose(null)} />
      ) : (
        <OpenPicks warehouse={warehouse} onChoose={choose} />
      )}
    </main>
  );
}

/** The open picks of the warehouse, as large buttons, with lines left. */
function OpenPicks({
  warehouse,
  onChoose,
}: {
  warehouse: string;
  onChoose: (pickId: number) => void;
}) {
  const mirror = useMirrorStatus();
  const me = (useSession()?.user.user_id ?? '').toLowerCase();
  const { entries } = useOutbox();
  const data = useLiveQuery(async () => {
    const picks = (await safeArray(() => floorDb.mirror('picks').toArray())).filter(
      (p) => p.warehouse === warehouse && OPEN.has(str(p.status)),
    );
    const lines = await safeArray(() => floorDb.mirror('pick_lines').toArray());
    return { picks, lines };
  }, [warehouse]);
  const rows = useMemo(() => {
    if (!data) return null;
    const byPick = new Map<number, TMirrorRow[]>();
    for (const l of data.lines) {
      const id = Number(l.pick_id);
      byPick.set(id, [...(byPick.get(id) ?? []), l]);
    }
    return data.picks
      .map((p) => {
        const lines = floorPickLines(byPick.get(Number(p.pick_id)) ?? [], entries);
        const lockedBy = str(p.locked_user);
        return {
          pick: p,
          /** Locked by another picker: the server refuses this device's picks. */
          lockedByOther: lockedBy !== '' && lockedBy.toLowerCase() !== me ? lockedBy : null,
          lines: lines.length,
          left: lines.filter((l) => l.state === 'open').length,
          pending: lines.filter((l) => l.state === 'pending').length,
        };
      })
      .sort(
        (a, b) =>
          Number(a.lockedByOther !== null) - Number(b.lockedByOther !== null) ||
          str(a.pick.required_date).localeCompare(str(b.pick.required_date)) ||
          str(a.pick.pick_section_name).localeCompare(str(b.pick.pick_section_name)) ||
          Number(a.pick.pick_id) - Number(b.pick.pick_id),
      );
  }, [data, entries, me]);

  if (!rows) return <p className="text-xl text-slate-600">Loading picks…</p>;
  if (rows.length === 0) {
    return (
      <p className="rounded-xl bg-white p-4 text-xl text-slate-700 ring-1 ring-slate-200">
        {mirror.refreshing
          ? 'Loading the floor data…'
          : `No open picks in ${warehouse} on this device.`}
      </p>
    );
  }
  return (
    <ul className="grid gap-2 md:grid-cols-2" aria-label="Open picks">
      {rows.map(({ pick, lockedByOther, lines, left, pending }) => (
        <li key={pick.key}>
          <button
            type="button"
            data-testid={`pick-${str(pick.pick_id)}`}
            disabled={lockedByOther !== null}
            onClick={() => onChoose(Number(pick.pick_id))}
            className="flex min-h-20 w-full flex-col items-start gap-1 rounded-xl bg-white p-3 text-left ring-1 ring-slate-300 hover:bg-slate-50 focus:ring-2 focus:ring-brand-600 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500"
          >
            <span className="text-xl font-semibold">
              {str(pick.pick_name) || `Pick ${str(pick.pick_id)}`}
            </span>
            <span className="text-lg text-slate-700">
              {str(pick.pick_section_name) || str(pick.pick_section)} · {str(pick.required_date)} ·
              #{str(pick.pick_id)}
            </span>
            <span className="flex flex-wrap gap-2 text-lg">
              <StatusBadge variant={left ? 'light' : 'success'}>
                {left} of {lines} to pick
              </StatusBadge>
              {pending > 0 && <StatusBadge variant="warning">{pending} pending</StatusBadge>}
              {lockedByOther ? (
                <StatusBadge variant="danger">Locked by {lockedByOther}</StatusBadge>
              ) : (
                str(pick.locked_user) && <StatusBadge variant="info">Yours</StatusBadge>
              )}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}

type TStep = { location: string; item: string; quantity: string; reason: string };
const BLANK: TStep = { location: '', item: '', quantity: '', reason: '' };

/** One pick: the current line (scan location, scan item, confirm or short) and its lines. */
function PickLines({
  pickId,
  warehouse,
  onBack,
}: {
  pickId: number;
  warehouse: string;
  onBack: () => void;
}) {
  const { entries } = useOutbox();
  const data = useLiveQuery(async () => {
    const pick = (
      await safeArray(() => floorDb.mirror('picks').where('pick_id').equals(pickId).toArray())
    )[0];
    const lines = await safeArray(() =>
      floorDb.mirror('pick_lines').where('pick_id').equals(pickId).toArray(),
    );
    const reasons = await safeArray(() => floorDb.mirror('reason_codes').toArray());
    const hasLocations = await hasRows('locations').catch(() => false);
    return { pick: pick ?? null, lines, reasons, hasLocations };
  }, [pickId]);
  const lines = useMemo(() => floorPickLines(data?.lines ?? [], entries), [data, entries]);
  const reasons = useMemo(() => shortReasons(data?.reasons ?? []), [data]);
  const [chosen, setChosen] = useState<number | null>(null);
  const [step, setStep] = useState<TStep>(BLANK);
  const [gs1, setGs1] = useState<{ batch?: string; expiry?: string }>({});
  const [errors, setErrors] = useState<Partial<Record<keyof TStep, string>>>({});
  // This pick's writes: attempts on its lines.
  const lineIds = (data?.lines ?? []).map((l) => Number(l.pick_line_id)).join(',');
  const belongs = useCallback(
    (entry: TOutboxEntry) => {
      const line = (entry.data as { pick_line_id?: unknown } | null)?.pick_line_id;
      return entry.kind === 'pick' && lineIds.split(',').includes(String(Number(line)));
    },
    [lineIds],
  );
  const { writes, error: saveError, queue } = useFloorWrite(belongs);

  const current =
    lines.find((l) => l.pick_line_id === chosen && l.state === 'open') ?? nextOpenLine(lines);
  const quantity = step.quantity === '' ? (current?.left ?? 0) : Number(step.quantity);
  const isShort = current !== null && quantity < current.left;

  const set = (patch: Partial<TStep>) => setStep((s) => ({ ...s, ...patch }));
  const setError = (name: keyof TStep, message: string | null) =>
    setErrors((e) => ({ ...e, [name]: message ?? undefined }));

  const choose = (line: TFloorPickLine) => {
    setChosen(line.pick_line_id);
    setStep(BLANK);
    setErrors({});
    setGs1({});
    focusId('floor-pick-location');
  };

  const scanLocation = async (scan: TScan) => {
    if (!current) return;
    const text = scan.text.trim();
    if (!text) return;
    const found = await findLocation(scan, warehouse).catch(() => null);
    const code = found ? String(found.location) : data?.hasLocations ? null : text;
    if (!code) {
      setError('location', `Location ${text} is not in ${warehouse}`);
      scanFeedback('not-found');
      return;
    }
    if (current.pick_face && code.toLowerCase() !== current.pick_face.toLowerCase()) {
      setError('location', `Pick from ${current.pick_face}, not ${code}`);
      scanFeedback('error');
      return;
    }
    set({ location: code });
    setError('location', null);
    scanFeedback('ok');
    focusId('floor-pick-item');
  };

  const scanItem = async (scan: TScan) => {
    if (!current) return;
    const text = scan.text.trim();
    if (!text) return;
    const found = await findItem(scan).catch(() => null);
    const code = found ? String(found.item.inventory_code) : text;
    if (code.toLowerCase() !== current.inventory_code.toLowerCase()) {
      setError('item', `This is ${code}; the line wants ${current.inventory_code}`);
      scanFeedback('error');
      return;
    }
    set({ item: current.inventory_code });
    setGs1({
      batch: found?.gs1?.batch ?? scan.gs1?.batch,
      expiry: found?.gs1?.expiry ?? scan.gs1?.expiry,
    });
    setError('item', null);
    scanFeedback('ok');
    focusId('floor-pick-quantity');
  };

  const confirm = async (event?: FormEvent, shortAll = false) => {
    event?.preventDefault();
    if (!current) return;
    const qty = shortAll ? 0 : quantity;
    const found: Partial<Record<keyof TStep, string>> = {};
    if (!shortAll) {
      if (!step.location) found.location = `Scan the location ${current.pick_face}`.trim();
      if (!step.item) found.item = `Scan the item ${current.inventory_code}`;
    }
    if (!Number.isFinite(qty) || qty < 0) found.quantity = 'Enter a quantity of 0 or more';
    else if (qty > current.left) found.quantity = `At most ${current.left} ${current.unit} left`;
    const short = qty < current.left;
    if (short && !step.reason) found.reason = 'Choose why the line is short';
    setErrors(found);
    const first = (['location', 'item', 'quantity', 'reason'] as const).find((k) => found[k]);
    if (first) {
      scanFeedback('error');
      focusId(`floor-pick-${first}`);
      return;
    }
    const reason = short ? step.reason : '';
    const entry = await queue({
      contract: PICK_ATTEMPT_CALLS.add,
      kind: 'pick',
      data: {
        pick_line_id: current.pick_line_id,
        quantity_picked: qty,
        pick_face: step.location || current.pick_face || null,
        batch_number: gs1.batch ?? null,
        expiry_date: gs1.expiry ?? null,
        reason: reason || null,
      },
      label: pickLabel(current, qty, reason),
    });
    if (!entry) return;
    const following = nextOpenLine(lines, current.pick_line_id);
    setChosen(
      following && following.pick_line_id !== current.pick_line_id ? following.pick_line_id : null,
    );
    setStep(BLANK);
    setGs1({});
    setErrors({});
    focusId('floor-pick-location');
  };

  if (!data) return <p className="text-xl text-slate-600">Loading the pick…</p>;
  const done = lines.filter((l) => l.state !== 'open').length;

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" className="min-h-11 text-lg" onClick={onBack}>
          ← Picks
        </Button>
        <h2 className="text-xl font-semibold">
          {str(data.pick?.pick_name) || `Pick ${pickId}`}{' '}
          <span className="font-normal text-slate-600">
            #{pickId} · {str(data.pick?.pick_section_name)}
          </span>
        </h2>
        <span className="ml-auto text-lg text-slate-700" data-testid="pick-progress">
          {done} of {lines.length} lines done
        </span>
      </div>

      {!data.pick && (
        <p role="status" className="rounded-xl bg-amber-50 p-3 text-lg text-amber-900">
          This pick is no longer open on this device (complete, or not yet refreshed).
        </p>
      )}

      {current ? (
        <form
          onSubmit={(e) => void confirm(e)}
          aria-label="Pick line"
          className="flex flex-col gap-3 rounded-xl bg-white p-3 ring-1 ring-slate-300"
        >
          <div
            className="flex flex-wrap items-baseline gap-x-4 gap-y-1"
            data-testid="current-line"
            data-pick-face={current.pick_face}
            data-item={current.inventory_code}
          >
            <span className="text-2xl font-bold">{current.pick_face || 'No pick face'}</span>
            <span className="text-2xl font-semibold">{current.inventory_code}</span>
            <span className="text-lg text-slate-700">{current.description}</span>
            <span className="ml-auto text-2xl font-semibold">
              {current.left} {current.unit}
              <span className="text-lg font-normal text-slate-600"> to pick</span>
            </span>
          </div>
          <div className="grid gap-3 md:grid-cols-2">
            <ScanField
              id="floor-pick-location"
              name="location"
              label="Location"
              placeholder={current.pick_face}
              value={step.location}
              onChange={(v) => set({ location: v })}
              onScan={(scan) => void scanLocation(scan)}
              error={errors.location}
              autoFocus
            />
            <ScanField
              id="floor-pick-item"
              name="item"
              label="Item"
              placeholder={current.inventory_code}
              value={step.item}
              onChange={(v) => set({ item: v })}
              onScan={(scan) => void scanItem(scan)}
              error={errors.item}
            />
            <FormField
              label={`Quantity (${current.unit})`}
              name="quantity"
              id="floor-pick-quantity"
              error={errors.quantity}
            >
              {(field) => (
                <input
                  {...field}
                  inputMode="decimal"
                  autoComplete="off"
                  placeholder={String(current.left)}
                  value={step.quantity}
                  onChange={(e) => set({ quantity: e.target.value })}
                  className={floorControlClass(errors.quantity)}
                />
              )}
            </FormField>
            {(isShort || errors.reason) && (
              <FormField
                label="Short reason"
                name="reason"
                id="floor-pick-reason"
                error={errors.reason}
              >
                {(field) => (
                  <select
                    {...field}
                    value={step.reason}
                    onChange={(e) => set({ reason: e.target.value })}
                    className={floorControlClass(errors.reason, 'text-xl')}
                  >
                    <option value="">Choose a reason</option>
                    {reasons.map((r) => (
                      <option key={r.value} value={r.value}>
                        {r.label}
                      </option>
                    ))}
                  </select>
                )}
              </FormField>
            )}
          </div>
          {saveError && (
            <p role="alert" className="rounded-lg bg-red-50 p-3 font-medium text-red-900">
              {saveError}
            </p>
          )}
          <div className="grid grid-cols-2 gap-2">
            <Button
              type="submit"
              className="min-h-14 text-xl"
              data-testid="floor-pick-confirm"
              variant={isShort ? 'danger' : 'primary'}
            >
              {isShort ? `Short: pick ${quantity}` : `Confirm ${quantity} ${current.unit}`}
            </Button>
            <Button
              type="button"
              variant="secondary"
              className="min-h-14 text-xl"
              data-testid="floor-pick-short"
              onClick={() => {
                if (!step.reason) {
                  set({ quantity: '0' });
                  setError('reason', 'Choose why the line is short');
                  focusId('floor-pick-reason');
                } else void confirm(undefined, true);
              }}
            >
              Nothing here (short)
            </Button>
          </div>
        </form>
      ) : (
        <p role="status" className="rounded-xl bg-green-50 p-4 text-xl text-green-900">
          Every line of this pick is picked, short or pending.
        </p>
      )}

      <ScreenWrites writes={writes} label="Picks waiting to be sent" />

      <ul
        className="flex flex-col divide-y divide-slate-200 rounded-xl bg-white ring-1 ring-slate-200"
        aria-label="Pick lines"
      >
        {lines.map((l) => (
          <li key={l.key}>
            <button
              type="button"
              disabled={l.state !== 'open'}
              onClick={() => choose(l)}
              data-testid={`line-${l.pick_line_id}`}
              data-state={l.state}
              className={cx(
                'flex min-h-12 w-full flex-wrap items-center gap-3 px-3 py-2 text-left text-lg',
                current?.pick_line_id === l.pick_line_id && 'bg-brand-50',
              )}
            >
              <span className="w-32 font-semibold">{l.pick_face || '—'}</span>
              <span className="font-medium">{l.inventory_code}</span>
              <span className="hidden text-slate-600 md:inline">{l.description}</span>
              <span className="ml-auto">
                {l.quantity_picked + l.pending_quantity} / {l.quantity_req} {l.unit}
              </span>
              <StatusBadge variant={STATE_VARIANT[l.state]}>{STATE_LABEL[l.state]}</StatusBadge>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
