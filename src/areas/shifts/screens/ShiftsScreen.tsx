import { createColumnHelper } from '@tanstack/react-table';
import { BLANK_SHIFT, ZShiftItem, type TShift, type TShiftForm } from '../../../contract';
import { RecordListPanel, TextField, useSiteId, validateWith } from '../../../ui';
import { deleteShift, saveShift } from '../api';
import { useShifts } from '../use-shifts';
import { HourField } from './HourField';

const column = createColumnHelper<TShift>();
const validate = validateWith<TShiftForm>(ZShiftItem);
const padded = (hour: number) => String(hour).padStart(2, '0');

const columns = [
  column.accessor('shift', { header: 'Shift' }),
  column.accessor('shift_name', { header: 'Shift Name' }),
  column.accessor('start_hour', { header: 'Start Hour', cell: (c) => padded(c.getValue()) }),
  column.accessor('end_hour', { header: 'End Hour', cell: (c) => padded(c.getValue()) }),
];

const toForm = (s: TShift): TShiftForm => ({
  ...s,
  start_hour: padded(s.start_hour),
  end_hour: padded(s.end_hour),
});

/**
 * /admin/shift (Shifts, document 3 section 2): Shift, Shift Name, Start Hour, End Hour; add,
 * edit, view, delete. Save and delete do nothing without a site (document 3 section 5).
 */
export default function ShiftsScreen() {
  const siteId = useSiteId();
  const list = useShifts();
  return (
    <main className="mx-auto flex max-w-5xl flex-col gap-4 px-4 py-6">
      <h1 className="text-2xl font-semibold text-slate-900">Shifts</h1>
      <RecordListPanel<TShift, TShiftForm>
        label="Shifts"
        noun="shift"
        countNoun={['shift', 'shifts']}
        module="admin"
        list={list}
        columns={columns}
        getRowId={(s) => s.shift}
        blank={() => ({ ...BLANK_SHIFT })}
        toForm={toForm}
        name={(s) => s.shift}
        describe={(s) => `${s.shift} (${s.shift_name})`}
        validate={validate}
        save={async (item) => (siteId ? saveShift(item) : undefined)}
        remove={async (row) => (siteId ? deleteShift(row) : undefined)}
        fields={(item, errors, editor) => {
          const set = (patch: Partial<TShiftForm>) => editor.change((s) => ({ ...s, ...patch }));
          return (
            <>
              <TextField
                label="Shift"
                name="shift"
                errors={errors}
                value={item.shift}
                readOnly={!editor.adding}
                onChange={(e) => set({ shift: e.target.value })}
              />
              <TextField
                label="Shift Name"
                name="shift_name"
                errors={errors}
                value={item.shift_name}
                onChange={(e) => set({ shift_name: e.target.value })}
              />
              <div className="grid grid-cols-2 gap-3">
                <HourField
                  label="Start Hour"
                  name="start_hour"
                  errors={errors}
                  value={item.start_hour}
                  readOnly={!editor.editing}
                  onChange={(start_hour) => set({ start_hour })}
                />
                <HourField
                  label="End Hour"
                  name="end_hour"
                  errors={errors}
                  value={item.end_hour}
                  readOnly={!editor.editing}
                  onChange={(end_hour) => set({ end_hour })}
                />
              </div>
            </>
          );
        }}
      />
    </main>
  );
}
