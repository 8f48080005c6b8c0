import { useId, type SelectHTMLAttributes } from 'react';
import { cx } from './cx';

export type SelectOption = { value: string; label: string };

export type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'value'> & {
  label: string;
  value: string;
  options: SelectOption[];
  onChange: (value: string) => void;
  /** A first option with an empty value (e.g. "None"). */
  placeholder?: string;
};

/** A labelled native select: keyboard, touch and screen-reader friendly on every device. */
export function Select({
  label,
  value,
  options,
  onChange,
  placeholder,
  className,
  id,
  ...props
}: SelectProps) {
  const autoId = useId();
  const selectId = id ?? autoId;
  return (
    <div className={cx('flex flex-col gap-1', className)}>
      <label htmlFor={selectId} className="font-medium text-slate-800">
        {label}
      </label>
      <select
        id={selectId}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className={cx(
          'min-h-11 rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900',
          'focus:outline-3 focus:outline-offset-1 focus:outline-brand-500 disabled:bg-slate-100',
        )}
        {...props}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
