import { useLiveQuery } from 'dexie-react-hooks';
import { FLOOR_MESSAGES as F } from '../../../contract';
import { onHandAt } from '../../../offline/on-hand';

export type TScannedStock = {
  warehouse: string;
  location: string;
  inventory: string;
  description: string;
  unit: string;
  /** The batch asked for ('' for any batch). */
  serial_batch: string;
  date_code: string;
};

/**
 * What was scanned, before the quantity (issue 26): the item's code and name, and what the
 * device holds of it at the location (the mirror, with the writes waiting or sent since the
 * last refresh: src/offline/on-hand.ts), kept live as writes are queued and sent.
 */
export function ScannedStock({ stock }: { stock: TScannedStock }) {
  const { warehouse, location, inventory, serial_batch, date_code } = stock;
  const held = useLiveQuery(
    async () =>
      location.trim() && inventory.trim()
        ? ((await onHandAt({ warehouse, location, inventory, serial_batch, date_code })) ??
          'unknown')
        : null,
    [warehouse, location, inventory, serial_batch, date_code],
  );
  if (!inventory.trim()) return null;
  return (
    <div
      data-testid="scanned-stock"
      aria-live="polite"
      className="rounded-xl border border-slate-200 bg-slate-50 px-4 py-3 text-lg md:col-span-2"
    >
      <p className="font-semibold text-slate-900">
        {inventory}
        {stock.description && (
          <span className="font-normal text-slate-700"> — {stock.description}</span>
        )}
      </p>
      {held && (
        <p data-testid="scanned-on-hand" className="text-slate-800">
          {held === 'unknown'
            ? F.onHandUnknown(location)
            : F.onHandAt(held.quantity, stock.unit, location)}
        </p>
      )}
    </div>
  );
}
