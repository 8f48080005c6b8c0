import { useState } from 'react';
import { FISH_MESSAGES as M, fishQuantityAllowed, type TFishPickLine } from '../../../contract';
import { Button, Modal, TextField, formatQuantity } from '../../../ui';
import { pickFishLine } from '../api';

type Props = {
  line: TFishPickLine;
  onClose: () => void;
  onPicked: (line: TFishPickLine) => void;
};

/**
 * The fish pick modal (document 2 section 2): the weight (random-measure items, decimals) or
 * count (whole numbers) picked of one line; less than required closes it Stock not on Shelf.
 */
export function FishPickModal({ line, onClose, onPicked }: Props) {
  const left = Math.max(0, line.quantity_req - line.quantity_picked);
  const [value, setValue] = useState(String(left));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const quantity = Number(value);
  const valid = value.trim() !== '' && Number.isFinite(quantity) && quantity >= 0;

  async function submit() {
    if (!valid) return setError(M.pickFailed);
    if (!fishQuantityAllowed(line, quantity)) return setError(M.wholeNumber);
    setBusy(true);
    setError(null);
    try {
      onPicked(await pickFishLine({ pick_line_id: line.pick_line_id, quantity_picked: quantity }));
    } catch (e) {
      setError(e instanceof Error ? e.message : M.pickFailed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open
      onClose={onClose}
      title={`Pick ${line.inventory_code}`}
      footer={
        <>
          <Button variant="secondary" className="min-h-11" onClick={onClose}>
            Cancel
          </Button>
          <Button className="min-h-11" disabled={busy || !valid} onClick={() => void submit()}>
            Pick
          </Button>
        </>
      }
    >
      <form
        className="flex flex-col gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <p className="text-slate-700">
          {line.inventory_description} · {line.customer_name} · {line.sales_order_number}
        </p>
        {line.operator_instructions && (
          <p className="text-sm text-slate-600">{line.operator_instructions}</p>
        )}
        <p className="text-sm text-slate-600">
          Required {formatQuantity(line.quantity_req)} {line.stocking_factor_unit} from{' '}
          {line.pick_face || 'no pick face'}
        </p>
        <TextField
          label={`Picked Qty (${line.stocking_factor_unit})`}
          name="quantity_picked"
          type="number"
          inputMode={line.randome_measure ? 'decimal' : 'numeric'}
          min={0}
          step={line.randome_measure ? 0.001 : 1}
          value={value}
          autoFocus
          onChange={(e) => setValue(e.target.value)}
          error={error}
          hint={line.randome_measure ? 'Weight, e.g. 4.25' : 'Whole numbers'}
        />
      </form>
    </Modal>
  );
}
