import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { consignmentStatusVariant, type TConsignment } from '../../../contract';
import {
  Button,
  Checkbox,
  EmptyState,
  ErrorState,
  Spinner,
  StatusBadge,
  errorText,
} from '../../../ui';
import { closeManifest, scanPack } from '../api';
import { consignKeys } from '../keys';
import { useConsignments } from '../use-consign';

/**
 * The dock: scan each pack's SSCC (the input keeps focus), see the open consignments' packs
 * ticked, and close the manifest of the chosen consignments (refused while a pack is unscanned).
 */
export function ManifestSection({
  warehouse,
  chosen,
  onChoose,
  focusSignal,
}: {
  warehouse: string;
  chosen: ReadonlySet<string>;
  onChoose: (connote: string, on: boolean) => void;
  /** Changes when the scanner should take focus again (a modal over the screen closed). */
  focusSignal: number;
}) {
  const open = useConsignments('OPEN');
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [sscc, setSscc] = useState('');
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const mine = (open.data ?? []).filter((k) => k.warehouse === warehouse);

  useEffect(() => {
    // A closing modal hands focus back to its opener over a few frames: take it after that,
    // unless another dialog is open or the user is typing in another field.
    const timers = [0, 60, 180, 400].map((ms) =>
      window.setTimeout(() => {
        const active = document.activeElement;
        const typing = active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement;
        if (!document.querySelector('[role="dialog"]') && (!typing || active === input.current))
          input.current?.focus();
      }, ms),
    );
    return () => timers.forEach((t) => window.clearTimeout(t));
  }, [focusSignal]);
  /** Scan-first: focus left to nothing (the page itself) comes back to the scanner. */
  const keepFocus = () =>
    window.setTimeout(() => {
      if (document.activeElement === document.body) input.current?.focus();
    }, 0);
  const reload = () => queryClient.invalidateQueries({ queryKey: consignKeys.all });

  const scan = async (e: FormEvent) => {
    e.preventDefault();
    const code = sscc.trim();
    setSscc('');
    input.current?.focus();
    if (!code) return;
    try {
      const got = await scanPack(code);
      setStatus({ ok: true, text: `${code} scanned - ${got.remaining} left on ${got.connote}` });
      await reload();
    } catch (error) {
      setStatus({ ok: false, text: errorText(error) });
    }
    input.current?.focus();
  };

  const close = async () => {
    try {
      const done = await closeManifest([...chosen]);
      setStatus({
        ok: true,
        text: `Manifest closed: ${done.map((k) => k.connote).join(', ')}`,
      });
      for (const k of done) onChoose(k.connote, false);
      await reload();
    } catch (error) {
      setStatus({ ok: false, text: errorText(error) });
    }
    input.current?.focus();
  };

  return (
    <section aria-labelledby="manifest-title" className="flex flex-col gap-3">
      <h2 id="manifest-title" className="text-xl font-semibold text-slate-900">
        Manifest
      </h2>
      <form onSubmit={(e) => void scan(e)} className="flex items-end gap-2">
        <label className="flex flex-1 flex-col gap-1">
          <span className="font-medium text-slate-800">Scan SSCC</span>
          <input
            ref={input}
            value={sscc}
            onChange={(e) => setSscc(e.target.value)}
            inputMode="numeric"
            autoComplete="off"
            onBlur={keepFocus}
            className="min-h-11 rounded border border-slate-300 px-3 font-mono"
          />
        </label>
        <Button type="submit">Scan</Button>
      </form>
      {status ? (
        <p
          role={status.ok ? 'status' : 'alert'}
          className={status.ok ? 'text-green-800' : 'whitespace-pre-line text-red-700'}
        >
          {status.text}
        </p>
      ) : null}
      {open.isPending ? (
        <Spinner />
      ) : open.error ? (
        <ErrorState title="Could not load the open consignments">
          {errorText(open.error)}
        </ErrorState>
      ) : mine.length === 0 ? (
        <EmptyState title="No open consignments" />
      ) : (
        <ul className="flex flex-col gap-2">
          {mine.map((k) => (
            <OpenConsignment
              key={k.consignment_id}
              k={k}
              chosen={chosen.has(k.connote)}
              onChoose={(on) => onChoose(k.connote, on)}
            />
          ))}
        </ul>
      )}
      <div>
        <Button disabled={chosen.size === 0} onClick={() => void close()}>
          Close manifest{chosen.size ? ` (${chosen.size})` : ''}
        </Button>
      </div>
    </section>
  );
}

function OpenConsignment({
  k,
  chosen,
  onChoose,
}: {
  k: TConsignment;
  chosen: boolean;
  onChoose: (on: boolean) => void;
}) {
  const scanned = k.items.filter((i) => i.scanned_at).length;
  return (
    <li className="rounded border border-slate-200 p-3" aria-label={`Consignment ${k.connote}`}>
      <div className="flex flex-wrap items-center gap-3">
        <Checkbox label={`Manifest ${k.connote}`} checked={chosen} onChange={onChoose} />
        <StatusBadge variant={consignmentStatusVariant(k.status)}>{k.status}</StatusBadge>
        <span>{k.carrier_and_service}</span>
        <span className="text-slate-600">{k.sales_orders.join(', ')}</span>
        <span className="ml-auto text-sm">
          {scanned}/{k.items.length} scanned
        </span>
      </div>
      <ul className="mt-2 grid gap-1 sm:grid-cols-2">
        {k.items.map((i) => (
          <li
            key={i.consignment_item_id}
            data-scanned={i.scanned_at ? 'yes' : 'no'}
            className="font-mono text-sm"
          >
            <span aria-hidden="true">{i.scanned_at ? '✔ ' : '○ '}</span>
            {i.sscc_number} <span className="text-slate-500">({i.sales_order})</span>
            <span className="sr-only">{i.scanned_at ? ' scanned' : ' not scanned'}</span>
          </li>
        ))}
      </ul>
    </li>
  );
}
