import { useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import {
  ALL_WAREHOUSES,
  BLANK_RUN_SET,
  ZRunSet,
  type TRunSet,
  type TRunSetRow,
} from '../../../contract';
import {
  Checkbox,
  RecordListPanel,
  Select,
  TextField,
  siteDataKeys,
  useSiteLookups,
  useWorkContext,
  validateWith,
  type Editor,
  type FieldErrors,
} from '../../../ui';
import { deleteRunSet, saveRunSet } from '../api';
import { useReloadRuns, useRunSets, useRuns } from '../use-runs';

const column = createColumnHelper<TRunSetRow>();
const validate = validateWith<TRunSet>(ZRunSet);

const columns = [
  column.accessor('runset_id', { header: 'Run Set' }),
  column.accessor('runset_name', { header: 'Name' }),
  column.accessor('warehouse', { header: 'Warehouse' }),
  column.accessor((s) => s.runs.map((r) => r.run).join(', '), { id: 'runs', header: 'Runs' }),
];

const toForm = (row: TRunSetRow): TRunSet => ({
  runset_id: row.runset_id,
  runset_name: row.runset_name,
  warehouse: row.warehouse,
  runs: row.runs.map((r) => r.run_id),
});

/** The set's runs: a checkbox per run of its warehouse, with the set a run is in now. */
function RunPicker({ item, editor }: { item: TRunSet; editor: Editor<TRunSet> }) {
  const runs = useRuns('', item.warehouse);
  if (!item.warehouse) return <p className="text-slate-600">Choose the warehouse first.</p>;
  if (runs.isPending) return <p className="text-slate-600">Loading runs…</p>;
  if (runs.error) return <p role="alert">The runs could not be loaded</p>;
  if ((runs.data ?? []).length === 0)
    return <p className="text-slate-600">No runs in warehouse {item.warehouse}</p>;
  const toggle = (runId: number, on: boolean) =>
    editor.change((s) => ({
      ...s,
      runs: on
        ? [...s.runs.filter((id) => id !== runId), runId]
        : s.runs.filter((id) => id !== runId),
    }));
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="mb-1 font-medium text-slate-800">Runs</legend>
      {(runs.data ?? []).map((r) => {
        const elsewhere =
          r.runset_id && r.runset_id !== item.runset_id ? ` (now in ${r.runset_id})` : '';
        return (
          <Checkbox
            key={r.run_id}
            label={`${r.run} - ${r.run_name}${elsewhere}`}
            checked={item.runs.includes(r.run_id)}
            disabled={!editor.editing}
            onChange={(on) => toggle(r.run_id, on)}
          />
        );
      })}
    </fieldset>
  );
}

function RunSetFields({
  item,
  errors,
  editor,
}: {
  item: TRunSet;
  errors: FieldErrors;
  editor: Editor<TRunSet>;
}) {
  const lookups = useSiteLookups(useWorkContext()?.site_id);
  const set = <K extends keyof TRunSet>(key: K, value: TRunSet[K]) =>
    editor.change((s) => ({ ...s, [key]: value }));
  return (
    <div className="flex flex-col gap-3">
      <TextField
        label="Run Set"
        name="runset_id"
        errors={errors}
        value={item.runset_id}
        readOnly={!editor.adding}
        onChange={(e) => set('runset_id', e.target.value)}
      />
      <TextField
        label="Run Set Name"
        name="runset_name"
        errors={errors}
        value={item.runset_name}
        readOnly={!editor.editing}
        onChange={(e) => set('runset_name', e.target.value)}
      />
      {editor.adding ? (
        <Select
          label="Warehouse"
          name="warehouse"
          errors={errors}
          value={item.warehouse}
          placeholder="Choose a warehouse"
          options={(lookups.data?.warehouses ?? []).map((w) => ({
            value: w.warehouse,
            label: `${w.warehouse} - ${w.warehouse_name}`,
          }))}
          onChange={(v) => editor.change((s) => ({ ...s, warehouse: v, runs: [] }))}
        />
      ) : (
        <TextField label="Warehouse" name="warehouse" value={item.warehouse} readOnly />
      )}
      <RunPicker item={item} editor={editor} />
    </div>
  );
}

/**
 * /admin/run_set (Run Sets, document 3 section 2): the run sets of the context warehouse (of
 * every warehouse at ALL), Run Set and Warehouse, with their runs; the modal picks the runs.
 * A run is in at most one set: picking it here moves it from its old set.
 */
export default function RunSetsScreen() {
  const context = useWorkContext();
  const warehouse = context?.warehouse ?? '';
  const [term, setTerm] = useState('');
  const list = useRunSets(term);
  const queryClient = useQueryClient();
  const reloadRuns = useReloadRuns();
  /** The run sets and runs again, and the site lookups (the settings sidebar's run sets). */
  const reload = async () => {
    await queryClient.invalidateQueries({ queryKey: siteDataKeys.lookups(context?.site_id ?? '') });
    return reloadRuns();
  };
  if (!context) return null;
  return (
    <main className="mx-auto flex max-w-5xl flex-col gap-4 px-4 py-6">
      <h1 className="text-2xl font-semibold text-slate-900">Run Sets</h1>
      <p className="text-slate-600">
        {warehouse && warehouse !== ALL_WAREHOUSES ? (
          <>
            Warehouse <span className="font-semibold">{warehouse}</span>
          </>
        ) : (
          'Every warehouse'
        )}
      </p>
      <RecordListPanel<TRunSetRow, TRunSet>
        label="Run Sets"
        noun="run set"
        countNoun={['run set', 'run sets']}
        module="admin"
        list={list}
        search={{ label: 'Search run sets', onSearch: setTerm }}
        columns={columns}
        getRowId={(s) => s.runset_id}
        emptyMessage={term ? 'No run set matches the search' : 'No run sets yet'}
        blank={() => ({
          ...BLANK_RUN_SET,
          warehouse: warehouse === ALL_WAREHOUSES ? '' : warehouse,
        })}
        toForm={toForm}
        name={(s) => s.runset_id}
        describe={(s) => `${s.runset_id} (${s.runset_name})`}
        validate={validate}
        save={saveRunSet}
        remove={deleteRunSet}
        reload={reload}
        fields={(item, errors, editor) => (
          <RunSetFields item={item} errors={errors} editor={editor} />
        )}
      />
    </main>
  );
}
