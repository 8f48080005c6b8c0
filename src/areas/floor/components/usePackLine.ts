import { useRef, useState } from 'react';
import { SCAN_MESSAGES } from '../../../contract';
import { findItem, scanFeedback, type TScan } from '../../../scan';
import { focusPackField } from './focus-pack-field';
import { BLANK_PACK_LINE, lineContent, scannedLine, type TPackLine } from './pack-line';

/**
 * The pack screen's line being filled: the item scan field's text, the line, and what an
 * item scan does to it (fills it from the item, GS1 data and carton scanned, then focuses
 * the quantity, or the item code for a GS1 item not on the device). The same item scanned
 * again counts one more; another item first hands the finished line to `onLineDone`.
 */
export function usePackLine() {
  const [itemScan, setItemScan] = useState('');
  const [line, setLineState] = useState<TPackLine>(BLANK_PACK_LINE);
  /** The line as the handlers changed it last (two scans can come before a render). */
  const lineRef = useRef<TPackLine>(BLANK_PACK_LINE);
  const setLine = (next: TPackLine) => {
    lineRef.current = next;
    setLineState(next);
  };

  /**
   * Fill the line from an item scan. Answers why it could not (the scan matches no item:
   * nothing changes, and the caller says so), else null.
   */
  const fillFromScan = async (
    scan: TScan,
    onLineDone?: (line: TPackLine) => void,
  ): Promise<string | null> => {
    const text = scan.text.trim();
    if (!text) return null;
    const found = await findItem(scan).catch(() => null);
    const gs1 = scan.gs1 ?? found?.gs1 ?? null;
    if (!found && !gs1?.gtin) return SCAN_MESSAGES.itemNotFound(text);
    const current = lineRef.current;
    const next = scannedLine(current, scan, found);
    // Another item while a whole line is filled: that line is added, not overwritten.
    if (onLineDone && next.scanned !== current.scanned && typeof lineContent(current) !== 'string')
      onLineDone(current);
    setLine(next);
    setItemScan('');
    scanFeedback('ok');
    focusPackField(found ? 'floor-pack-qty' : 'floor-pack-code');
    return null;
  };

  const clearLine = () => setLine(BLANK_PACK_LINE);

  return { itemScan, setItemScan, line, setLine, fillFromScan, clearLine };
}
