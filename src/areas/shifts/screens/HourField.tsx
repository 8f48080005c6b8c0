import { hourText } from '../../../contract';
import { TextField, type FieldErrors } from '../../../ui';

/**
 * An hour 0-24 (document 3 section 5): anything but digits empties it, and on leaving the
 * field a single digit is padded with 0 ("6" shows "06"); past 24 it is emptied.
 */
export function HourField({
  label,
  name,
  value,
  errors,
  readOnly,
  onChange,
}: {
  label: string;
  name: string;
  value: string;
  errors: FieldErrors;
  readOnly: boolean;
  onChange: (value: string) => void;
}) {
  return (
    <TextField
      label={label}
      name={name}
      inputMode="numeric"
      maxLength={2}
      errors={errors}
      value={value}
      readOnly={readOnly}
      onChange={(e) => onChange(/^\d*$/.test(e.target.value) ? e.target.value : '')}
      onBlur={(e) => onChange(hourText(e.target.value))}
    />
  );
}
