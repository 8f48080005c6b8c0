import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import {
  BLANK_ENTITY_SCRIPT_V2,
  ENTITY_LAMBDA_SCRIPT_TYPE,
  SCRIPT_STAGES,
  entityScriptMatches,
  ZEntityScriptV2,
  type TEntityScriptDoc,
  type TEntityScriptV2Form,
} from '../../../contract';
import { RecordListPanel, useSiteId, validateWith, type RecordField } from '../../../ui';
import { deleteStoreRecord, saveStoreRecord } from '../api';
import { scriptKeys } from '../keys';
import { useScripts, useStoreRecords } from '../use-scripts';

const column = createColumnHelper<TEntityScriptDoc>();
const columns = [
  column.accessor((r) => r.lambda ?? '', { id: 'lambda', header: 'Lambda' }),
  column.accessor((r) => r.entity ?? '', { id: 'entity', header: 'Entity' }),
  column.accessor((r) => r.action ?? '', { id: 'action', header: 'Action' }),
  column.accessor((r) => r.stage ?? '', { id: 'stage', header: 'Stage' }),
  column.accessor((r) => r.active !== false, {
    id: 'active',
    header: 'Active',
    cell: (c) => (c.getValue() ? 'Yes' : 'No'),
  }),
];

const toForm = (r: TEntityScriptDoc): TEntityScriptV2Form => ({
  lambda: r.lambda ?? '',
  entity: r.entity ?? '',
  action: r.action ?? '',
  stage: r.stage ?? 'before',
  active: r.active !== false,
  entity_script: typeof r.entity_script === 'string' ? r.entity_script : '',
});

/**
 * /entity_script_v2 (Entity Scripts V2, document 3 §2, §3): the script (lambda) run at a stage
 * of an entity's action. Before: a failure refuses the action with the script's message and
 * nothing is written. After: the action stands and a failure is a warning.
 */
export default function EntityScriptsV2Screen() {
  const siteId = useSiteId();
  const list = useStoreRecords(ENTITY_LAMBDA_SCRIPT_TYPE);
  const scripts = useScripts();
  const queryClient = useQueryClient();
  const [term, setTerm] = useState('');
  const fields: RecordField<TEntityScriptV2Form>[] = [
    {
      select: 'lambda',
      label: 'Lambda',
      placeholder: 'Select…',
      options: (scripts.data ?? []).map((s) => ({ value: s.script, label: s.script })),
    },
    {
      pair: [
        { text: 'entity', label: 'Entity' },
        { text: 'action', label: 'Action' },
      ],
    },
    {
      select: 'stage',
      label: 'Stage',
      options: SCRIPT_STAGES.map((s) => ({ value: s, label: s === 'before' ? 'Before' : 'After' })),
    },
    { checkbox: 'active', label: 'Active' },
    { text: 'entity_script', label: 'Description' },
  ];
  return (
    <main className="mx-auto flex max-w-5xl flex-col gap-4 px-4 py-6">
      <h1 className="text-2xl font-semibold text-slate-900">Entity Scripts V2</h1>
      <RecordListPanel<TEntityScriptDoc, TEntityScriptV2Form>
        label="Entity scripts v2"
        noun="entity script"
        countNoun={['entity script', 'entity scripts']}
        module="script"
        list={list}
        rows={list.data?.filter((r) =>
          entityScriptMatches([r.lambda, r.entity, r.action, r.stage], term),
        )}
        columns={columns}
        getRowId={(r) => r.document_id}
        rowVariant={(r) => (r.active === false ? 'secondary' : undefined)}
        blank={() => ({ ...BLANK_ENTITY_SCRIPT_V2 })}
        toForm={toForm}
        name={(r) => `${r.entity}-${r.action} (${r.stage})`}
        describe={(r) =>
          `${r.lambda ?? ''} on ${r.entity ?? ''}-${r.action ?? ''} (${r.stage ?? ''})`
        }
        validate={validateWith<TEntityScriptV2Form>(ZEntityScriptV2)}
        save={async (item) => {
          await saveStoreRecord(siteId, ENTITY_LAMBDA_SCRIPT_TYPE, item, 'Entity Script');
        }}
        remove={(row) => deleteStoreRecord(row, 'Entity Script')}
        reload={() => queryClient.invalidateQueries({ queryKey: scriptKeys.all })}
        fields={fields}
        emptyMessage={term ? 'No entity scripts match the search' : 'No entity scripts yet'}
        search={{ label: 'Search entity scripts', onSearch: setTerm }}
      />
    </main>
  );
}
