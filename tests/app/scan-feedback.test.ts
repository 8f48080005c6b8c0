import { afterEach, describe, expect, it, vi } from 'vitest';

type Tone = { type: string; frequency: number };

/** A WebAudio double recording the oscillators started. */
function fakeAudio(tones: Tone[]) {
  class FakeContext {
    state = 'running';
    currentTime = 0;
    destination = {};
    resume = vi.fn(async () => undefined);
    createOscillator() {
      const tone: Tone = { type: '', frequency: 0 };
      return {
        set type(value: string) {
          tone.type = value;
        },
        frequency: { setValueAtTime: (value: number) => (tone.frequency = value) },
        connect: () => undefined,
        start: () => tones.push(tone),
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
  return FakeContext;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('scanFeedback', () => {
  it('plays a different tone for ok, not found and error', async () => {
    const tones: Tone[] = [];
    vi.stubGlobal('AudioContext', fakeAudio(tones));
    const { scanFeedback } = await import('../../src/scan/feedback');
    scanFeedback('ok');
    const ok = tones.splice(0);
    scanFeedback('not-found');
    const notFound = tones.splice(0);
    scanFeedback('error');
    const error = tones.splice(0);
    expect(ok).toHaveLength(1);
    expect(notFound).toHaveLength(2);
    expect(error).toHaveLength(1);
    expect(new Set([ok, notFound, error].map((list) => list[0]?.frequency)).size).toBe(3);
  });

  it('is silent without WebAudio and still flashes the active field', async () => {
    vi.stubGlobal('AudioContext', undefined);
    const { scanFeedback, setActiveScanField } = await import('../../src/scan/feedback');
    const flash = vi.fn();
    const release = setActiveScanField(flash);
    expect(() => scanFeedback('error')).not.toThrow();
    expect(flash).toHaveBeenCalledWith('error');
    release();
    scanFeedback('ok');
    expect(flash).toHaveBeenCalledTimes(1);
  });

  it('survives an AudioContext that throws', async () => {
    vi.stubGlobal(
      'AudioContext',
      class {
        constructor() {
          throw new Error('blocked');
        }
      },
    );
    const { scanFeedback } = await import('../../src/scan/feedback');
    expect(() => scanFeedback('not-found')).not.toThrow();
  });
});
