import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import {
  SQL_DATABASES,
  SQL_DEFAULTS,
  SQL_PRESETS,
  SQL_QUERY_TYPES,
  can,
  type TSqlCommandItem,
  type TSqlQueryType,
  type TSqlToolAnswer,
} from '../../../contract';
import {
  Button,
  DataTable,
  FormField,
  Select,
  TextField,
  controlClass,
  errorText,
  useNavContext,
  useSession,
  useSiteId,
} from '../../../ui';
import { runSql, saveSqlCommand } from '../api';
import { addHistory, readHistory } from '../history';
import { sqlKeys, useSqlCommandScope, useSqlCommands } from '../use-sql-commands';

type Row = Record<string, unknown>;
const column = createColumnHelper<Row>();

const cellText = (v: unknown) =>
  v === null || v === undefined ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v);

function ResultTable({ answer }: { answer: TSqlToolAnswer }) {
  const columns = useMemo(
    () =>
      answer.headers.map((h) =>
        column.accessor((r) => r[h], { id: h, header: h, cell: (c) => cellText(c.getValue()) }),
      ),
    [answer.headers],
  );
  return (
    <div className="flex flex-col gap-2">
      {answer.truncated && (
        <p role="status" className="text-sm text-amber-800">
          Only the first {answer.results.length} rows are shown.
        </p>
      )}
      {answer.headers.length === 0 ? (
        <p role="status">{answer.row_count} rows changed.</p>
      ) : (
        <DataTable
          label="Query results"
          columns={columns}
          data={answer.results}
          emptyMessage="The query answered no rows"
          countNoun={['row', 'rows']}
        />
      )}
    </div>
  );
}

/**
 * /sql (Query, document 3 "SQL query screen"): choose the database and query type, write or
 * pick a command (presets, history, site and own saved queries), run it, see its rows.
 */
export default function SqlQueryScreen() {
  const siteId = useSiteId();
  const userId = useSession()?.user.user_id ?? '';
  const { permissions } = useNavContext();
  const mayUpdate = can(permissions, 'query', 'update');
  const queryClient = useQueryClient();
  const [database, setDatabase] = useState<string>(SQL_DEFAULTS.database);
  const [queryType, setQueryType] = useState<TSqlQueryType>(SQL_DEFAULTS.query_type);
  const [command, setCommand] = useState('');
  const [history, setHistory] = useState(() => readHistory(userId, siteId));
  const [description, setDescription] = useState('');
  const myScope = useSqlCommandScope(true);
  const siteScope = useSqlCommandScope(false);
  const mine = useSqlCommands(myScope);
  const site = useSqlCommands(siteScope);

  const run = useMutation({
    mutationFn: () => runSql(database, queryType, command.trim()),
    onSuccess: () => setHistory(addHistory(userId, siteId, command.trim())),
  });
  const save = useMutation({
    mutationFn: () =>
      saveSqlCommand(
        myScope,
        {
          entity: '',
          action: '',
          description,
          sql_command: command,
          database: database as TSqlCommandItem['database'],
          query_type: queryType,
        },
        userId,
      ),
    onSuccess: async () => {
      setDescription('');
      await queryClient.invalidateQueries({ queryKey: sqlKeys.all });
    },
  });

  const pick = (text: string) => {
    if (text) setCommand(text);
  };
  const saved = [
    ...(mine.data ?? []).map((c) => ({ value: c.sql_command, label: `My: ${c.description}` })),
    ...(site.data ?? []).map((c) => ({ value: c.sql_command, label: `Site: ${c.description}` })),
  ];

  return (
    <main className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-6">
      <h1 className="text-2xl font-semibold text-slate-900">SQL Query</h1>
      <form
        className="flex flex-col gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          if (command.trim()) run.mutate();
        }}
      >
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <Select
            label="Database"
            value={database}
            options={SQL_DATABASES.map((d) => ({ value: d, label: d }))}
            onChange={setDatabase}
          />
          <Select
            label="Query type"
            value={queryType}
            options={SQL_QUERY_TYPES.filter((t) => t === 'select' || mayUpdate).map((t) => ({
              value: t,
              label: t,
            }))}
            onChange={(v) => setQueryType(v as TSqlQueryType)}
          />
          <Select
            label="Preset commands"
            value=""
            placeholder="Choose a preset…"
            options={[
              ...SQL_PRESETS.map((p) => ({ value: p.sql_command, label: p.label })),
              ...saved,
            ]}
            onChange={pick}
          />
          <Select
            label="History"
            value=""
            placeholder={history.length ? 'Run before…' : 'No history yet'}
            options={history.map((h) => ({ value: h, label: h.slice(0, 80) }))}
            onChange={pick}
          />
        </div>
        <FormField label="SQL command" name="sql_command">
          {(control) => (
            <textarea
              {...control}
              className={`${controlClass(false)} min-h-40 font-mono text-sm`}
              value={command}
              spellCheck={false}
              onChange={(e) => setCommand(e.target.value)}
            />
          )}
        </FormField>
        <div className="flex flex-wrap items-end gap-3">
          <Button type="submit" disabled={!command.trim() || run.isPending}>
            {run.isPending ? 'Running…' : 'Run'}
          </Button>
          <TextField
            label="Save to My Queries as"
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            className="min-w-64"
          />
          <Button
            type="button"
            variant="secondary"
            disabled={!command.trim() || !description.trim() || save.isPending}
            onClick={() => save.mutate()}
          >
            Save
          </Button>
        </div>
      </form>
      {save.error && (
        <p role="alert" className="whitespace-pre-line text-red-800">
          {errorText(save.error)}
        </p>
      )}
      {run.error && (
        <p role="alert" className="whitespace-pre-line rounded bg-red-50 p-3 text-red-800">
          {errorText(run.error)}
        </p>
      )}
      {run.data && !run.error && <ResultTable answer={run.data} />}
    </main>
  );
}
