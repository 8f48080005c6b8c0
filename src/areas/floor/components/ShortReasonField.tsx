import { useState } from 'react';
import { ScanField, scanFeedback, type TScan } from '../../../scan';
import { cx } from '../../../ui';
import { findShortReason, type TShortReason } from './short-reason';

/**
 * The short-pick reason, large and scannable: a reason-code barcode scanned (or the code
 * typed and Enter) picks the reason, or a tap on one of its large buttons. `reason` is the
 * code chosen (or the text typed so far); `onChoose` takes the code, then focus goes to
 * Confirm.
 */
export function ShortReasonField({
  reasons,
  reason,
  error,
  onChange,
}: {
  reasons: TShortReason[];
  reason: string;
  error: string | undefined;
  onChange: (reason: string) => void;
}) {
  const [notFound, setNotFound] = useState<string | null>(null);
  const choose = (code: string) => {
    setNotFound(null);
    onChange(code);
    setTimeout(
      () => document.querySelector<HTMLElement>('[data-testid="floor-pick-confirm"]')?.focus(),
      0,
    );
  };
  const onScan = (scan: TScan) => {
    const text = scan.text.trim();
    if (!text) return;
    const found = findShortReason(reasons, text);
    if (!found) {
      setNotFound(`${text} is not a short-pick reason`);
      scanFeedback('not-found');
      return;
    }
    scanFeedback('ok');
    choose(found.value);
  };
  return (
    <div className="flex flex-col gap-2 md:col-span-2">
      <ScanField
        id="floor-pick-reason"
        name="reason"
        label="Short reason"
        hint="Scan a reason code, or tap a reason below"
        value={reason}
        onChange={(v) => {
          setNotFound(null);
          onChange(v);
        }}
        onScan={onScan}
        error={notFound ?? error}
        camera={false}
      />
      <div role="group" aria-label="Short reasons" className="flex flex-wrap gap-2">
        {reasons.map((r) => {
          const chosen = r.value === reason;
          return (
            <button
              key={r.value}
              type="button"
              aria-pressed={chosen}
              onClick={() => (chosen ? onChange('') : choose(r.value))}
              className={cx(
                'min-h-12 rounded-lg px-4 text-lg font-medium ring-2 ring-inset',
                chosen
                  ? 'bg-slate-800 text-white ring-slate-900'
                  : 'bg-white text-slate-800 ring-slate-300',
              )}
            >
              {r.label}
            </button>
          );
        })}
      </div>
    </div>
  );
}
