import { useEffect, useRef, useState } from 'react';
import { SCAN_MESSAGES, SCAN_TIMING } from '../contract/scanning';
import { scanFeedback } from './feedback';
import { GS } from './gs1';
import { findItem, findLocation, findPack } from './lookups';
import { toScan } from './make-scan';
import type { TScan } from './types';
import { SCAN_FIELD_ATTRIBUTE, WedgeDetector } from './wedge';

/** The kinds of code a floor screen takes by scan. */
export type TScanKind = 'location' | 'item' | 'pack';

/** What a screen does with each kind of code; the key order is the order codes are tried. */
export type TScanRoutes = Partial<Record<TScanKind, (scan: TScan) => void>>;

/**
 * Which of `kinds` a scan is, tried in order in the device's mirror: the first that matches,
 * else null. A GS1 SSCC is a pack and a GS1 GTIN an item even when the mirror lacks them.
 */
export async function classifyScan(
  scan: TScan,
  kinds: TScanKind[],
  warehouse: string,
): Promise<TScanKind | null> {
  for (const kind of kinds) {
    const found =
      kind === 'pack'
        ? Boolean(scan.gs1?.sscc) || (await findPack(scan).catch(() => null)) !== null
        : kind === 'item'
          ? Boolean(scan.gs1?.gtin) || (await findItem(scan).catch(() => null)) !== null
          : (await findLocation(scan, warehouse).catch(() => null)) !== null;
    if (found) return kind;
  }
  return null;
}

type TEditable = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
type TSnapshot = { el: TEditable; value: string };

function editable(target: EventTarget | null): TEditable | null {
  return target instanceof HTMLInputElement ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement
    ? target
    : null;
}

/** Puts back what a field held before a burst was typed into it, through React's onChange. */
function restore({ el, value }: TSnapshot): void {
  if (el.value === value) return;
  const proto = Object.getPrototypeOf(el) as object;
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(el, value);
  el.dispatchEvent(
    new Event(el instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
  );
}

const MODIFIERS = ['Shift', 'Control', 'Alt', 'Meta', 'CapsLock', 'AltGraph'];

/**
 * The page's scan router: a keyboard-wedge burst (fast keys ended by Enter or Tab) that lands
 * anywhere but a ScanField — in a quantity box, on a button, on the page — is taken off that
 * element (the field gets its text back, the Enter is no tap and no submit) and sent to the
 * route of its kind, found in the mirror in the routes' order. A code no route takes is
 * refused with the not-found tone, and `refusal` says so until the next routed scan.
 * Typing (slow keys) passes through untouched.
 */
export function useScanRouter(
  routes: TScanRoutes,
  { warehouse = '', enabled = true }: { warehouse?: string; enabled?: boolean } = {},
) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const latest = useRef({ routes, warehouse });
  useEffect(() => {
    latest.current = { routes, warehouse };
  }, [routes, warehouse]);

  useEffect(() => {
    if (!enabled) return;
    const detector = new WedgeDetector();
    let lastAt = Number.NEGATIVE_INFINITY;
    let start: TSnapshot | null = null;
    const forget = () => {
      detector.reset();
      start = null;
      lastAt = Number.NEGATIVE_INFINITY;
    };

    const route = async (raw: string) => {
      const { scan, error } = toScan(raw, 'wedge');
      if (error) {
        setRefusal(error);
        scanFeedback('error');
        return;
      }
      const { routes: current, warehouse: where } = latest.current;
      const kinds = Object.keys(current) as TScanKind[];
      const kind = await classifyScan(scan, kinds, where);
      const take = kind ? current[kind] : undefined;
      if (!take) {
        setRefusal(SCAN_MESSAGES.nothingTakes(scan.text, kinds));
        scanFeedback('not-found');
        return;
      }
      setRefusal(null);
      take(scan);
    };

    const onKeyDown = (event: KeyboardEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest(`[${SCAN_FIELD_ATTRIBUTE}], [role="dialog"]`)) {
        forget();
        return;
      }
      const at = event.timeStamp > 0 ? event.timeStamp : performance.now();
      if (event.key === 'Enter' || (event.key === 'Tab' && !event.shiftKey)) {
        const raw = detector.terminate(at);
        const before = start;
        forget();
        if (raw === null) return;
        event.preventDefault();
        event.stopPropagation();
        if (before) restore(before);
        void route(raw);
        return;
      }
      const gs = event.key === GS || (event.ctrlKey && event.key === ']');
      const char = gs ? GS : event.key;
      if (gs || (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey)) {
        if (at - lastAt > SCAN_TIMING.maxKeyGapMs) {
          const el = editable(target);
          start = el ? { el, value: el.value } : null;
        }
        lastAt = at;
        detector.key(char, at);
        if (gs) event.preventDefault();
        return;
      }
      if (!MODIFIERS.includes(event.key)) forget();
    };

    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, [enabled]);

  return { refusal, clearRefusal: () => setRefusal(null) };
}
