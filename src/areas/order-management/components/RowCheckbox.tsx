/** A table row's selection checkbox: a 44 px touch target that does not open the row. */
export function RowCheckbox({
  label,
  checked,
  disabled = false,
  onChange,
}: {
  label: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="-my-1 flex min-h-11 min-w-11 cursor-pointer items-center justify-center">
      <input
        type="checkbox"
        aria-label={label}
        className="size-5"
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
      />
    </label>
  );
}
