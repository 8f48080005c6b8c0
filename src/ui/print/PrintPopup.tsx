import { useEffect, useRef, useState } from 'react';
import { DEFAULT_LABEL_COPIES, PRINT_MESSAGES as M, type TPrintJob } from '../../contract';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { errorText } from '../error-text';
import { useSiteLookups } from '../hooks/use-site-data';
import { useSiteId } from '../hooks/use-work-context';
import { Modal } from '../Modal';
import { Select } from '../Select';
import { Spinner } from '../Spinner';
import { TextField } from '../TextField';
import {
  readCopies,
  retryPrintJob,
  sendPrint,
  type TPrintOutcome,
  type TPrintRequest,
  type TPrintTarget,
} from './print-calls';

export type PrintPopupProps = {
  request: TPrintRequest;
  /** The user's current printer set: printed there at once, with no questions. */
  currentSet: string | null;
  onClose: () => void;
  /** Called once the labels were sent (whatever became of each). */
  onPrinted?: () => void;
};

type Phase = 'choose' | 'printing' | 'done';

/**
 * The printing popup (document 1 "Printing popup"): printer set, "Print to your email",
 * Number of Copies and Print; then what became of the labels, with Retry for those that did
 * not print (to the same set or another). With a current printer set it prints straight away
 * and only shows the outcome.
 */
export default function PrintPopup({ request, currentSet, onClose, onPrinted }: PrintPopupProps) {
  const siteId = useSiteId();
  const sets = useSiteLookups(siteId).data?.printerSets ?? [];
  const [printerSet, setPrinterSet] = useState(currentSet ?? '');
  const [toEmail, setToEmail] = useState(false);
  const [copies, setCopies] = useState(String(request.copies ?? DEFAULT_LABEL_COPIES));
  const [phase, setPhase] = useState<Phase>(currentSet ? 'printing' : 'choose');
  const [error, setError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<TPrintOutcome | null>(null);
  const started = useRef(false);

  const run = async (work: () => Promise<TPrintOutcome>) => {
    setPhase('printing');
    setError(null);
    try {
      setOutcome(await work());
      setPhase('done');
      onPrinted?.();
    } catch (e) {
      setError(errorText(e));
      setPhase(outcome ? 'done' : 'choose');
    }
  };

  useEffect(() => {
    if (!currentSet || started.current) return;
    started.current = true;
    void run(() => sendPrint(request, { printer_set: currentSet }));
    // Printed once, when the popup opens with a current set.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const target = (): TPrintTarget | null =>
    toEmail ? { print_to_email: true } : printerSet ? { printer_set: printerSet } : null;

  const print = () => {
    const where = target();
    if (!where) return setError(M.noDestination);
    const count = readCopies(copies);
    if ('error' in count) return setError(count.error);
    void run(() => sendPrint(request, where, count.copies));
  };

  const failed = outcome?.jobs.filter((j) => j.status === 'failed') ?? [];
  const retry = () => {
    const where = target();
    void run(async () => {
      const results = await Promise.all(failed.map((j) => retryPrintJob(j.id, where ?? undefined)));
      const done = new Map(outcome!.jobs.map((j) => [j.id, j]));
      for (const [i, r] of results.entries()) {
        done.delete(failed[i]!.id);
        for (const j of r.jobs) done.set(j.id, j);
      }
      return { jobs: [...done.values()], warnings: results.flatMap((r) => r.warnings) };
    });
  };

  const setOptions = sets.map((s) => ({ value: s.value, label: s.text }));
  const destination = (
    <>
      <Select
        label="Printer set"
        name="printer_set"
        value={printerSet}
        options={setOptions}
        placeholder="Choose a printer set"
        onChange={setPrinterSet}
        disabled={toEmail}
      />
      <Checkbox label="Print to your email" checked={toEmail} onChange={setToEmail} />
    </>
  );

  return (
    <Modal
      open
      onClose={onClose}
      title={request.title}
      footer={
        <>
          {phase === 'choose' && <Button onClick={print}>Print</Button>}
          {phase === 'done' && failed.length > 0 && <Button onClick={retry}>Retry</Button>}
          <Button variant="secondary" onClick={onClose}>
            {phase === 'done' ? 'Close' : 'Cancel'}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-3">
        {phase === 'choose' && (
          <>
            {destination}
            <TextField
              label="Number of Copies"
              name="copies"
              type="number"
              inputMode="numeric"
              min={1}
              value={copies}
              onChange={(e) => setCopies(e.target.value)}
            />
          </>
        )}
        {phase === 'printing' && (
          <p role="status" className="flex items-center gap-2">
            <Spinner /> Printing…
          </p>
        )}
        {phase === 'done' && outcome && (
          <>
            <PrintOutcomeView jobs={outcome.jobs} warnings={outcome.warnings} />
            {failed.length > 0 && destination}
          </>
        )}
        {error && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-900">
            {error}
          </p>
        )}
      </div>
    </Modal>
  );
}

/** What became of a print: how many labels printed or were mailed, and each failure's reason. */
export function PrintOutcomeView({ jobs, warnings }: { jobs: TPrintJob[]; warnings: string[] }) {
  const sent = jobs.filter((j) => j.status === 'printed' || j.status === 'emailed');
  const failed = jobs.filter((j) => j.status === 'failed');
  const held = jobs.filter((j) => j.status === 'held');
  const where = sent[0]?.email_address ?? sent[0]?.printer ?? '';
  const heldAt = [...new Set(held.map((j) => `${j.printer ?? ''}: ${j.failure_reason ?? ''}`))];
  return (
    <div className="flex flex-col gap-2" data-testid="print-outcome">
      {sent.length > 0 && (
        <p role="status" className="rounded-lg bg-green-50 p-3 font-medium text-green-900">
          {sent[0]?.status === 'emailed' ? 'Emailed' : 'Printed'} {sent.length} label
          {sent.length === 1 ? '' : 's'}
          {where ? ` (${where})` : ''}
        </p>
      )}
      {failed.length > 0 && (
        <div role="alert" className="rounded-lg bg-red-50 p-3 text-red-900">
          <p className="font-medium">
            {failed.length} label{failed.length === 1 ? '' : 's'} did not print
          </p>
          <ul className="list-disc pl-5">
            {(warnings.length ? warnings : failed.map((j) => j.failure_reason ?? '')).map((w) => (
              <li key={w}>{w}</li>
            ))}
          </ul>
        </div>
      )}
      {held.length > 0 && (
        <div role="alert" className="rounded-lg bg-amber-50 p-3 text-amber-900">
          <p className="font-medium">
            {held.length} label{held.length === 1 ? '' : 's'} reached the printer, which holds{' '}
            {held.length === 1 ? 'it' : 'them'} until the problem is fixed: do not print{' '}
            {held.length === 1 ? 'it' : 'them'} again
          </p>
          <ul className="list-disc pl-5">
            {heldAt.map((w) => (
              <li key={w}>{w}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
