import { useState, type FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import {
  ERP_ACTION_ACTIONS,
  ERP_ACTION_ENTITIES,
  ERP_ACTION_MESSAGES as M,
  ERP_INTERFACE_SCREENS,
  normaliseHours,
  type TErpActionAnswer,
} from '../../../contract';
import { Button, Select, TextField, errorText, useSiteId, useSiteSettings } from '../../../ui';
import { sendErpAction } from '../api';

const label = (value: string) =>
  value
    .split('_')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');

/** The interface screen the path names (/erp/myob_exo, /erp/myob_advanced), if any. */
function screenOf(pathname: string) {
  const key = pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  return Object.hasOwn(ERP_INTERFACE_SCREENS, key)
    ? ERP_INTERFACE_SCREENS[key as keyof typeof ERP_INTERFACE_SCREENS]
    : undefined;
}

/**
 * /erp (ERP Actions, document 3 §2, §5, §7): pick an entity and an action, give a record id and
 * a number of hours, and send it to the site's ERP interface; the answer is shown. Entity and
 * action are needed ('Please provide a valid Entity and Action', nothing is sent otherwise).
 * /erp/myob_exo and /erp/myob_advanced are the same tool under the interface's name.
 */
export default function ErpActionsScreen() {
  const { pathname } = useLocation();
  const screen = screenOf(pathname);
  const siteId = useSiteId();
  const settings = useSiteSettings(siteId);
  const [entity, setEntity] = useState('');
  const [action, setAction] = useState('');
  const [recordId, setRecordId] = useState('');
  const [documentType, setDocumentType] = useState('');
  const [hours, setHours] = useState('');
  const [sending, setSending] = useState(false);
  const [answer, setAnswer] = useState<TErpActionAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setAnswer(null);
    setError(null);
    if (!entity || !action) {
      setError(M.needEntityAction);
      return;
    }
    const noHours = normaliseHours(hours);
    if (noHours === null) {
      setError(M.hour);
      return;
    }
    setHours(noHours);
    setSending(true);
    try {
      setAnswer(
        await sendErpAction({
          entity: entity as (typeof ERP_ACTION_ENTITIES)[number],
          action: action as (typeof ERP_ACTION_ACTIONS)[number],
          record_id: recordId,
          document_type: documentType,
          no_hours: noHours,
        }),
      );
    } catch (err) {
      setError(errorText(err));
    } finally {
      setSending(false);
    }
  };

  const erpInterface = settings.data?.erp_interface ?? null;
  return (
    <main className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-6">
      <h1 className="text-2xl font-semibold text-slate-900">
        {screen ? `${screen.title} ERP Actions` : 'ERP Actions'}
      </h1>
      <p className="text-slate-700">
        ERP interface: {erpInterface ? label(erpInterface.toLowerCase()) : 'none set'}
        {screen && erpInterface && erpInterface !== screen.erp_interface && (
          <span className="text-amber-800"> (this site does not use {screen.title})</span>
        )}
      </p>
      <form className="flex flex-col gap-3" onSubmit={(e) => void submit(e)} noValidate>
        <div className="grid gap-3 sm:grid-cols-2">
          <Select
            label="Entity"
            value={entity}
            placeholder="Select…"
            options={ERP_ACTION_ENTITIES.map((v) => ({ value: v, label: label(v) }))}
            onChange={setEntity}
          />
          <Select
            label="Action"
            value={action}
            placeholder="Select…"
            options={ERP_ACTION_ACTIONS.map((v) => ({ value: v, label: label(v) }))}
            onChange={setAction}
          />
          <TextField
            label="Record Id"
            value={recordId}
            onChange={(e) => setRecordId(e.target.value)}
          />
          <TextField
            label="Document Type"
            value={documentType}
            onChange={(e) => setDocumentType(e.target.value)}
          />
          <TextField
            label="Number of Hours"
            inputMode="numeric"
            value={hours}
            hint="0 to 24"
            onChange={(e) => setHours(e.target.value)}
          />
        </div>
        <div>
          <Button type="submit" disabled={sending}>
            {sending ? 'Sending…' : 'Send'}
          </Button>
        </div>
      </form>
      {error && (
        <p
          role="alert"
          className="whitespace-pre-line rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-red-900"
        >
          {error}
        </p>
      )}
      {answer && (
        <section aria-label="ERP answer" className="flex flex-col gap-2">
          <p role="status" className="font-medium text-green-800">
            The ERP answered {answer.status} in {answer.ms} ms
          </p>
          <pre className="max-h-96 overflow-auto rounded bg-slate-100 p-3 text-sm">
            {JSON.stringify(answer.answer, null, 2)}
          </pre>
        </section>
      )}
    </main>
  );
}
