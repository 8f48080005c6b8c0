import type { FormEvent } from 'react';
import { ScanField, type TScan } from '../../../scan';
import { Button, FormField } from '../../../ui';
import type { TFloorPickLine } from '../pick-lines';
import { floorControlClass } from './floor-control';
import { ShortReasonField } from './ShortReasonField';
import type { TShortReason } from './short-reason';
import type { TPickStep, TPickStepErrors } from './usePickLineStep';

/**
 * The current line of a pick as a form: where and what to pick, the location and item scan
 * fields, the quantity, a short reason when less than the line is picked (scanned or tapped), and the confirm and
 * "nothing here" buttons. usePickLineStep holds the step and what each action does.
 */
export function PickLinePanel({
  current,
  step,
  errors,
  quantity,
  isShort,
  reasons,
  saveError,
  onChange,
  onScanLocation,
  onScanItem,
  onConfirm,
  onNothingHere,
}: {
  current: TFloorPickLine;
  step: TPickStep;
  errors: TPickStepErrors;
  /** The quantity confirm picks: typed, else what is left of the line. */
  quantity: number;
  isShort: boolean;
  reasons: TShortReason[];
  saveError: string | null;
  onChange: (patch: Partial<TPickStep>) => void;
  onScanLocation: (scan: TScan) => void;
  onScanItem: (scan: TScan) => void;
  onConfirm: (event: FormEvent) => void;
  onNothingHere: () => void;
}) {
  return (
    <form
      onSubmit={onConfirm}
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
          onChange={(v) => onChange({ location: v })}
          onScan={onScanLocation}
          error={errors.location}
          autoFocus
        />
        <ScanField
          id="floor-pick-item"
          name="item"
          label="Item"
          placeholder={current.inventory_code}
          value={step.item}
          onChange={(v) => onChange({ item: v })}
          onScan={onScanItem}
          error={errors.item}
        />
        <FormField
          large
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
              onChange={(e) => onChange({ quantity: e.target.value })}
              className={floorControlClass(errors.quantity)}
            />
          )}
        </FormField>
        {(isShort || errors.reason) && (
          <ShortReasonField
            reasons={reasons}
            reason={step.reason}
            error={errors.reason}
            onChange={(reason) => onChange({ reason })}
          />
        )}
      </div>
      {saveError && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-lg font-medium text-red-900">
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
          onClick={onNothingHere}
        >
          Nothing here (short)
        </Button>
      </div>
    </form>
  );
}
