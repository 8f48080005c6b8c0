import { useEffect } from 'react';
import {
  EditorModal,
  Select,
  TextField,
  isDateValue,
  useEditor,
  type FieldErrors,
} from '../../../ui';
import { changeRunDate } from '../api';
import { useWarehouseRuns } from '../use-order-management';

type TMove = { run_id: string; required_date: string; despatch_date: string };

/**
 * Change Run / Date of the selected orders: a run of the warehouse, the required date and an
 * optional despatch date (entity pick, action change_run_date; their picks follow).
 */
export function ChangeRunDateModal({
  open,
  siteId,
  warehouse,
  runId,
  date,
  salesOrders,
  onClose,
  onDone,
}: {
  open: boolean;
  siteId: string;
  warehouse: string;
  runId: number;
  date: string;
  salesOrders: string[];
  onClose: () => void;
  onDone: () => Promise<unknown>;
}) {
  const editor = useEditor<TMove>();
  const runs = useWarehouseRuns(siteId, warehouse, date, open);
  const { edit, close, show_modal } = editor;
  useEffect(() => {
    if (open && !show_modal)
      edit({ run_id: String(runId), required_date: date, despatch_date: '' });
    if (!open && show_modal) close();
  }, [open, show_modal, edit, close, runId, date]);

  const validate = (m: TMove): FieldErrors => {
    const e: FieldErrors = {};
    if (!m.run_id) e.run_id = 'Choose a run';
    if (!isDateValue(m.required_date)) e.required_date = 'Enter the required date';
    if (m.despatch_date && !isDateValue(m.despatch_date)) e.despatch_date = 'Enter a date';
    return e;
  };

  return (
    <EditorModal<TMove>
      editor={{
        ...editor,
        close: () => {
          editor.close();
          onClose();
        },
      }}
      noun="run / date"
      name={() => `of ${salesOrders.length} order${salesOrders.length === 1 ? '' : 's'}`}
      validate={validate}
      onSave={async (m) => {
        await changeRunDate({
          run_id: Number(m.run_id),
          required_date: m.required_date,
          despatch_date: m.despatch_date || null,
          sales_order_numbers: salesOrders,
        });
        onClose();
      }}
      reload={onDone}
    >
      {(m, errors) => (
        <>
          <p className="text-slate-700">{salesOrders.join(', ')}</p>
          <Select
            label="Run"
            name="run_id"
            errors={errors}
            value={m.run_id}
            placeholder={runs.isPending ? 'Loading runs…' : 'Choose a run'}
            options={(runs.data ?? []).map((r) => ({
              value: String(r.run_id),
              label: `${r.run_name} (${r.run})`,
            }))}
            onChange={(v) => editor.change((x) => ({ ...x, run_id: v }))}
          />
          <TextField
            label="Required date"
            name="required_date"
            type="date"
            errors={errors}
            value={m.required_date}
            onChange={(e) => editor.change((x) => ({ ...x, required_date: e.target.value }))}
          />
          <TextField
            label="Despatch date"
            name="despatch_date"
            type="date"
            errors={errors}
            hint="Optional"
            value={m.despatch_date}
            onChange={(e) => editor.change((x) => ({ ...x, despatch_date: e.target.value }))}
          />
        </>
      )}
    </EditorModal>
  );
}
