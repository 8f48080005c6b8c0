import { useState } from 'react';
import type { TPrintJob } from '../../../contract';
import { Button, Modal, Select, errorText, useSiteId, useSiteLookups } from '../../../ui';
import { retryPrintJob } from '../history-api';

/** Send one label of the history again: to its own printer set, or another chosen here. */
export function RetryPrintModal({ job, onClose }: { job: TPrintJob; onClose: () => void }) {
  const siteId = useSiteId();
  const sets = useSiteLookups(siteId).data?.printerSets ?? [];
  const [printerSet, setPrinterSet] = useState(job.printer_set ?? '');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<{ jobs: TPrintJob[]; warnings: string[] } | null>(null);

  const retry = async () => {
    setBusy(true);
    setError(null);
    try {
      setOutcome(await retryPrintJob(job.id, printerSet || undefined));
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  const printed = outcome?.jobs.every((j) => j.status !== 'failed');
  return (
    <Modal
      open
      onClose={onClose}
      title={`Retry ${job.label} ${job.reference} (${job.counter})`}
      footer={
        <>
          {!printed && (
            <Button onClick={() => void retry()} disabled={busy}>
              {busy ? 'Printing…' : 'Retry'}
            </Button>
          )}
          <Button variant="secondary" onClick={onClose}>
            {printed ? 'Close' : 'Cancel'}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-3">
        {job.failure_reason && <p className="text-slate-700">Last attempt: {job.failure_reason}</p>}
        {!printed && (
          <Select
            label="Printer set"
            name="printer_set"
            value={printerSet}
            options={sets.map((s) => ({ value: s.value, label: s.text }))}
            onChange={setPrinterSet}
          />
        )}
        {outcome && printed && (
          <p role="status" className="rounded-lg bg-green-50 p-3 font-medium text-green-900">
            {outcome.jobs[0]?.status === 'emailed' ? 'Emailed' : 'Printed'} on{' '}
            {outcome.jobs[0]?.printer ?? outcome.jobs[0]?.email_address}
          </p>
        )}
        {outcome && !printed && (
          <ul role="alert" className="rounded-lg bg-red-50 p-3 text-red-900">
            {outcome.warnings.map((w) => (
              <li key={w}>{w}</li>
            ))}
          </ul>
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
