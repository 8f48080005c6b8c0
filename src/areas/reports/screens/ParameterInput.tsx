import {
  RELATIVE_DATE_PRESETS,
  type TListValue,
  type TParameterValue,
  type TReportParameter,
} from '../../../contract';
import { Select, TextField } from '../../../ui';

type Scalar = string | number;

const isDateType = (p: TReportParameter) =>
  p.field_type === 'date' || p.field_type === 'from_date' || p.field_type === 'to_date';

const PRESET_OPTIONS = [
  { value: '', label: 'A date…' },
  ...RELATIVE_DATE_PRESETS.map((p) => ({ value: p, label: p })),
];
const isPreset = (v: string) => (RELATIVE_DATE_PRESETS as readonly string[]).includes(v);

/** One date: a relative date ("last 7 days") or a day from the date picker. */
function DateInput(props: { label: string; value: string; onChange: (v: string) => void }) {
  const preset = isPreset(props.value) ? props.value : '';
  return (
    <div className="flex flex-wrap items-end gap-2">
      <Select
        label={`${props.label} (relative)`}
        value={preset}
        options={PRESET_OPTIONS}
        onChange={(v) => props.onChange(v)}
      />
      {preset === '' && (
        <TextField
          label={props.label}
          type="date"
          value={props.value}
          onChange={(e) => props.onChange(e.target.value)}
        />
      )}
    </div>
  );
}

function ScalarInput(props: {
  p: TReportParameter;
  label: string;
  value: Scalar | undefined;
  choices: TListValue[] | undefined;
  onChange: (v: Scalar) => void;
}) {
  const { p, label } = props;
  const text = props.value === undefined ? '' : String(props.value);
  if (isDateType(p)) return <DateInput label={label} value={text} onChange={props.onChange} />;
  if (p.field_type === 'list' && props.choices && props.choices.length > 0)
    return (
      <Select
        label={label}
        value={text}
        placeholder="Any"
        options={props.choices.map((c) => ({ value: c.list_value, label: c.text }))}
        onChange={props.onChange}
      />
    );
  if (p.field_type === 'number')
    return (
      <TextField
        label={label}
        type="number"
        inputMode="decimal"
        min={p.minimum_value ?? undefined}
        max={p.maximum_value ?? undefined}
        value={text}
        onChange={(e) => props.onChange(e.target.value === '' ? '' : Number(e.target.value))}
      />
    );
  return <TextField label={label} value={text} onChange={(e) => props.onChange(e.target.value)} />;
}

/**
 * A report parameter on the run screen, by field type (text, date, from_date, to_date,
 * number, list) and selection mode: one value, a from/to range, or several values (a list's
 * choices as a multi-select, otherwise comma-separated).
 */
export function ParameterInput(props: {
  parameter: TReportParameter;
  value: TParameterValue | undefined;
  choices: TListValue[] | undefined;
  onChange: (value: TParameterValue) => void;
}) {
  const { parameter: p, value, choices } = props;
  const label = `${p.display_name}${p.required ? ' *' : ''}`;
  if (p.selection_mode === 'range') {
    const range = value && typeof value === 'object' && !Array.isArray(value) ? value : {};
    return (
      <fieldset className="flex flex-wrap gap-3" aria-label={p.display_name}>
        <ScalarInput
          p={p}
          label={`${label} from`}
          value={range.from}
          choices={choices}
          onChange={(v) => props.onChange({ ...range, from: v })}
        />
        <ScalarInput
          p={p}
          label={`${label} to`}
          value={range.to}
          choices={choices}
          onChange={(v) => props.onChange({ ...range, to: v })}
        />
      </fieldset>
    );
  }
  if (p.selection_mode === 'multiple') {
    const list = Array.isArray(value) ? value.map(String) : [];
    if (choices && choices.length > 0)
      return (
        <label className="flex flex-col gap-1 font-medium text-slate-800">
          {label}
          <select
            multiple
            value={list}
            className="min-h-24 rounded-lg border border-slate-300 bg-white px-3 py-2"
            onChange={(e) => props.onChange([...e.target.selectedOptions].map((o) => o.value))}
          >
            {choices.map((c) => (
              <option key={c.list_value} value={c.list_value}>
                {c.text}
              </option>
            ))}
          </select>
        </label>
      );
    return (
      <TextField
        label={label}
        hint="Several values, separated by commas"
        value={list.join(', ')}
        onChange={(e) =>
          props.onChange(
            e.target.value
              .split(',')
              .map((s) => s.trim())
              .filter((s, i, all) => s !== '' || i === all.length - 1),
          )
        }
      />
    );
  }
  return (
    <ScalarInput
      p={p}
      label={label}
      value={typeof value === 'string' || typeof value === 'number' ? value : undefined}
      choices={choices}
      onChange={props.onChange}
    />
  );
}
