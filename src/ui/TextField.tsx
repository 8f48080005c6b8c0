import { useId, type InputHTMLAttributes } from 'react';
import { cx } from './cx';

export type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  error?: string | null;
  hint?: string;
};

/** A labelled text input with an optional hint and error message. */
export function TextField({ label, error, hint, className, id, ...props }: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const describedBy = [error ? `${inputId}-error` : null, hint ? `${inputId}-hint` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={cx('flex flex-col gap-1', className)}>
      <label htmlFor={inputId} className="font-medium text-slate-800">
        {label}
      </label>
      <input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={cx(
          'min-h-11 rounded-lg border bg-white px-3 py-2 text-slate-900',
          'focus:outline-3 focus:outline-offset-1 focus:outline-brand-500',
          error ? 'border-red-600' : 'border-slate-300',
        )}
        {...props}
      />
      {hint && (
        <p id={`${inputId}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${inputId}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
