import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import {
  CONSIGN_MESSAGES,
  consignmentStatusVariant,
  dockConsignmentVariant,
  ssccFromScan,
  type TConsignment,
  type TScanFeedback,
} from '../../../contract';
import { ScanField, scanFeedback, type TScan } from '../../../scan';
import {
  Button,
  Checkbox,
  EmptyState,
  ErrorState,
  Spinner,
  StatusBadge,
  badgeVariantClass,
  errorText,
  rowVariantClass,
} from '../../../ui';
import { closeManifest, scanPack } from '../api';
import { consignKeys } from '../keys';
import { useConsignments } from '../use-consign';

/** The dock's answer to the last scan or manifest, shown under the scan box. */
type TDockMessage = { kind: TScanFeedback; text: string };
const MESSAGE_VARIANT = { ok: 'success', 'not-found': 'warning', error: 'danger' } as const;

/**
 * The dock: scan each pack's label (its SSCC, or the GS1-128 `(00)` form as a scanner sends
 * it; the field keeps focus and opens no soft keyboard), hear and see each answer as on the
 * floor, see the open consignments' packs ticked (a consignment turns green when all its packs
 * are in), and close the manifest of the chosen consignments (refused while a pack is
 * unscanned). Answers show under the scan box, never as toasts over it.
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
  const [text, setText] = useState('');
  const [message, setMessage] = useState<TDockMessage | null>(null);
  const mine = (open.data ?? []).filter((k) => k.warehouse === warehouse);
  const packs = mine.flatMap((k) => k.items);
  const packsIn = packs.filter((i) => i.scanned_at).length;

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
  const reload = () => queryClient.invalidateQueries({ queryKey: consignKeys.all });
  const answer = (kind: TScanFeedback, text: string) => {
    scanFeedback(kind);
    setMessage({ kind, text });
  };

  const scan = async (read: TScan) => {
    const code = read.gs1?.sscc ?? ssccFromScan(read.raw) ?? read.text;
    if (!code) return;
    try {
      const got = await scanPack(code);
      const left = CONSIGN_MESSAGES.packsLeft(got.remaining, got.connote);
      if (got.already_scanned)
        answer(
          'not-found',
          `${CONSIGN_MESSAGES.packAlreadyScanned(got.sscc_number, got.sales_order)} - ${left}`,
        );
      else
        answer('ok', `${CONSIGN_MESSAGES.packScanned(got.sscc_number, got.sales_order)} - ${left}`);
      await reload();
    } catch (error) {
      answer('error', errorText(error));
    }
  };

  const close = async () => {
    try {
      const { closed, warnings } = await closeManifest([...chosen]);
      const done = closed.filter((k) => k.status === 'COMPLETE');
      const text = [
        done.length ? `Manifest closed: ${done.map((k) => k.connote).join(', ')}` : '',
        ...warnings,
      ].filter(Boolean);
      setMessage({ kind: warnings.length ? 'not-found' : 'ok', text: text.join('\n') });
      for (const k of done) onChoose(k.connote, false);
      await reload();
    } catch (error) {
      setMessage({ kind: 'error', text: errorText(error) });
    }
    input.current?.focus();
  };

  return (
    <section aria-labelledby="manifest-title" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="manifest-title" className="text-xl font-semibold text-slate-900">
          Manifest
        </h2>
        {packs.length ? (
          <p data-testid="dock-counter" className="text-lg font-medium text-slate-800">
            {packsIn}/{packs.length} packs scanned
          </p>
        ) : null}
      </div>
      <ScanField
        ref={input}
        label="Scan SSCC"
        value={text}
        onChange={setText}
        onScan={(read) => void scan(read)}
        afterScan="clear"
        inputMode="none"
        autoFocus
      />
      <div aria-live="polite" className="min-h-12">
        {message ? (
          <p
            role={message.kind === 'error' ? 'alert' : 'status'}
            data-kind={message.kind}
            className={`rounded px-3 py-2 whitespace-pre-line ring-1 ${badgeVariantClass(
              MESSAGE_VARIANT[message.kind],
            )}`}
          >
            {message.text}
          </p>
        ) : null}
      </div>
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
  const variant = dockConsignmentVariant(k);
  const allIn = variant === 'success';
  return (
    <li
      className={`rounded border border-slate-200 p-3 ${rowVariantClass(variant)}`}
      aria-label={`Consignment ${k.connote}`}
      data-variant={variant}
    >
      <div className="flex flex-wrap items-center gap-3">
        <Checkbox label={`Manifest ${k.connote}`} checked={chosen} onChange={onChoose} />
        <StatusBadge variant={consignmentStatusVariant(k.status)}>{k.status}</StatusBadge>
        <span>{k.carrier_and_service}</span>
        <span className="text-slate-600">{k.sales_orders.join(', ')}</span>
        <span className="ml-auto text-sm">
          {allIn ? <span className="font-semibold text-green-900">All packs in · </span> : null}
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
