import { createColumnHelper } from '@tanstack/react-table';
import { lazy, Suspense, useState } from 'react';
import { RUN_TEMPLATES, ZRun, type TRunRow, type TRunTemplate } from '../../../contract';
import { DataTable, RecordListPanel, validateWith } from '../../../ui';
import { deleteRun, saveRun } from '../api';
import { RunFields } from '../run-form';
import { blankRun, runToForm, type TRunForm } from '../run-form-model';
import { useReloadRuns, useRuns } from '../use-runs';
import { RunPage } from './RunPage';

const column = createColumnHelper<TRunRow>();
// Printing loads with the first list, never with the shell.
const PrintButton = lazy(() => import('../../../ui/print/PrintButton'));
const validate = validateWith<TRunForm>(ZRun);

const columns = [
  column.accessor('run', { header: 'Run Code' }),
  column.accessor('run_name', { header: 'Run Name' }),
  column.accessor('run_type', { header: 'Run Type' }),
];

const templateColumn = createColumnHelper<TRunTemplate>();
const templateColumns = [
  templateColumn.accessor('template', { header: 'Template' }),
  templateColumn.accessor('description', { header: 'Description' }),
];

function RunList({ warehouse }: { warehouse: string }) {
  const [term, setTerm] = useState('');
  const list = useRuns(term);
  const reload = useReloadRuns();
  const withPrint = [
    ...columns,
    column.display({
      id: 'print',
      header: 'Labels',
      cell: ({ row: { original: r } }) => (
        <Suspense fallback={null}>
          <PrintButton
            request={{
              title: `Print carton labels ${r.run}`,
              label_type: 'run',
              keys: [r.run],
              warehouse,
            }}
          >
            Print carton labels
          </PrintButton>
        </Suspense>
      ),
    }),
  ];
  return (
    <>
      <RecordListPanel<TRunRow, TRunForm>
        label="Runs"
        noun="run"
        countNoun={['run', 'runs']}
        module="admin"
        list={list}
        search={{ label: 'Search runs', onSearch: setTerm }}
        columns={withPrint}
        getRowId={(r) => String(r.run_id)}
        emptyMessage={term ? 'No run matches the search' : 'No runs yet'}
        blank={() => blankRun(warehouse)}
        toForm={runToForm}
        name={(r) => r.run}
        describe={(r) => `${r.run} (${r.run_name})`}
        validate={validate}
        save={saveRun}
        remove={deleteRun}
        reload={reload}
        size="lg"
        fields={(item, errors, editor) => <RunFields item={item} errors={errors} editor={editor} />}
      />
    </>
  );
}

/**
 * /run (Runs, document 3 section 2): the context warehouse's runs, Run Code, Run Name and
 * Run Type; add (optionally from a run template), view, edit, delete; the run templates.
 */
export default function RunsScreen() {
  return (
    <RunPage title="Runs">
      {(warehouse) => (
        <>
          <RunList warehouse={warehouse} />
          <section className="flex flex-col gap-2">
            <h2 className="text-lg font-semibold text-slate-900">Run Templates</h2>
            <p className="text-sm text-slate-600">
              Add run offers these as the starting settings of a new run.
            </p>
            <DataTable
              label="Run Templates"
              columns={templateColumns}
              data={[...RUN_TEMPLATES]}
              emptyMessage="No run templates"
              getRowId={(t) => t.template}
              density="dense"
            />
          </section>
        </>
      )}
    </RunPage>
  );
}
