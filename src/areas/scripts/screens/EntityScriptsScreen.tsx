import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import {
  BLANK_ENTITY_SCRIPT,
  ENTITY_SCRIPT_TYPE,
  entityScriptMatches,
  ZEntityScript,
  type TEntityScriptDoc,
  type TEntityScriptForm,
} from '../../../contract';
import { RecordListPanel, useSiteId, validateWith, type RecordField } from '../../../ui';
import { deleteStoreRecord, saveStoreRecord } from '../api';
import { scriptKeys } from '../keys';
import { useScripts, useStoreRecords } from '../use-scripts';

const column = createColumnHelper<TEntityScriptDoc>();
const columns = [
  column.accessor((r) => r.entity ?? '', { id: 'entity', header: 'Entity' }),
  column.accessor((r) => r.action ?? '', { id: 'action', header: 'Action' }),
  column.accessor((r) => r.script ?? '', { id: 'script', header: 'Script' }),
];

/**
 * /entity_script (EntityScripts, document 3 §2, §3): which script runs when an entity's action
 * runs (after the action; document_id entity-action, one script per entity and action).
 */
export default function EntityScriptsScreen() {
  const siteId = useSiteId();
  const list = useStoreRecords(ENTITY_SCRIPT_TYPE);
  const scripts = useScripts();
  const queryClient = useQueryClient();
  const [term, setTerm] = useState('');
  const fields: RecordField<TEntityScriptForm>[] = [
    { text: 'entity', label: 'Entity', fixed: true },
    { text: 'action', label: 'Action', fixed: true },
    {
      select: 'script',
      label: 'Script',
      placeholder: 'Select…',
      options: (scripts.data ?? []).map((s) => ({ value: s.script, label: s.script })),
    },
  ];
  return (
    <main className="mx-auto flex max-w-5xl flex-col gap-4 px-4 py-6">
      <h1 className="text-2xl font-semibold text-slate-900">Entity Scripts</h1>
      <p className="text-slate-700">
        The script runs after the action named succeeds; a failure is shown as a warning.
      </p>
      <RecordListPanel<TEntityScriptDoc, TEntityScriptForm>
        label="Entity scripts"
        noun="entity script"
        countNoun={['entity script', 'entity scripts']}
        module="script"
        list={list}
        rows={list.data?.filter((r) => entityScriptMatches([r.entity, r.action, r.script], term))}
        columns={columns}
        getRowId={(r) => r.document_id}
        blank={() => ({ ...BLANK_ENTITY_SCRIPT })}
        toForm={(r) => ({ entity: r.entity ?? '', action: r.action ?? '', script: r.script ?? '' })}
        name={(r) => `${r.entity}-${r.action}`}
        describe={(r) => `${r.entity}-${r.action} (${r.script ?? ''})`}
        validate={validateWith<TEntityScriptForm>(ZEntityScript)}
        save={(item) => saveStoreRecord(siteId, ENTITY_SCRIPT_TYPE, item, 'Entity Script')}
        remove={(row) => deleteStoreRecord(row, 'Entity Script')}
        reload={() => queryClient.invalidateQueries({ queryKey: scriptKeys.all })}
        fields={fields}
        emptyMessage={term ? 'No entity scripts match the search' : 'No entity scripts yet'}
        search={{ label: 'Search entity scripts', onSearch: setTerm }}
      />
    </main>
  );
}
