import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import {
  LOCATION_IMPORT_MESSAGES,
  LOCATION_IMPORT_POLL_MS,
  LOCATION_IMPORT_STATUS_VARIANT,
  mapUploadRows,
  uploadIsQueued,
  type TLocationImport,
  type TLocationImportError,
  type TUploadSection,
} from '../../../contract';
import { Button, errorText, Modal, Select, StatusBadge, useWorkContext } from '../../../ui';
import { locationKeys } from '../keys';
import { fetchImport, fetchImports, queueUpload, uploadDirect } from '../upload-api';
import { readUploadFile } from '../upload-file';

type Outcome =
  | { kind: 'direct'; saved: number; errors: TLocationImportError[]; skipped: number }
  | { kind: 'queued'; imports: number[]; skipped: number };

function RowErrors({ errors, label }: { errors: TLocationImportError[]; label: string }) {
  if (errors.length === 0) return null;
  return (
    <ul
      aria-label={label}
      className="max-h-48 overflow-y-auto rounded border border-red-200 bg-red-50 p-2 text-sm text-red-900"
    >
      {errors.map((e) => (
        <li key={`${e.row}-${e.message}`}>{e.message}</li>
      ))}
    </ul>
  );
}

/** One import's progress, asked for again every LOCATION_IMPORT_POLL_MS while it runs. */
export function ImportProgress({
  importId,
  initial,
  onDone,
}: {
  importId: number;
  initial?: TLocationImport;
  onDone?: () => void;
}) {
  const siteId = useWorkContext()?.site_id ?? '';
  const query = useQuery({
    queryKey: locationKeys.import(siteId, importId),
    queryFn: () => fetchImport(importId),
    initialData: initial,
    refetchInterval: (q) => (q.state.data?.status === 'DONE' ? false : LOCATION_IMPORT_POLL_MS),
  });
  const item = query.data;
  const done = item?.status === 'DONE';
  const notified = useRef(false);
  useEffect(() => {
    if (done && !notified.current) {
      notified.current = true;
      onDone?.();
    }
  }, [done, onDone]);
  if (!item) {
    return query.error ? (
      <p role="alert" className="text-red-800">
        {errorText(query.error)}
      </p>
    ) : (
      <p>Loading…</p>
    );
  }
  return (
    <section
      aria-label={`Import ${item.import_id}`}
      className="flex flex-col gap-2 rounded border border-slate-200 p-3"
    >
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium">
          Import {item.import_id}
          {item.file_name ? ` - ${item.file_name}` : ''}
        </span>
        <StatusBadge variant={LOCATION_IMPORT_STATUS_VARIANT[item.status]}>
          {item.status}
        </StatusBadge>
      </div>
      <progress
        className="h-3 w-full"
        max={Math.max(item.total_rows, 1)}
        value={item.processed_rows}
        aria-label={`Import ${item.import_id} progress`}
      />
      <p role="status" className="text-sm text-slate-700">
        {item.processed_rows} of {item.total_rows} rows processed, {item.saved_rows} saved,{' '}
        {item.failed_rows} failed
      </p>
      {query.error && (
        <p role="alert" className="text-sm text-red-800">
          {errorText(query.error)}
        </p>
      )}
      {item.failed_rows > item.errors.length && (
        <p className="text-sm text-slate-700">
          {LOCATION_IMPORT_MESSAGES.moreErrors(item.errors.length, item.failed_rows)}
        </p>
      )}
      <RowErrors errors={item.errors} label={`Import ${item.import_id} row errors`} />
    </section>
  );
}

/** The warehouse's recent imports (their progress; a running one keeps polling). */
function RecentImports({ warehouse, exclude }: { warehouse: string; exclude: number[] }) {
  const siteId = useWorkContext()?.site_id ?? '';
  const recent = useQuery({
    queryKey: locationKeys.imports(siteId, warehouse),
    queryFn: () => fetchImports(warehouse),
  });
  const shown = (recent.data ?? []).filter((i) => !exclude.includes(i.import_id));
  if (shown.length === 0) return null;
  return (
    <div className="flex flex-col gap-2">
      <h2 className="font-semibold text-slate-800">Recent imports</h2>
      {shown.map((i) => (
        <ImportProgress key={i.import_id} importId={i.import_id} />
      ))}
    </div>
  );
}

/**
 * Bulk location upload (document 3 §2, §5, §9): a CSV or XLSX file; up to 100 rows are
 * saved directly, more go to the import queue with its progress shown here.
 */
export function LocationUpload({
  warehouse,
  sections,
  onSaved,
}: {
  warehouse: string;
  sections: (TUploadSection & { label: string })[];
  onSaved: () => void;
}) {
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [pickSection, setPickSection] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  const close = () => {
    setOpen(false);
    setFile(null);
    setError(null);
    setOutcome(null);
  };

  const upload = async () => {
    if (!file) return;
    setBusy(true);
    setError(null);
    setOutcome(null);
    try {
      const records = await readUploadFile(file);
      const { rows, skipped } = mapUploadRows(records, {
        warehouse,
        pick_section: pickSection,
        sections,
      });
      if (rows.length === 0) {
        setError(LOCATION_IMPORT_MESSAGES.noRows);
        return;
      }
      if (uploadIsQueued(rows.length)) {
        const imports = await queueUpload(warehouse, file.name, rows);
        setOutcome({ kind: 'queued', imports: imports.map((i) => i.import_id), skipped });
      } else {
        const result = await uploadDirect(rows);
        setOutcome({ kind: 'direct', ...result, skipped });
        if (result.saved > 0) onSaved();
      }
    } catch (e) {
      setError(
        e instanceof Error && !('status' in e)
          ? e.message
          : LOCATION_IMPORT_MESSAGES.upload(errorText(e)),
      );
    } finally {
      setBusy(false);
      if (inputRef.current) inputRef.current.value = '';
      setFile(null);
    }
  };

  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Upload locations
      </Button>
      <Modal
        open={open}
        onClose={close}
        title={`Upload locations to ${warehouse}`}
        size="lg"
        footer={
          <>
            <Button variant="secondary" onClick={close}>
              Close
            </Button>
            <Button onClick={() => void upload()} disabled={!file || busy}>
              {busy ? 'Uploading…' : 'Upload'}
            </Button>
          </>
        }
      >
        <div className="flex flex-col gap-4">
          <p className="text-sm text-slate-700">
            A CSV or XLSX file with a header row. Each row needs a <code>location</code> (or{' '}
            <code>loc</code> or <code>bin_location</code>) column; <code>pick_section</code>,{' '}
            <code>storage</code>, <code>pick_sequence</code> and the other location fields are
            optional. A blank storage takes the pick section&apos;s, a blank pick sequence is
            numbered 1, 2, ... in file order. Up to 100 rows are saved at once; larger files are
            queued.
          </p>
          <label className="flex flex-col gap-1 font-medium text-slate-800">
            Location file (CSV or XLSX)
            <input
              ref={inputRef}
              type="file"
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              className="min-h-11 rounded border border-slate-300 p-2"
              onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            />
          </label>
          <Select
            label="Pick section for rows without one"
            value={pickSection}
            placeholder="None (the file gives each row's)"
            options={sections.map((s) => ({ value: s.pick_section, label: s.label }))}
            onChange={setPickSection}
          />
          {error && (
            <p role="alert" className="rounded border border-red-300 bg-red-50 p-3 text-red-900">
              {error}
            </p>
          )}
          {outcome && outcome.skipped > 0 && (
            <p role="status" className="rounded border border-amber-300 bg-amber-50 p-3">
              {LOCATION_IMPORT_MESSAGES.skipped(outcome.skipped)}
            </p>
          )}
          {outcome?.kind === 'direct' && (
            <div className="flex flex-col gap-2">
              <p
                role="status"
                className="rounded border border-emerald-300 bg-emerald-50 p-3 text-emerald-900"
              >
                {LOCATION_IMPORT_MESSAGES.direct(outcome.saved, outcome.errors.length)}
              </p>
              <RowErrors errors={outcome.errors} label="Refused rows" />
            </div>
          )}
          {outcome?.kind === 'queued' && (
            <div className="flex flex-col gap-2">
              <p role="status" className="rounded border border-sky-300 bg-sky-50 p-3 text-sky-900">
                {LOCATION_IMPORT_MESSAGES.queued}
              </p>
              {outcome.imports.map((id) => (
                <ImportProgress key={id} importId={id} onDone={onSaved} />
              ))}
            </div>
          )}
          {open && (
            <RecentImports
              warehouse={warehouse}
              exclude={outcome?.kind === 'queued' ? outcome.imports : []}
            />
          )}
        </div>
      </Modal>
    </>
  );
}
