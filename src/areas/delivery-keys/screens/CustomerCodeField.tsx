import { useId } from 'react';
import { TextField, type FieldErrors } from '../../../ui';
import { useCustomerSuggestions } from '../use-keys';

/**
 * The key's customer: a code typed or chosen from the site's customers matching what is typed
 * (2 characters or more); the server refuses a code the site does not have.
 */
export function CustomerCodeField({
  value,
  onChange,
  errors,
  readOnly,
}: {
  value: string;
  onChange: (code: string) => void;
  errors: FieldErrors;
  readOnly: boolean;
}) {
  const listId = useId();
  const suggestions = useCustomerSuggestions(readOnly ? '' : value);
  return (
    <>
      <TextField
        label="Customer"
        name="customer_code"
        errors={errors}
        value={value}
        readOnly={readOnly}
        list={listId}
        autoComplete="off"
        hint={readOnly ? undefined : 'Customer code; type 2 characters or more for suggestions'}
        onChange={(e) => onChange(e.target.value)}
      />
      <datalist id={listId}>
        {(suggestions.data ?? []).map((c) => (
          <option key={c.customer_code} value={c.customer_code}>
            {c.customer_name}
          </option>
        ))}
      </datalist>
    </>
  );
}
