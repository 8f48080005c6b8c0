import { ScanField, type TScan } from '../../../scan';
import { Button } from '../../../ui';
import { packControlClass } from './floor-control';
import type { TPackLine } from './pack-line';

/**
 * The line being added to the open pack: the item scan field, the line's item, quantity (in
 * the item's base unit; Enter adds the line), batch and date code, and what one scan counts
 * when a carton was scanned. usePackLine holds the state.
 */
export function PackLineForm({
  itemScan,
  onItemScanChange,
  onScan,
  error,
  line,
  onChange,
  onAdd,
}: {
  itemScan: string;
  onItemScanChange: (value: string) => void;
  onScan: (scan: TScan) => void;
  error: string | null;
  line: TPackLine;
  onChange: (line: TPackLine) => void;
  onAdd: () => void;
}) {
  return (
    <>
      <ScanField
        id="floor-pack-item"
        name="item"
        label="Scan an item"
        value={itemScan}
        onChange={onItemScanChange}
        onScan={onScan}
        error={error}
        autoFocus
      />
      <div className="grid grid-cols-3 gap-2">
        <label className="col-span-2 flex flex-col gap-1">
          <span className="font-medium">Item</span>
          <input
            id="floor-pack-code"
            name="inventory_code"
            autoComplete="off"
            value={line.inventory_code}
            onChange={(e) => onChange({ ...line, inventory_code: e.target.value })}
            className={packControlClass}
          />
        </label>
        <label className="flex flex-col gap-1">
          <span className="font-medium">
            Quantity{line.unit_of_measure ? ` (${line.unit_of_measure})` : ''}
          </span>
          <input
            id="floor-pack-qty"
            name="quantity"
            inputMode="decimal"
            autoComplete="off"
            value={line.quantity}
            aria-describedby={line.per_scan_hint ? 'floor-pack-per-scan' : undefined}
            onChange={(e) => onChange({ ...line, quantity: e.target.value })}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                onAdd();
              }
            }}
            className={packControlClass}
          />
        </label>
        <label className="flex flex-col gap-1">
          <span className="font-medium">Serial/Batch</span>
          <input
            name="detail_reference"
            autoComplete="off"
            value={line.detail_reference}
            onChange={(e) => onChange({ ...line, detail_reference: e.target.value })}
            className={packControlClass}
          />
        </label>
        <label className="flex flex-col gap-1">
          <span className="font-medium">Date Code</span>
          <input
            name="date_code"
            type="date"
            value={line.date_code}
            onChange={(e) => onChange({ ...line, date_code: e.target.value })}
            className={packControlClass}
          />
        </label>
        <Button className="min-h-12 self-end text-lg" variant="secondary" onClick={onAdd}>
          Add line
        </Button>
      </div>
      {line.per_scan_hint && (
        <p id="floor-pack-per-scan" className="text-lg text-slate-700">
          {line.per_scan_hint}
        </p>
      )}
    </>
  );
}
