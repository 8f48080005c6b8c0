import { useState } from 'react';
import { SCAN_MESSAGES } from '../../../contract';
import { findItem, scanFeedback, type TScan } from '../../../scan';
import { focusPackField } from './focus-pack-field';
import { BLANK_PACK_LINE, scannedLine, type TPackLine } from './pack-line';

/**
 * The pack screen's line being filled: the item scan field's text, the line, and what an
 * item scan does to it (fills it from the item, GS1 data and carton scanned, then focuses
 * the quantity, or the item code for a GS1 item not on the device).
 */
export function usePackLine() {
  const [itemScan, setItemScan] = useState('');
  const [line, setLine] = useState<TPackLine>(BLANK_PACK_LINE);

  /**
   * Fill the line from an item scan. Answers why it could not (the scan matches no item:
   * nothing changes, and the caller says so), else null.
   */
  const fillFromScan = async (scan: TScan): Promise<string | null> => {
    const text = scan.text.trim();
    if (!text) return null;
    const found = await findItem(scan).catch(() => null);
    const gs1 = scan.gs1 ?? found?.gs1 ?? null;
    if (!found && !gs1?.gtin) return SCAN_MESSAGES.itemNotFound(text);
    setLine((current) => scannedLine(current, scan, found));
    setItemScan('');
    scanFeedback('ok');
    focusPackField(found ? 'floor-pack-qty' : 'floor-pack-code');
    return null;
  };

  const clearLine = () => setLine(BLANK_PACK_LINE);

  return { itemScan, setItemScan, line, setLine, fillFromScan, clearLine };
}
