import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import {
  AU_STATES,
  BLANK_LEAD_DAY,
  can,
  fieldErrors,
  leadDayFromForm,
  ZLeadDayItem,
  type TLeadDay,
  type TLeadDayForm,
} from '../../../contract';
import {
  Button,
  ConfirmDialog,
  ErrorState,
  FormError,
  Select,
  Spinner,
  TextField,
  errorText,
  useNavContext,
  type FieldErrors,
} from '../../../ui';
import { deleteLeadDay, saveLeadDay } from '../api';
import { leadDayKeys, useLeadDay } from '../use-lead-days';

const LIST = '/delivery_lead_days';
const STATE_OPTIONS = AU_STATES.map((s) => ({ value: s, label: s }));

const toForm = (row: TLeadDay): TLeadDayForm => ({
  lead_day_id: row.lead_day_id,
  from_state: row.from_state,
  to_state: row.to_state,
  lead_days: String(row.lead_days),
});

function LeadDayForm({ initial }: { initial: TLeadDayForm }) {
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failed, setFailed] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { permissions } = useNavContext();
  const mayUpdate = can(permissions, 'admin', 'update');
  const mayDelete = form.lead_day_id !== null && can(permissions, 'admin', 'delete');
  const set = (key: keyof TLeadDayForm) => (value: string) =>
    setForm((f) => ({ ...f, [key]: value }));

  const back = async () => {
    await queryClient.invalidateQueries({ queryKey: leadDayKeys.all });
    navigate(LIST);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const checked = ZLeadDayItem.safeParse(leadDayFromForm(form));
    setErrors(checked.success ? {} : fieldErrors(checked.error));
    setFailed(null);
    if (!checked.success) return;
    setBusy(true);
    try {
      await saveLeadDay(form);
      await back();
    } catch (err) {
      setFailed(errorText(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="flex flex-col gap-4" onSubmit={(e) => void submit(e)} noValidate>
      <div className="grid gap-4 sm:grid-cols-3">
        <Select
          label="From State"
          name="from_state"
          errors={errors}
          value={form.from_state}
          options={STATE_OPTIONS}
          placeholder="Select…"
          disabled={!mayUpdate}
          onChange={set('from_state')}
        />
        <Select
          label="To State"
          name="to_state"
          errors={errors}
          value={form.to_state}
          options={STATE_OPTIONS}
          placeholder="Select…"
          disabled={!mayUpdate}
          onChange={set('to_state')}
        />
        <TextField
          label="Lead Days"
          name="lead_days"
          inputMode="numeric"
          errors={errors}
          value={form.lead_days}
          readOnly={!mayUpdate}
          onChange={(e) => set('lead_days')(e.target.value)}
        />
      </div>
      <FormError message={failed} />
      <div className="flex flex-wrap gap-2">
        {mayUpdate && (
          <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
            Save
          </Button>
        )}
        {mayDelete && (
          <Button type="button" variant="danger" onClick={() => setDeleting(true)}>
            Delete
          </Button>
        )}
        <Link
          to={LIST}
          className="inline-flex min-h-11 items-center rounded-lg px-4 font-medium text-brand-800 hover:bg-slate-100"
        >
          Back to lead days
        </Link>
      </div>
      <ConfirmDialog
        open={deleting}
        variant="danger"
        title="Delete lead day"
        message={`Delete the lead time from ${initial.from_state} to ${initial.to_state}?`}
        confirmLabel="Delete"
        onClose={() => setDeleting(false)}
        onConfirm={async () => {
          await deleteLeadDay(form.lead_day_id!);
          await back();
        }}
      />
    </form>
  );
}

/**
 * /delivery_lead_days/delivery_lead_day (a lead day, or a new one without ?lead_day_id): from
 * state, to state and whole lead days; save, delete, back to the list.
 */
export default function LeadDayScreen() {
  const [params] = useSearchParams();
  const raw = params.get('lead_day_id');
  const id = raw && /^\d+$/.test(raw) ? Number(raw) : null;
  const one = useLeadDay(id);
  return (
    <main className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-6">
      <h1 className="text-2xl font-semibold text-slate-900">
        {id === null ? 'New lead day' : 'Lead day'}
      </h1>
      {id === null ? (
        <LeadDayForm initial={{ ...BLANK_LEAD_DAY }} />
      ) : one.isPending ? (
        <Spinner label="Loading lead day" showLabel />
      ) : one.error || !one.data ? (
        <ErrorState title={errorText(one.error)}>
          <Link to={LIST} className="underline">
            Back to lead days
          </Link>
        </ErrorState>
      ) : (
        <LeadDayForm key={one.data.lead_day_id} initial={toForm(one.data)} />
      )}
    </main>
  );
}
