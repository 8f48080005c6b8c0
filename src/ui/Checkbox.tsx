/**
 * A labelled checkbox with a 44 px touch target (48 px and larger text with `large`). `hideLabel` makes it a table row's selection
 * box: the label is only its accessible name and the box sits centred in its cell.
 */
export function Checkbox({
  label,
  checked,
  disabled = false,
  hideLabel = false,
  large = false,
  onChange,
}: {
  label: string;
  checked: boolean;
  disabled?: boolean;
  hideLabel?: boolean;
  /** The floor's size: the whole label a 48 px target, a larger box and text. */
  large?: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label
      className={
        hideLabel
          ? '-my-1 flex min-h-11 min-w-11 cursor-pointer items-center justify-center'
          : large
            ? 'flex min-h-12 cursor-pointer items-center gap-3 rounded-lg px-2 text-lg font-medium text-slate-800 ring-1 ring-slate-300 ring-inset'
            : 'flex min-h-11 items-center gap-2 font-medium text-slate-800'
      }
    >
      <input
        type="checkbox"
        aria-label={hideLabel ? label : undefined}
        className={large ? 'size-7' : 'size-5'}
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
      />
      {!hideLabel && label}
    </label>
  );
}
