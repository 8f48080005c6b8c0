import type { InputHTMLAttributes } from 'react';
import { FormField, controlClass, type FieldErrors } from './FormField';

export type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  error?: string | null;
  /** A fieldErrors map: the message under `name` is shown (`error` wins). */
  errors?: FieldErrors;
  hint?: string;
};

/** A labelled text input with an optional hint and error message. */
export function TextField({
  label,
  error,
  errors,
  hint,
  className,
  id,
  name,
  required,
  ...props
}: TextFieldProps) {
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
        <input {...control} className={controlClass(!!control['aria-invalid'])} {...props} />
      )}
    </FormField>
  );
}
