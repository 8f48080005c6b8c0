import type { TStopKey } from '../../../contract';

/**
 * The keys of a stop's customer, as the driver needs them at the door: which key, where it is
 * now, and the notes for getting in and leaving.
 */
export default function StopKeys({ keys }: { keys: readonly TStopKey[] }) {
  if (keys.length === 0) return null;
  return (
    <ul className="mt-1 space-y-1">
      {keys.map((k) => (
        <li
          key={k.key_name}
          data-testid="stop-key"
          className="rounded border border-amber-300 bg-amber-50 px-2 py-1 text-sm text-slate-800"
        >
          <span className="font-semibold">
            {`Key ${k.key_number || k.key_name}`}
            {k.colour ? ` (${k.colour})` : ''}
          </span>
          {k.key_number ? ` ${k.key_name}` : ''}
          <span className="block">
            {k.checked_out_to ? `Checked out to ${k.checked_out_to}` : 'In the key cabinet'}
          </span>
          {k.special_instructions && (
            <span className="block font-medium">{k.special_instructions}</span>
          )}
          {k.entry_notes && <span className="block">{`Entry: ${k.entry_notes}`}</span>}
          {k.exit_notes && <span className="block">{`Exit: ${k.exit_notes}`}</span>}
        </li>
      ))}
    </ul>
  );
}
