import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  EXPORT_FORMATS,
  SCHEDULE_FREQUENCIES,
  SCHEDULE_MESSAGES,
  SCHEDULE_FREQUENCY_LABELS,
  SCHEDULE_WEEKDAYS,
  TASK_DAYS,
  ZReportScheduleInput,
  formatTaskTime,
  type TReportSchedule,
  type TReportScheduleValues,
} from '../../../contract';
import {
  Button,
  Checkbox,
  Modal,
  Select,
  TextField,
  errorText,
  useSiteId,
  useSiteZone,
} from '../../../ui';
import { reportKeys } from '../keys';
import { deleteSchedule, fetchSchedules, saveSchedule } from './api';

const HOURS = Array.from({ length: 24 }, (_, h) => ({
  value: String(h),
  label: `${String(h).padStart(2, '0')}:00`,
}));
const DATES = Array.from({ length: 31 }, (_, i) => ({
  value: String(i + 1),
  label: String(i + 1),
}));

const blank = (report: string): TReportScheduleValues => ({
  task_id: '',
  report,
  frequency: 'weekly',
  weekday: 'monday',
  day_of_month: 1,
  hour: 7,
  recipients: '',
  format: 'xlsx',
  active: true,
});

const fromSchedule = (s: TReportSchedule): TReportScheduleValues => ({
  task_id: s.task_id,
  report: s.report,
  frequency: s.frequency,
  weekday: s.weekday,
  day_of_month: s.day_of_month,
  hour: s.hour,
  recipients: s.recipients,
  format: s.format,
  active: s.active,
});

/**
 * "Email this report": the report's schedules (each editable and deletable) and a form for
 * one: daily, weekly on a day or monthly on a date, at an hour of the site's zone, to
 * recipients as CSV or XLSX. Each is a task-master task behind the scenes.
 */
export function ScheduleDialog({
  report,
  label,
  onClose,
}: {
  /** The report's code; null when closed. */
  report: string | null;
  label: string;
  onClose: () => void;
}) {
  const siteId = useSiteId() ?? '';
  const zone = useSiteZone();
  const queryClient = useQueryClient();
  const [form, setForm] = useState<TReportScheduleValues>(() => blank(report ?? ''));
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const key = reportKeys.schedules(siteId, report ?? '');
  const list = useQuery({
    queryKey: key,
    queryFn: () => fetchSchedules(report!),
    enabled: report !== null,
  });
  const [shownFor, setShownFor] = useState(report);
  if (shownFor !== report) {
    setShownFor(report);
    setForm(blank(report ?? ''));
    setError(null);
    setNote(null);
  }
  const set = (patch: Partial<TReportScheduleValues>) => setForm((f) => ({ ...f, ...patch }));

  const save = async () => {
    setError(null);
    setNote(null);
    const checked = ZReportScheduleInput.safeParse(form);
    if (!checked.success) {
      setError(checked.error.issues.map((i) => i.message).join('. '));
      return;
    }
    setBusy(true);
    try {
      const saved = await saveSchedule(checked.data);
      setNote(`${SCHEDULE_MESSAGES.saved}: ${saved.summary}`);
      setForm(blank(form.report));
      await queryClient.invalidateQueries({ queryKey: key });
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  const remove = async (s: TReportSchedule) => {
    setError(null);
    try {
      await deleteSchedule(s.task_id);
      setNote(SCHEDULE_MESSAGES.deleted);
      if (form.task_id === s.task_id) setForm(blank(form.report));
      await queryClient.invalidateQueries({ queryKey: key });
    } catch (e) {
      setError(errorText(e));
    }
  };

  const schedules = list.data ?? [];
  return (
    <Modal
      open={report !== null}
      onClose={onClose}
      title={`Email ${label || report}`}
      size="lg"
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            Close
          </Button>
          <Button onClick={() => void save()} disabled={busy}>
            {form.task_id ? 'Save schedule' : 'Add schedule'}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <section aria-label="Schedules of this report" className="flex flex-col gap-2">
          <h3 className="font-medium text-slate-800">Schedules</h3>
          {list.isLoading && <p className="text-sm text-slate-600">Loading…</p>}
          {list.error && <p className="text-sm text-red-700">{errorText(list.error)}</p>}
          {!list.isLoading && schedules.length === 0 && (
            <p className="text-sm text-slate-600">This report is not mailed yet.</p>
          )}
          <ul className="flex flex-col gap-2">
            {schedules.map((s) => (
              <li
                key={s.task_id}
                className="flex flex-wrap items-center justify-between gap-2 rounded border border-slate-200 p-2"
              >
                <span className="text-sm">
                  <span className="font-medium">{s.summary}</span>
                  {!s.active && ' (paused)'}
                  <span className="block text-slate-600">
                    {s.format.toUpperCase()} to {s.recipients} · next{' '}
                    {s.next_due ? formatTaskTime(s.next_due, zone) : 'never'}
                  </span>
                </span>
                <span className="flex gap-2">
                  <Button variant="secondary" onClick={() => setForm(fromSchedule(s))}>
                    Edit
                  </Button>
                  <Button variant="ghost" onClick={() => void remove(s)}>
                    Delete
                  </Button>
                </span>
              </li>
            ))}
          </ul>
        </section>
        <section
          aria-label={form.task_id ? 'Change the schedule' : 'New schedule'}
          className="grid grid-cols-1 gap-3 sm:grid-cols-2"
        >
          <h3 className="font-medium text-slate-800 sm:col-span-2">
            {form.task_id ? 'Change the schedule' : 'New schedule'}
          </h3>
          <Select
            label="Frequency"
            value={form.frequency}
            options={SCHEDULE_FREQUENCIES.map((f) => ({
              value: f,
              label: SCHEDULE_FREQUENCY_LABELS[f],
            }))}
            onChange={(v) => set({ frequency: v as TReportScheduleValues['frequency'] })}
          />
          {form.frequency === 'weekly' && (
            <Select
              label="Day"
              value={form.weekday}
              options={SCHEDULE_WEEKDAYS.map((d) => ({
                value: d,
                label: TASK_DAYS.find((t) => t.key === d)!.label,
              }))}
              onChange={(v) => set({ weekday: v as TReportScheduleValues['weekday'] })}
            />
          )}
          {form.frequency === 'monthly' && (
            <Select
              label="Date"
              hint="29 to 31: a shorter month's last day"
              value={String(form.day_of_month)}
              options={DATES}
              onChange={(v) => set({ day_of_month: Number(v) })}
            />
          )}
          <Select
            label={`Time (${zone})`}
            value={String(form.hour)}
            options={HOURS}
            onChange={(v) => set({ hour: Number(v) })}
          />
          <Select
            label="Format"
            value={form.format}
            options={EXPORT_FORMATS.map((f) => ({ value: f, label: f.toUpperCase() }))}
            onChange={(v) => set({ format: v as TReportScheduleValues['format'] })}
          />
          <Checkbox
            label="Active (untick to pause the mail)"
            checked={form.active}
            onChange={(on) => set({ active: on })}
          />
          <TextField
            label="Recipients"
            hint="Email addresses, separated by commas"
            className="sm:col-span-2"
            value={form.recipients}
            onChange={(e) => set({ recipients: e.target.value })}
          />
        </section>
        {error && (
          <p role="alert" className="rounded border border-red-300 bg-red-50 p-2 text-red-900">
            {error}
          </p>
        )}
        {note && (
          <p
            role="status"
            className="rounded border border-green-300 bg-green-50 p-2 text-green-900"
          >
            {note}
          </p>
        )}
      </div>
    </Modal>
  );
}
