import type { ReactNode } from 'react';

/** A labelled checkbox with a 44 px touch target. */
export function Checkbox({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="flex min-h-11 items-center gap-2 font-medium text-slate-800">
      <input
        type="checkbox"
        className="size-5"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
      />
      {label}
    </label>
  );
}

/** Yes / No for a boolean cell. */
export const yesNo = (v: boolean): ReactNode => (v ? 'Yes' : 'No');

/** A number typed into a text box: blank or not a number stays as typed for the check. */
export const numberInput = (value: string): number => (value.trim() === '' ? NaN : Number(value));
