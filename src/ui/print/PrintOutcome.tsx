import type { TPrintJob } from '../../contract';

/** What became of a print: how many labels printed or were mailed, and each failure's reason. */
export function PrintOutcomeView({ jobs, warnings }: { jobs: TPrintJob[]; warnings: string[] }) {
  const sent = jobs.filter((j) => j.status === 'printed' || j.status === 'emailed');
  const failed = jobs.filter((j) => j.status === 'failed');
  const where = sent[0]?.email_address ?? sent[0]?.printer ?? '';
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
    </div>
  );
}
