import { useId, type ReactNode } from 'react';
import type { z } from 'zod';
import { fieldErrors } from '../contract';
import { cx } from './cx';

/** Field name -> its first message, as `fieldErrors` (contract) builds it from a ZodError. */
export type FieldErrors = Record<string, string>;

/** What a control inside a FormField spreads onto itself. */
export type FieldControlProps = {
  id: string;
  name?: string;
  required?: boolean;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
};

export type FormFieldProps = {
  label: ReactNode;
  /** The field's key in `errors` (and the control's name). */
  name?: string;
  /** A fieldErrors map; the message under `name` is shown. */
  errors?: FieldErrors;
  /** An explicit message; wins over `errors`. */
  error?: string | null;
  hint?: ReactNode;
  /** The floor's size: hint and error at 18 px or more, readable at arm's length. */
  large?: boolean;
  /** Passed to the control (native `required`); no marker is drawn. */
  required?: boolean;
  id?: string;
  className?: string;
  /** Render the control with the props that tie it to the label, hint and error. */
  children: (control: FieldControlProps) => ReactNode;
};

/** The message for `name` in a fieldErrors map (or the explicit one). */
export function errorFor(
  name: string | undefined,
  errors?: FieldErrors,
  error?: string | null,
): string | undefined {
  if (error) return error;
  return name !== undefined ? errors?.[name] : undefined;
}

/** A validate function from a zod schema: {} when valid, else field -> first message. */
/** A text box's number: blank or not a number stays as typed (NaN) for the check. */
export const numberInput = (value: string): number => (value.trim() === '' ? NaN : Number(value));

export function validateWith<T>(schema: z.ZodType): (value: T) => FieldErrors {
  return (value) => {
    const result = schema.safeParse(value);
    return result.success ? {} : fieldErrors(result.error);
  };
}

/**
 * One labelled form field: label above, the control, a hint, and the field's error under
 * it, tied to the control with aria-describedby and aria-invalid.
 */
export function FormField({
  label,
  name,
  errors,
  error,
  hint,
  large = false,
  required,
  id,
  className,
  children,
}: FormFieldProps) {
  const autoId = useId();
  const controlId = id ?? autoId;
  const message = errorFor(name, errors, error);
  const describedBy = [message ? `${controlId}-error` : null, hint ? `${controlId}-hint` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={cx('flex flex-col gap-1', className)}>
      <label htmlFor={controlId} className="font-medium text-slate-800">
        {label}
      </label>
      {children({
        id: controlId,
        name,
        required,
        'aria-invalid': message ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {hint && (
        <p
          id={`${controlId}-hint`}
          className={large ? 'text-lg text-slate-700' : 'text-sm text-slate-600'}
        >
          {hint}
        </p>
      )}
      {message && (
        <p
          id={`${controlId}-error`}
          className={large ? 'text-lg font-medium text-red-800' : 'text-sm text-red-700'}
        >
          {message}
        </p>
      )}
    </div>
  );
}

/** The form-level error: `message`, or the "_" entry of a fieldErrors map (no field path). */
export function FormError({ message, errors }: { message?: string | null; errors?: FieldErrors }) {
  const text = message || errors?._;
  if (!text) return null;
  return (
    <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-red-900">
      {text}
    </p>
  );
}

/** The classes of a text-like control, with the error border when invalid. */
export function controlClass(invalid: boolean, className?: string) {
  return cx(
    'min-h-11 rounded-lg border bg-white px-3 py-2 text-slate-900',
    'focus:outline-3 focus:outline-offset-1 focus:outline-brand-500 disabled:bg-slate-100 [&[readonly]]:bg-slate-100',
    invalid ? 'border-red-600' : 'border-slate-300',
    className,
  );
}
