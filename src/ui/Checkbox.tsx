/**
 * A labelled checkbox with a 44 px touch target. `hideLabel` makes it a table row's selection
 * box: the label is only its accessible name and the box sits centred in its cell.
 */
export function Checkbox({
  label,
  checked,
  disabled = false,
  hideLabel = false,
  onChange,
}: {
  label: string;
  checked: boolean;
  disabled?: boolean;
  hideLabel?: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label
      className={
        hideLabel
          ? '-my-1 flex min-h-11 min-w-11 cursor-pointer items-center justify-center'
          : 'flex min-h-11 items-center gap-2 font-medium text-slate-800'
      }
    >
      <input
        type="checkbox"
        aria-label={hideLabel ? label : undefined}
        className="size-5"
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
      />
      {!hideLabel && label}
    </label>
  );
}
