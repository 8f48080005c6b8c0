import { useCallback, useEffect, useMemo, useRef, type KeyboardEvent } from 'react';
import { SCAN_TIMING, type TScanSource } from '../contract/scanning';
import { GS } from './gs1';

/** Marks an input that reads scans itself (ScanField): the page's scan router leaves it be. */
export const SCAN_FIELD_ATTRIBUTE = 'data-scan-field';

/** The timing that tells a wedge scanner from a person (defaults: SCAN_TIMING). */
export type TWedgeTiming = {
  maxKeyGapMs: number;
  maxTerminatorGapMs: number;
  minBurstLength: number;
};

/**
 * Tells keyboard-wedge bursts from typing by the gaps between keystrokes. Feed it every
 * character with its time (`key`), then ask at Enter/Tab (`terminate`): a burst of at least
 * `minBurstLength` characters, each at most `maxKeyGapMs` after the one before, ended at most
 * `maxTerminatorGapMs` after the last, is a scan. A slower key starts a new burst, so a person
 * who typed a little before the scanner fired does not spoil the scan.
 */
export class WedgeDetector {
  private chars: string[] = [];
  private last = Number.NEGATIVE_INFINITY;
  private readonly timing: TWedgeTiming;

  constructor(timing: Partial<TWedgeTiming> = {}) {
    this.timing = { ...SCAN_TIMING, ...timing };
  }

  /** One character (GS as U+001D) typed at `at` ms. */
  key(char: string, at: number): void {
    if (at - this.last > this.timing.maxKeyGapMs) this.chars = [];
    this.chars.push(char);
    this.last = at;
  }

  /** Would an Enter/Tab at `at` end a scanner burst? */
  isBurst(at: number): boolean {
    return (
      this.chars.length >= this.timing.minBurstLength &&
      at - this.last <= this.timing.maxTerminatorGapMs
    );
  }

  /** Enter/Tab at `at`: the burst's characters when it was a scan, else null. Starts afresh. */
  terminate(at: number): string | null {
    const burst = this.isBurst(at) ? this.chars.join('') : null;
    this.reset();
    return burst;
  }

  /** Forget the characters so far (an edit key, a blur). */
  reset(): void {
    this.chars = [];
    this.last = Number.NEGATIVE_INFINITY;
  }
}

export type TWedgeKeyEvent = Pick<
  KeyboardEvent<HTMLInputElement>,
  'key' | 'code' | 'ctrlKey' | 'altKey' | 'metaKey' | 'shiftKey' | 'preventDefault' | 'timeStamp'
> & { currentTarget: { value: string } };

export type UseWedgeScanOptions = {
  /** A completed entry: a scanner burst ('wedge') or Enter after typing ('keyboard'). */
  onEntry: (raw: string, source: Extract<TScanSource, 'wedge' | 'keyboard'>) => void;
  timing?: Partial<TWedgeTiming>;
  /** Enter in the field with nothing in it (an optional step passed over), if wanted. */
  onEmptyEnter?: () => void;
  /** The clock (ms); by default each key event's timeStamp (its arrival), else performance.now(). */
  now?: () => number;
};

/** Does this keydown carry the GS group separator (FNC1)? Ctrl+] is how many wedges send it. */
function isGroupSeparator(event: TWedgeKeyEvent): boolean {
  if (event.key === GS || event.key === 'GroupSeparator') return true;
  return event.ctrlKey && (event.key === ']' || event.code === 'BracketRight');
}

/**
 * Keyboard-wedge scanning for a text input: spread `onKeyDown` on it.
 *
 * - A scanner burst ended by Enter or Tab calls `onEntry(burst, 'wedge')`; the Tab is
 *   swallowed so focus never leaves the field, and the burst's GS (U+001D, Ctrl+]) is kept
 *   even though the input cannot hold it.
 * - Enter after typing calls `onEntry(value, 'keyboard')` (manual entry); a person's Tab moves
 *   on as usual.
 */
export function useWedgeScan({ onEntry, onEmptyEnter, timing, now }: UseWedgeScanOptions) {
  const maxKeyGapMs = timing?.maxKeyGapMs;
  const maxTerminatorGapMs = timing?.maxTerminatorGapMs;
  const minBurstLength = timing?.minBurstLength;
  const detector = useMemo(
    () =>
      new WedgeDetector({
        ...(maxKeyGapMs !== undefined && { maxKeyGapMs }),
        ...(maxTerminatorGapMs !== undefined && { maxTerminatorGapMs }),
        ...(minBurstLength !== undefined && { minBurstLength }),
      }),
    [maxKeyGapMs, maxTerminatorGapMs, minBurstLength],
  );
  const onEntryRef = useRef(onEntry);
  const onEmptyRef = useRef(onEmptyEnter);
  const clock = useRef(now);
  useEffect(() => {
    onEntryRef.current = onEntry;
    onEmptyRef.current = onEmptyEnter;
    clock.current = now;
  }, [onEntry, onEmptyEnter, now]);

  const onKeyDown = useCallback(
    (event: TWedgeKeyEvent) => {
      // The event's own time (when the key arrived, before any main-thread delay), else now.
      const at = clock.current
        ? clock.current()
        : event.timeStamp > 0
          ? event.timeStamp
          : performance.now();
      if (event.key === 'Enter' || (event.key === 'Tab' && !event.shiftKey)) {
        const burst = detector.terminate(at);
        if (burst !== null) {
          event.preventDefault();
          onEntryRef.current(burst, 'wedge');
          return;
        }
        if (event.key === 'Enter') {
          event.preventDefault();
          const value = event.currentTarget.value;
          if (value.trim()) onEntryRef.current(value, 'keyboard');
          else onEmptyRef.current?.();
        }
        return;
      }
      if (isGroupSeparator(event)) {
        event.preventDefault();
        detector.key(GS, at);
        return;
      }
      if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
        detector.key(event.key, at);
        return;
      }
      // Modifiers alone (Shift before a capital) keep the burst; editing keys end it.
      if (!['Shift', 'Control', 'Alt', 'Meta', 'CapsLock', 'AltGraph'].includes(event.key)) {
        detector.reset();
      }
    },
    [detector],
  );

  const onBlur = useCallback(() => detector.reset(), [detector]);
  return { onKeyDown, onBlur, detector };
}
