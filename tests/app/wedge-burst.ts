import { fireEvent } from '@testing-library/react';
import { vi } from 'vitest';
import { SCAN_TONES, type TScanFeedback } from '../../src/scan';

/**
 * A keyboard-wedge scanner: the code's keys a moment apart, each typed into the element when
 * its keydown is not prevented (as a browser would), then Enter. Answers whether the Enter
 * kept its default (false: taken as a scan, not a tap or a submit).
 */
export function wedgeBurst(el: HTMLElement, code: string): boolean {
  for (const key of code) {
    const typed = fireEvent.keyDown(el, { key });
    if (typed && el instanceof HTMLInputElement) {
      fireEvent.change(el, { target: { value: el.value + key } });
    }
  }
  return fireEvent.keyDown(el, { key: 'Enter' });
}

/** Records the scan tones played (WebAudio stubbed); `kinds()` names them in order. */
export function recordTones() {
  const played: number[] = [];
  class FakeContext {
    state = 'running';
    currentTime = 0;
    destination = {};
    resume = async () => undefined;
    createOscillator() {
      let frequency = 0;
      return {
        type: '',
        frequency: { setValueAtTime: (value: number) => (frequency = value) },
        connect: () => undefined,
        start: () => played.push(frequency),
        stop: () => undefined,
      };
    }
    createGain() {
      return {
        gain: { setValueAtTime: () => undefined, exponentialRampToValueAtTime: () => undefined },
        connect: () => undefined,
      };
    }
  }
  vi.stubGlobal('AudioContext', FakeContext);
  const firstNotes = Object.entries(SCAN_TONES).map(
    ([kind, tones]) => [tones[0]!.frequency, kind as TScanFeedback] as const,
  );
  return {
    /** The feedback kinds played so far, and forget them. */
    kinds(): TScanFeedback[] {
      const kinds = played.flatMap((f) => firstNotes.filter(([n]) => n === f).map(([, k]) => k));
      played.length = 0;
      return kinds;
    },
  };
}
