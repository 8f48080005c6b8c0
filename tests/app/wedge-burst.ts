import { createEvent, fireEvent } from '@testing-library/react';
import { vi } from 'vitest';
import { SCAN_TONES, type TScanFeedback } from '../../src/scan';

/** A keydown stamped `at` ms, as a browser stamps a key when it arrives (not when handled). */
function keyDownAt(el: HTMLElement, key: string, at: number): boolean {
  const event = createEvent.keyDown(el, { key });
  Object.defineProperty(event, 'timeStamp', { value: at });
  return fireEvent(el, event);
}

/**
 * A keyboard-wedge scanner: the code's keys 5 ms apart, each typed into the element when its
 * keydown is not prevented (as a browser would), then Enter. Answers whether the Enter kept
 * its default (false: taken as a scan, not a tap or a submit).
 */
export function wedgeBurst(el: HTMLElement, code: string): boolean {
  let at = performance.now();
  for (const key of code) {
    at += 5;
    const typed = keyDownAt(el, key, at);
    if (typed && el instanceof HTMLInputElement) {
      fireEvent.change(el, { target: { value: el.value + key } });
    }
  }
  return keyDownAt(el, 'Enter', at + 5);
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
