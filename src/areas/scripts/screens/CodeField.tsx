import { FormField, controlClass, errorFor, type FieldErrors } from '../../../ui';

/** A monospaced text area for code or JSON, labelled, with its field's error. */
export function CodeField({
  label,
  name,
  value,
  onChange,
  errors,
  readOnly,
  rows = 12,
}: {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  errors?: FieldErrors;
  readOnly?: boolean;
  rows?: number;
}) {
  const invalid = Boolean(errorFor(name, errors));
  return (
    <FormField label={label} name={name} errors={errors}>
      {(props) => (
        <textarea
          {...props}
          rows={rows}
          spellCheck={false}
          readOnly={readOnly}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          className={controlClass(invalid, 'font-mono text-sm')}
        />
      )}
    </FormField>
  );
}
