import { useCallback, useEffect, useState } from 'react';
import type { TListValue } from '../../../contract';
import { Button, Notice, errorText } from '../../../ui';
import { fetchListValues } from '../api';

/**
 * "Preview": the rows `get` answers for the saved list (an SQL list runs its query). When
 * `auto` (viewing, where the form's buttons are disabled) they load as it opens.
 */
export function ListPreview({ listId, auto }: { listId: number; auto: boolean }) {
  const [values, setValues] = useState<TListValue[] | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const preview = useCallback(async () => {
    setBusy(true);
    setError('');
    try {
      setValues((await fetchListValues(listId))?.values ?? []);
    } catch (e) {
      setValues(null);
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  }, [listId]);
  useEffect(() => {
    if (auto) void preview();
  }, [auto, preview]);
  return (
    <section aria-label="Preview" className="flex flex-col gap-2">
      <div>
        <Button variant="secondary" onClick={() => void preview()} disabled={busy}>
          Preview
        </Button>
      </div>
      {error && <Notice>{error}</Notice>}
      {values && values.length === 0 && <p className="text-slate-600">The list has no values</p>}
      {values && values.length > 0 && (
        <ul className="max-h-48 overflow-auto rounded border border-slate-200 text-sm">
          {values.map((v, i) => (
            <li key={i} className="border-b border-slate-100 px-3 py-1 last:border-0">
              {v.list_value}
              {v.text !== v.list_value && <span className="text-slate-500"> — {v.text}</span>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
