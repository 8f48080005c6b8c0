import { useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import {
  BLANK_SQL_COMMAND,
  SQL_COMMAND_DATABASES,
  SQL_QUERY_TYPES,
  ZSqlCommandItem,
  type TSqlCommand,
  type TSqlCommandItem,
} from '../../../contract';
import {
  FormField,
  RecordFieldInput,
  RecordListPanel,
  Tabs,
  controlClass,
  useSession,
  validateWith,
  type RecordField,
} from '../../../ui';
import { deleteSqlCommand, saveSqlCommand } from '../api';
import { sqlKeys, useSqlCommandScope, useSqlCommands } from '../use-sql-commands';

const column = createColumnHelper<TSqlCommand>();
const columns = [
  column.accessor('entity', { header: 'Entity' }),
  column.accessor('action', { header: 'Action' }),
  column.accessor('database', { header: 'Database' }),
  column.accessor('query_type', { header: 'Query Type' }),
  column.accessor('description', { header: 'Description' }),
];

const fields: RecordField<TSqlCommandItem>[] = [
  {
    pair: [
      { text: 'entity', label: 'Entity' },
      { text: 'action', label: 'Action' },
    ],
  },
  {
    pair: [
      {
        select: 'database',
        label: 'Database',
        options: SQL_COMMAND_DATABASES.map((d) => ({ value: d, label: d })),
      },
      {
        select: 'query_type',
        label: 'Query Type',
        options: SQL_QUERY_TYPES.map((t) => ({ value: t, label: t })),
      },
    ],
  },
  { text: 'description', label: 'Description' },
];

function CommandsTab({ mine }: { mine: boolean }) {
  const scope = useSqlCommandScope(mine);
  const list = useSqlCommands(scope);
  const userId = useSession()?.user.user_id ?? '';
  const queryClient = useQueryClient();
  return (
    <RecordListPanel<TSqlCommand, TSqlCommandItem>
      label={mine ? 'My Queries' : 'Site Queries'}
      noun="SQL command"
      countNoun={['command', 'commands']}
      module="query"
      list={list}
      columns={columns}
      getRowId={(r) => r.document_id}
      blank={() => ({ ...BLANK_SQL_COMMAND })}
      toForm={(r) => ({
        document_id: r.document_id,
        entity: r.entity,
        action: r.action,
        database: r.database,
        query_type: r.query_type,
        description: r.description,
        sql_command: r.sql_command,
      })}
      name={(r) => r.description}
      describe={(r) => r.description}
      validate={validateWith<TSqlCommandItem>(ZSqlCommandItem)}
      save={(item) => saveSqlCommand(scope, item, userId)}
      remove={deleteSqlCommand}
      reload={() => queryClient.invalidateQueries({ queryKey: sqlKeys.all })}
      emptyMessage={mine ? 'You have no saved queries yet' : 'No SQL commands yet'}
      size="lg"
      fields={(item, errors, editor) => (
        <div className="flex flex-col gap-3">
          {fields.map((field, i) => (
            <RecordFieldInput key={i} field={field} item={item} errors={errors} editor={editor} />
          ))}
          <FormField label="SQL command" name="sql_command" errors={errors}>
            {(control) => (
              <textarea
                {...control}
                className={`${controlClass(!!control['aria-invalid'])} min-h-40 font-mono text-sm`}
                value={item.sql_command}
                spellCheck={false}
                readOnly={!editor.editing}
                onChange={(e) => {
                  const sql_command = e.target.value;
                  editor.change((r) => ({ ...r, sql_command }));
                }}
              />
            )}
          </FormField>
        </div>
      )}
    />
  );
}

/**
 * /sql_command (Admin menu 'SQL Commands', document 3 "SQL command"): the site's named SQL
 * commands (entity, action, database, description; answered by `sql_command select`) and the
 * signed-in user's own (My Queries).
 */
export default function SqlCommandsScreen() {
  return (
    <main className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-6">
      <h1 className="text-2xl font-semibold text-slate-900">SQL Commands</h1>
      <Tabs
        items={[
          { label: 'Site Queries', content: <CommandsTab mine={false} /> },
          { label: 'My Queries', content: <CommandsTab mine /> },
        ]}
      />
    </main>
  );
}
