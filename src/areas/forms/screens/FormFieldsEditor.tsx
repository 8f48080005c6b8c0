import { BLANK_FORM_FIELD, FORM_FIELD_TYPES, type TFormField } from '../../../contract';
import { Button, Checkbox, Select, TextField, type FieldErrors } from '../../../ui';

const TYPE_OPTIONS = FORM_FIELD_TYPES.map((t) => ({ value: t, label: t }));

/**
 * A form's fields in order (Title, Description, type, required, options of a select), each
 * numbered as it will be saved, with move up, move down and remove; Add field below.
 */
export function FormFieldsEditor({
  fields,
  errors,
  editing,
  onChange,
}: {
  fields: TFormField[];
  errors: FieldErrors;
  editing: boolean;
  onChange: (fields: TFormField[]) => void;
}) {
  const update = (i: number, patch: Partial<TFormField>) =>
    onChange(fields.map((f, j) => (j === i ? { ...f, ...patch } : f)));
  const move = (i: number, by: -1 | 1) => {
    const next = [...fields];
    const [moved] = next.splice(i, 1);
    next.splice(i + by, 0, moved!);
    onChange(next);
  };
  return (
    <section aria-label="Form fields" className="flex flex-col gap-3">
      <h3 className="font-semibold text-slate-900">Fields</h3>
      {fields.length === 0 && <p className="text-slate-600">No fields yet</p>}
      <ol className="flex flex-col gap-3">
        {fields.map((field, i) => (
          <li
            key={i}
            aria-label={`Field ${i + 1}`}
            className="flex flex-col gap-2 rounded border border-slate-200 p-3"
          >
            <div className="flex items-center justify-between gap-2">
              <span className="font-semibold text-slate-700">{i + 1}.</span>
              {editing && (
                <div className="flex gap-2">
                  <Button variant="ghost" disabled={i === 0} onClick={() => move(i, -1)}>
                    Move up
                  </Button>
                  <Button
                    variant="ghost"
                    disabled={i === fields.length - 1}
                    onClick={() => move(i, 1)}
                  >
                    Move down
                  </Button>
                  <Button
                    variant="ghost"
                    onClick={() => onChange(fields.filter((_, j) => j !== i))}
                  >
                    Remove
                  </Button>
                </div>
              )}
            </div>
            <div className="grid gap-2 sm:grid-cols-2">
              <TextField
                label="Title"
                name={`fields.${i}.label`}
                errors={errors}
                value={field.label}
                onChange={(e) => update(i, { label: e.target.value })}
              />
              <TextField
                label="Description"
                name={`fields.${i}.description`}
                errors={errors}
                value={field.description}
                onChange={(e) => update(i, { description: e.target.value })}
              />
              <Select
                label="Type"
                name={`fields.${i}.type`}
                errors={errors}
                value={field.type}
                options={TYPE_OPTIONS}
                onChange={(v) => update(i, { type: v as TFormField['type'] })}
              />
              <Checkbox
                label="Required"
                checked={field.required}
                onChange={(required) => update(i, { required })}
              />
              {field.type === 'select' && (
                <TextField
                  label="Options"
                  hint="Separated by commas"
                  name={`fields.${i}.options`}
                  errors={errors}
                  value={field.options.join(',')}
                  onChange={(e) => update(i, { options: e.target.value.split(',') })}
                />
              )}
            </div>
          </li>
        ))}
      </ol>
      {editing && (
        <div>
          <Button
            variant="secondary"
            onClick={() => onChange([...fields, { ...BLANK_FORM_FIELD }])}
          >
            Add field
          </Button>
        </div>
      )}
    </section>
  );
}
