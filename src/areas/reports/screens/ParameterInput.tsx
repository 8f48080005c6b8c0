import {
  RELATIVE_DATE_PRESETS,
  presetRange,
  resolveDate,
  todayIn,
  type TListValue,
  type TParameterValue,
  type TRelativeDatePreset,
  type TReportParameter,
} from '../../../contract';
import { Select, TextField, useSiteZone } from '../../../ui';

type Scalar = string | number;

const isDateType = (p: TReportParameter) =>
  p.field_type === 'date' || p.field_type === 'from_date' || p.field_type === 'to_date';

const PRESET_OPTIONS = [
  { value: '', label: 'A date…' },
  ...RELATIVE_DATE_PRESETS.map((p) => ({ value: p, label: p })),
];
const isPreset = (v: string): v is TRelativeDatePreset =>
  (RELATIVE_DATE_PRESETS as readonly string[]).includes(v);

/** The day a relative date stands for today at the site ("last 30 days" from: its first day). */
function useResolved(value: string, end: boolean): string {
  const today = todayIn(useSiteZone());
  return isPreset(value) ? (resolveDate(value, today, end) ?? '') : '';
}

/** One date: a relative date ("last 7 days", shown with the day it means) or a picked day. */
function DateInput(props: {
  label: string;
  value: string;
  end: boolean;
  onChange: (v: string) => void;
}) {
  const preset = isPreset(props.value) ? props.value : '';
  const day = useResolved(preset, props.end);
  return (
    <div className="flex flex-wrap items-end gap-2">
      <Select
        label={`${props.label} (relative)`}
        value={preset}
        options={PRESET_OPTIONS}
        hint={day ? `That is ${day}` : undefined}
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

/**
 * A date range as one period: a relative one ("last 30 days": the 30 days to today, both ends
 * shown) or custom dates, from and to.
 */
function DateRangeInput(props: {
  label: string;
  name: string;
  value: { from?: Scalar; to?: Scalar };
  onChange: (v: { from?: Scalar; to?: Scalar }) => void;
}) {
  const today = todayIn(useSiteZone());
  const from = props.value.from === undefined ? '' : String(props.value.from);
  const to = props.value.to === undefined ? '' : String(props.value.to);
  const period = isPreset(from) && (to === from || to === '') ? from : '';
  const range = period ? presetRange(period, today) : null;
  const day = (v: string, end: boolean) => resolveDate(v, today, end) ?? v;
  return (
    <fieldset className="flex flex-wrap items-end gap-3" aria-label={props.name}>
      <Select
        label={props.label}
        value={period}
        options={[
          { value: '', label: 'Custom dates…' },
          ...RELATIVE_DATE_PRESETS.map((p) => ({ value: p, label: p })),
        ]}
        hint={range ? `${range.from} to ${range.to}` : undefined}
        onChange={(v) =>
          props.onChange(
            v ? { from: v, to: v } : { from: day(from, false), to: day(to || from, true) },
          )
        }
      />
      {period === '' && (
        <>
          <TextField
            label={`${props.label} from`}
            type="date"
            value={from}
            onChange={(e) => props.onChange({ ...props.value, from: e.target.value })}
          />
          <TextField
            label={`${props.label} to`}
            type="date"
            value={to}
            onChange={(e) => props.onChange({ ...props.value, to: e.target.value })}
          />
        </>
      )}
    </fieldset>
  );
}

/** A list's or the site's choices of the parameter, or null when it offers none. */
const choicesOf = (p: TReportParameter, choices: TListValue[] | undefined) =>
  (p.field_type === 'list' || p.field_type === 'choice') && choices && choices.length > 0
    ? choices
    : null;

function ScalarInput(props: {
  p: TReportParameter;
  label: string;
  value: Scalar | undefined;
  choices: TListValue[] | undefined;
  end?: boolean;
  onChange: (v: Scalar) => void;
}) {
  const { p, label } = props;
  const text = props.value === undefined ? '' : String(props.value);
  if (isDateType(p))
    return (
      <DateInput
        label={label}
        value={text}
        end={props.end ?? p.field_type === 'to_date'}
        onChange={props.onChange}
      />
    );
  const options = choicesOf(p, props.choices);
  if (options)
    return (
      <Select
        label={label}
        value={text}
        placeholder="Any"
        options={options.map((c) => ({ value: c.list_value, label: c.text }))}
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
 * number, list, choice) and selection mode: one value, a from/to range (a date range as one
 * period), or several values (a list's or the site's choices as a multi-select, otherwise
 * comma-separated). A choice shows names and sends the record's code.
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
    if (isDateType(p))
      return (
        <DateRangeInput
          label={label}
          name={p.display_name}
          value={range}
          onChange={props.onChange}
        />
      );
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
          end
          onChange={(v) => props.onChange({ ...range, to: v })}
        />
      </fieldset>
    );
  }
  if (p.selection_mode === 'multiple') {
    const list = Array.isArray(value) ? value.map(String) : [];
    const options = choicesOf(p, choices);
    if (options)
      return (
        <label className="flex flex-col gap-1 font-medium text-slate-800">
          {label}
          <select
            multiple
            value={list}
            className="min-h-24 rounded-lg border border-slate-300 bg-white px-3 py-2"
            onChange={(e) => props.onChange([...e.target.selectedOptions].map((o) => o.value))}
          >
            {options.map((c) => (
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
