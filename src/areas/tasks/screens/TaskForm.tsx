import type { ReactNode } from 'react';
import {
  TASK_DAYS,
  TASK_LAMBDAS,
  TASK_LAMBDA_NAMES,
  TASK_SCHEDULES,
  TASK_TIMEZONES,
  type TTaskForm,
} from '../../../contract';
import {
  Checkbox,
  FormField,
  Select,
  TextField,
  controlClass,
  type Editor,
  type FieldErrors,
} from '../../../ui';

const SCHEDULE_OPTIONS = TASK_SCHEDULES.map((s) => ({ value: s.value, label: s.label }));
const TIMEZONE_OPTIONS = TASK_TIMEZONES.map((t) => ({ value: t.value, label: t.label }));
const LAMBDA_OPTIONS = TASK_LAMBDA_NAMES.map((name) => ({
  value: name,
  label: `${TASK_LAMBDAS[name].label} (${name})`,
}));

const hourValue = (value: string) => (value.trim() === '' ? NaN : Number(value));

/** The task modal's form: schedule, lambda, payload, days, hours, timezone and mail. */
export function TaskForm({
  item,
  errors,
  editor,
}: {
  item: TTaskForm;
  errors: FieldErrors;
  editor: Editor<TTaskForm>;
}): ReactNode {
  const set = <K extends keyof TTaskForm>(key: K, value: TTaskForm[K]) =>
    editor.change((t) => ({ ...t, [key]: value }));
  const lambda = TASK_LAMBDAS[item.lambda as keyof typeof TASK_LAMBDAS];
  return (
    <div className="flex flex-col gap-3">
      <TextField
        label="Description"
        name="description"
        errors={errors}
        value={item.description}
        onChange={(e) => set('description', e.target.value)}
      />
      <div className="grid grid-cols-2 gap-3">
        <Select
          label="Schedule"
          name="schedule"
          errors={errors}
          value={item.schedule}
          options={SCHEDULE_OPTIONS}
          onChange={(v) => set('schedule', v as TTaskForm['schedule'])}
        />
        <Select
          label="Lambda"
          name="lambda"
          errors={errors}
          value={item.lambda}
          options={LAMBDA_OPTIONS}
          placeholder="Choose a lambda"
          onChange={(v) => {
            const chosen = TASK_LAMBDAS[v as keyof typeof TASK_LAMBDAS];
            editor.change((t) => ({
              ...t,
              lambda: v,
              payload:
                chosen && t.payload.trim() === '{}'
                  ? JSON.stringify(chosen.example, null, 2)
                  : t.payload,
            }));
          }}
        />
      </div>
      {lambda && <p className="text-sm text-slate-600">{lambda.description}</p>}
      <FormField label="Payload (JSON)" name="payload" errors={errors}>
        {(control) => (
          <textarea
            {...control}
            rows={4}
            spellCheck={false}
            value={item.payload}
            onChange={(e) => set('payload', e.target.value)}
            className={`${controlClass(!!control['aria-invalid'])} font-mono`}
          />
        )}
      </FormField>
      <fieldset className="flex flex-col gap-1">
        <legend className="text-sm font-medium text-slate-700">Days</legend>
        <div className="flex flex-wrap gap-x-4">
          {TASK_DAYS.map((d) => (
            <Checkbox
              key={d.key}
              label={d.label}
              checked={item[d.key]}
              onChange={(v) => set(d.key, v)}
            />
          ))}
        </div>
      </fieldset>
      <div className="grid grid-cols-3 gap-3">
        <TextField
          label="Start hour"
          name="start_hour"
          inputMode="numeric"
          hint="0-24"
          errors={errors}
          value={Number.isNaN(item.start_hour) ? '' : String(item.start_hour)}
          onChange={(e) => set('start_hour', hourValue(e.target.value))}
        />
        <TextField
          label="End hour"
          name="end_hour"
          inputMode="numeric"
          hint="0-24; equal hours run all day"
          errors={errors}
          value={Number.isNaN(item.end_hour) ? '' : String(item.end_hour)}
          onChange={(e) => set('end_hour', hourValue(e.target.value))}
        />
        <Select
          label="Timezone"
          name="timezone"
          errors={errors}
          value={item.timezone}
          options={TIMEZONE_OPTIONS}
          onChange={(v) => set('timezone', v as TTaskForm['timezone'])}
        />
      </div>
      <div className="grid grid-cols-2 gap-3">
        <TextField
          label="Email address"
          name="email_address"
          type="email"
          errors={errors}
          value={item.email_address}
          onChange={(e) => set('email_address', e.target.value)}
        />
        <TextField
          label="Time limit (seconds)"
          name="time_limit_seconds"
          inputMode="numeric"
          errors={errors}
          value={Number.isNaN(item.time_limit_seconds) ? '' : String(item.time_limit_seconds)}
          onChange={(e) => set('time_limit_seconds', hourValue(e.target.value))}
        />
      </div>
      <div className="flex flex-wrap gap-x-6">
        <Checkbox label="Active" checked={item.active} onChange={(v) => set('active', v)} />
        <Checkbox
          label="Email on errors only"
          checked={item.email_errors_only}
          onChange={(v) => set('email_errors_only', v)}
        />
      </div>
      <div className="grid grid-cols-2 gap-3">
        <TextField label="Last ran" name="last_ran" value={item.last_ran} readOnly />
        <TextField label="Locked time" name="locked_time" value={item.locked_time} readOnly />
      </div>
    </div>
  );
}
