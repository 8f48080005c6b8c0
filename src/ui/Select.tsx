import type { SelectHTMLAttributes } from 'react';
import { FormField, controlClass, type FieldErrors } from './FormField';

export type SelectOption = { value: string; label: string };

export type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'value'> & {
  label: string;
  value: string;
  options: SelectOption[];
  onChange: (value: string) => void;
  /** A first option with an empty value (e.g. "None"). */
  placeholder?: string;
  error?: string | null;
  /** A fieldErrors map: the message under `name` is shown (`error` wins). */
  errors?: FieldErrors;
  hint?: string;
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
  name,
  required,
  error,
  errors,
  hint,
  ...props
}: SelectProps) {
  return (
    <FormField
      label={label}
      name={name}
      errors={errors}
      error={error}
      hint={hint}
      required={required}
      id={id}
      className={className}
    >
      {(control) => (
        <select
          {...control}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          className={controlClass(!!control['aria-invalid'])}
          {...props}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
