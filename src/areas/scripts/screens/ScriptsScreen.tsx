import { useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import {
  BLANK_SCRIPT,
  ZScriptItem,
  can,
  type TScriptItem,
  type TScriptRow,
  type TScriptRun,
} from '../../../contract';
import {
  Button,
  RecordFieldInput,
  RecordListPanel,
  Select,
  errorText,
  useNavContext,
  validateWith,
  type RecordField,
} from '../../../ui';
import { deleteScript, runScript, saveScript } from '../api';
import { scriptKeys } from '../keys';
import { useScripts } from '../use-scripts';
import { CodeField } from './CodeField';

const column = createColumnHelper<TScriptRow>();
const columns = [
  column.accessor('script', { header: 'Script' }),
  column.accessor('description', { header: 'Description', meta: { wrap: true } }),
  column.accessor('email_address', { header: 'Email Address' }),
  column.accessor('active', { header: 'Active', cell: (c) => (c.getValue() ? 'Yes' : 'No') }),
];
const fields: RecordField<TScriptItem>[] = [
  { text: 'script', label: 'Script', fixed: true },
  { text: 'description', label: 'Description' },
  { text: 'email_address', label: 'Email Address' },
  { checkbox: 'active', label: 'Active' },
];

/** Run a saved script with JSON data and show its result, its log and any failure. */
function RunPanel({ scripts }: { scripts: TScriptRow[] }) {
  const [script, setScript] = useState('');
  const [data, setData] = useState('{}');
  const [running, setRunning] = useState(false);
  const [run, setRun] = useState<TScriptRun | null>(null);
  const [error, setError] = useState<string | null>(null);
  const start = async () => {
    setError(null);
    setRun(null);
    let parsed: unknown;
    try {
      parsed = JSON.parse(data || '{}');
    } catch {
      setError('The data is not valid JSON');
      return;
    }
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
      setError('The data must be a JSON object');
      return;
    }
    setRunning(true);
    try {
      setRun(await runScript({ script }, parsed as Record<string, unknown>));
    } catch (e) {
      setError(errorText(e));
    } finally {
      setRunning(false);
    }
  };
  return (
    <section
      aria-labelledby="run-script"
      className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4"
    >
      <h2 id="run-script" className="text-lg font-semibold text-slate-900">
        Run a script
      </h2>
      <Select
        label="Script to run"
        className="max-w-sm"
        value={script}
        placeholder="Select…"
        options={scripts.map((s) => ({ value: s.script, label: s.script }))}
        onChange={setScript}
      />
      <CodeField label="Data (JSON)" name="run_data" rows={4} value={data} onChange={setData} />
      <div>
        <Button onClick={() => void start()} disabled={!script || running}>
          {running ? 'Running…' : 'Run'}
        </Button>
      </div>
      {error && (
        <p role="alert" className="text-red-700">
          {error}
        </p>
      )}
      {run && (
        <div aria-label="Script output" className="flex flex-col gap-2">
          <p
            role="status"
            className={run.ok ? 'font-medium text-green-800' : 'font-medium text-red-700'}
          >
            {run.ok ? `Finished in ${run.ms} ms` : `Failed (${run.kind}): ${run.message}`}
          </p>
          {run.ok && (
            <pre className="overflow-auto rounded bg-slate-100 p-3 text-sm" aria-label="Result">
              {JSON.stringify(run.result, null, 2)}
            </pre>
          )}
          {run.logs.length > 0 && (
            <pre
              className="max-h-64 overflow-auto rounded bg-slate-900 p-3 text-sm text-slate-100"
              aria-label="Log"
            >
              {run.logs.join('\n')}
            </pre>
          )}
        </div>
      )}
    </section>
  );
}

/**
 * /script (Scripts, document 3 §2, §3): the site's scripts (Script, Description, Email
 * Address), edited in the modal with their code, and run with JSON data in the sandbox.
 */
export default function ScriptsScreen() {
  const [term, setTerm] = useState('');
  const list = useScripts(term);
  const all = useScripts();
  const queryClient = useQueryClient();
  const { permissions } = useNavContext();
  return (
    <main className="mx-auto flex max-w-5xl flex-col gap-4 px-4 py-6">
      <h1 className="text-2xl font-semibold text-slate-900">Scripts</h1>
      <RecordListPanel<TScriptRow, TScriptItem>
        label="Scripts"
        noun="script"
        countNoun={['script', 'scripts']}
        module="script"
        list={list}
        columns={columns}
        getRowId={(r) => r.script}
        rowVariant={(r) => (r.active ? undefined : 'secondary')}
        blank={() => ({ ...BLANK_SCRIPT })}
        toForm={(r) => ({
          script: r.script,
          description: r.description,
          email_address: r.email_address,
          code_snippet: r.code_snippet,
          active: r.active,
        })}
        name={(r) => r.script}
        describe={(r) => r.script}
        validate={validateWith<TScriptItem>(ZScriptItem)}
        save={saveScript}
        remove={deleteScript}
        reload={() => queryClient.invalidateQueries({ queryKey: scriptKeys.all })}
        size="lg"
        fields={(item, errors, editor) => (
          <>
            {fields.map((field, i) => (
              <RecordFieldInput key={i} field={field} item={item} errors={errors} editor={editor} />
            ))}
            <CodeField
              label="Code"
              name="code_snippet"
              value={item.code_snippet}
              readOnly={!editor.editing}
              errors={errors}
              onChange={(v) => editor.change((r) => ({ ...r, code_snippet: v }))}
            />
          </>
        )}
        emptyMessage={term ? 'No scripts match the search' : 'No scripts yet'}
        search={{ label: 'Search scripts', onSearch: setTerm }}
      />
      {can(permissions, 'script', 'view') && <RunPanel scripts={all.data ?? []} />}
    </main>
  );
}
