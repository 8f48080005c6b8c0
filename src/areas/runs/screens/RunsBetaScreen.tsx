import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { can, ZRun, type TRunRow } from '../../../contract';
import {
  Checkbox,
  RecordListPanel,
  Select,
  errorText,
  useNavContext,
  validateWith,
} from '../../../ui';
import { deleteRun, saveRun, setRunActive } from '../api';
import { flagLabel, RunFields } from '../run-form';
import { blankRun, runToForm, type TRunForm } from '../run-form-model';
import { useReloadRuns, useRuns } from '../use-runs';
import { RunPage } from './RunPage';

const column = createColumnHelper<TRunRow>();
const validate = validateWith<TRunForm>(ZRun);
const NO_SET = '-';

/** Two settings in one cell: "Delivery / Pick and Pack"; one alone when the other is unset. */
const pair = (a: string | null | undefined, b: string | null | undefined) =>
  [a, b].filter(Boolean).join(' / ');

/** The run's active flag as a checkbox that saves at once (view only without update). */
function ActiveToggle({ row, onSaved }: { row: TRunRow; onSaved: () => Promise<unknown> }) {
  const { permissions } = useNavContext();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const toggle = async (active: boolean) => {
    setBusy(true);
    setError('');
    try {
      await setRunActive(row, active);
      await onSaved();
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div onClick={(e) => e.stopPropagation()} onKeyDown={(e) => e.stopPropagation()}>
      <Checkbox
        label={`${row.run} active`}
        hideLabel
        checked={row.active}
        disabled={busy || !can(permissions, 'admin', 'update')}
        onChange={(v) => void toggle(v)}
      />
      {error && (
        <span role="alert" className="text-xs text-red-700">
          {error}
        </span>
      )}
    </div>
  );
}

function RunBetaList({ warehouse }: { warehouse: string }) {
  const [term, setTerm] = useState('');
  const [set, setSet] = useState('');
  const list = useRuns(term);
  const reload = useReloadRuns();
  const sets = useMemo(() => {
    const seen = new Map<string, string>();
    for (const r of list.data ?? []) if (r.runset_id) seen.set(r.runset_id, r.runset_name ?? '');
    return [...seen].map(([value, name]) => ({ value, label: `${value} - ${name}` }));
  }, [list.data]);
  const rows = list.data?.filter((r) =>
    set === '' ? true : set === NO_SET ? r.runset_id === null : r.runset_id === set,
  );
  // At 1400 px the table fits its box: words wrap, paired settings share a column and the
  // flags one; the run's View shows each setting on its own.
  const columns = [
    column.accessor('run', { header: 'Run' }),
    column.accessor('run_name', { header: 'Name', meta: { wrap: true } }),
    column.accessor((r) => r.runset_id ?? '', { id: 'runset_id', header: 'Run Set' }),
    column.accessor('run_type', { header: 'Type' }),
    column.accessor((r) => pair(r.delivery_pickup, r.pick_pack_option), {
      id: 'delivery_pick_pack',
      header: 'Delivery / Pick',
      meta: { wrap: true },
    }),
    column.accessor((r) => pair(r.confirm_on, r.consign_on), {
      id: 'confirm_consign',
      header: 'Confirm / Consign',
      meta: { wrap: true },
    }),
    column.accessor(
      (r) =>
        r.cut_off_start_time || r.cut_off_end_time
          ? `${r.cut_off_start_time}–${r.cut_off_end_time}`
          : '',
      { id: 'cut_off', header: 'Cut-off' },
    ),
    column.accessor('courier', { header: 'Courier' }),
    column.accessor('run_template', {
      header: 'Template',
      meta: { wrap: true },
      // A template's name is one word (auto_pack_consign_on_complete): it breaks anywhere.
      cell: (c) => <span className="break-all">{c.getValue()}</span>,
    }),
    column.accessor(
      (r) =>
        [
          r.default_run ? 'Default' : '',
          r.open_freight_consignment ? flagLabel('open_freight_consignment') : '',
        ]
          .filter(Boolean)
          .join(', '),
      { id: 'flags', header: 'Flags', meta: { wrap: true } },
    ),
    column.accessor('active', {
      header: 'Active',
      cell: ({ row }) => <ActiveToggle row={row.original} onSaved={reload} />,
    }),
  ];
  return (
    <>
      <div className="max-w-sm">
        <Select
          label="Run set"
          name="run_set_filter"
          value={set}
          placeholder="Every run"
          options={[...sets, { value: NO_SET, label: 'In no run set' }]}
          onChange={setSet}
        />
      </div>
      <RecordListPanel<TRunRow, TRunForm>
        label="Runs BETA"
        noun="run"
        countNoun={['run', 'runs']}
        module="admin"
        list={list}
        rows={rows}
        search={{ label: 'Search runs', onSearch: setTerm }}
        columns={columns}
        getRowId={(r) => String(r.run_id)}
        emptyMessage={term || set ? 'No run matches' : 'No runs yet'}
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
 * /admin/run (Runs BETA, document 3 section 2): every run of the context warehouse with its
 * run set, key settings (paired: delivery / pick, confirm / consign) and flags as columns, a
 * run set filter and an active switch per row.
 */
export default function RunsBetaScreen() {
  return (
    <RunPage title="Runs BETA" wide>
      {(warehouse) => <RunBetaList warehouse={warehouse} />}
    </RunPage>
  );
}
