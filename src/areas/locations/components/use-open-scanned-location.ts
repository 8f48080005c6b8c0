import { useEffect, useRef } from 'react';
import { effectiveLocationTerm, type TLocation, type TLocationItem } from '../../../contract';
import type { Editor } from '../../../ui';

/**
 * A scan (the whole barcode or code of one location) opens that location in view, once per
 * term: when the search finds just it.
 */
export function useOpenScannedLocation(
  term: string,
  list: { data: TLocation[] | undefined; isPlaceholderData: boolean },
  editor: Editor<TLocationItem>,
) {
  const autoOpened = useRef('');
  useEffect(() => {
    const t = effectiveLocationTerm(term)?.toLowerCase();
    const rows = list.data;
    if (!t || list.isPlaceholderData || !rows || rows.length !== 1 || autoOpened.current === t)
      return;
    const [only] = rows;
    if (only && (only.barcode.toLowerCase() === t || only.location.toLowerCase() === t)) {
      autoOpened.current = t;
      editor.view(only);
    }
  }, [term, list.data, list.isPlaceholderData, editor]);
}
