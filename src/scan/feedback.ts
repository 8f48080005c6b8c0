import type { TScanFeedback } from '../contract/scanning';

/*
 * Scan feedback for people working by ear and at arm's length: a short tone (a high beep
 * for ok, a falling two-tone for not found, a low buzz for an error) and a colour flash of
 * the field that scanned last (green / amber / red).
 */

type TTone = { frequency: number; ms: number; type: OscillatorType; gain: number };

/** The tones per feedback, played one after the other. */
export const SCAN_TONES: Record<TScanFeedback, TTone[]> = {
  ok: [{ frequency: 1320, ms: 90, type: 'sine', gain: 0.25 }],
  'not-found': [
    { frequency: 660, ms: 140, type: 'triangle', gain: 0.3 },
    { frequency: 440, ms: 200, type: 'triangle', gain: 0.3 },
  ],
  error: [{ frequency: 180, ms: 380, type: 'square', gain: 0.2 }],
};

type TAudioContextCtor = new () => AudioContext;
let audio: AudioContext | null = null;
let audioUnavailable = false;

function audioContext(): AudioContext | null {
  if (audio || audioUnavailable) return audio;
  const scope = globalThis as unknown as {
    AudioContext?: TAudioContextCtor;
    webkitAudioContext?: TAudioContextCtor;
  };
  const Ctor = scope.AudioContext ?? scope.webkitAudioContext;
  if (!Ctor) {
    audioUnavailable = true;
    return null;
  }
  try {
    audio = new Ctor();
  } catch {
    audioUnavailable = true;
  }
  return audio;
}

/** Plays the tone of a feedback; silently nothing where WebAudio is missing or blocked. */
export function playScanTone(kind: TScanFeedback): void {
  const context = audioContext();
  if (!context) return;
  try {
    if (context.state === 'suspended') void context.resume().catch(() => undefined);
    let at = context.currentTime;
    for (const tone of SCAN_TONES[kind]) {
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.type = tone.type;
      oscillator.frequency.setValueAtTime(tone.frequency, at);
      gain.gain.setValueAtTime(tone.gain, at);
      gain.gain.exponentialRampToValueAtTime(0.001, at + tone.ms / 1000);
      oscillator.connect(gain);
      gain.connect(context.destination);
      oscillator.start(at);
      oscillator.stop(at + tone.ms / 1000);
      at += tone.ms / 1000 + 0.03;
    }
  } catch {
    // Feedback must never break a scan.
  }
}

type TFlash = (kind: TScanFeedback) => void;
let activeFlash: TFlash | null = null;

/**
 * Makes `flash` the field scanFeedback flashes (ScanField does this when it scans or gains
 * focus). Returns a function that unregisters it (if still the active one).
 */
export function setActiveScanField(flash: TFlash): () => void {
  activeFlash = flash;
  return () => {
    if (activeFlash === flash) activeFlash = null;
  };
}

/**
 * Answers a scan: a short tone and a colour flash of the field that scanned last (green for
 * ok, amber for not found, red for an error). Safe everywhere: no sound without WebAudio.
 */
export function scanFeedback(kind: TScanFeedback): void {
  playScanTone(kind);
  activeFlash?.(kind);
}
