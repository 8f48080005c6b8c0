import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useRef, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SCAN_MESSAGES, SCAN_TIMING } from '../../src/contract';
import { ScanField, WedgeDetector, scanFeedback, type TScan } from '../../src/scan';

/* A test double of html5-qrcode: counts its evaluation, drives the success callback. */
const camera = vi.hoisted(() => ({
  evaluated: 0,
  startError: null as unknown,
  decode: '' as string,
  started: 0,
  stopped: 0,
}));
vi.mock('html5-qrcode', () => {
  camera.evaluated += 1;
  class Html5Qrcode {
    isScanning = false;
    constructor(readonly elementId: string) {}
    async start(
      _camera: unknown,
      _config: unknown,
      onSuccess: (text: string) => void,
    ): Promise<null> {
      if (camera.startError) throw camera.startError;
      camera.started += 1;
      this.isScanning = true;
      if (camera.decode) setTimeout(() => onSuccess(camera.decode), 5);
      return null;
    }
    async stop() {
      camera.stopped += 1;
      this.isScanning = false;
    }
    clear() {}
  }
  return {
    Html5Qrcode,
    Html5QrcodeSupportedFormats: {
      QR_CODE: 0,
      CODE_128: 5,
      DATA_MATRIX: 6,
      EAN_13: 9,
      EAN_8: 10,
      UPC_A: 14,
      UPC_E: 15,
    },
  };
});

function Harness({ onScan, afterScan }: { onScan: (scan: TScan) => void; afterScan?: 'clear' }) {
  const [value, setValue] = useState('');
  return (
    <>
      <ScanField
        label="Location"
        value={value}
        onChange={setValue}
        onScan={onScan}
        afterScan={afterScan}
        autoFocus
      />
      <button type="button">Next field</button>
    </>
  );
}

const input = () => screen.getByLabelText('Location') as HTMLInputElement;

/** Types characters `gapMs` apart as the browser would (keydown, then the value change). */
function typeKeys(text: string, gapMs: number) {
  for (const char of text) {
    act(() => vi.advanceTimersByTime(gapMs));
    const field = input();
    if (fireEvent.keyDown(field, { key: char })) {
      fireEvent.change(field, { target: { value: field.value + char } });
    }
  }
}
/** A key that ends the entry; returns whether the browser would do its default (false = kept). */
function press(key: string, gapMs: number, init: Partial<KeyboardEventInit> = {}) {
  act(() => vi.advanceTimersByTime(gapMs));
  return fireEvent.keyDown(input(), { key, ...init });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date', 'performance'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('WedgeDetector', () => {
  it('takes a burst of fast keys as a scan and slow keys as typing', () => {
    const detector = new WedgeDetector();
    'A-01-02'.split('').forEach((char, i) => detector.key(char, 1000 + i * 8));
    expect(detector.terminate(1000 + 7 * 8 + 20)).toBe('A-01-02');
    'A-01-02'.split('').forEach((char, i) => detector.key(char, 5000 + i * 120));
    expect(detector.terminate(5000 + 7 * 120 + 100)).toBeNull();
  });
  it('keeps only the burst after slow typing, and needs the minimum length', () => {
    const detector = new WedgeDetector();
    detector.key('x', 0);
    detector.key('y', 300);
    'LOC9'.split('').forEach((char, i) => detector.key(char, 900 + i * 5));
    expect(detector.terminate(930)).toBe('LOC9');
    'AB'.split('').forEach((char, i) => detector.key(char, 2000 + i * 5));
    expect(detector.terminate(2015)).toBeNull();
  });
  it('does not take a late terminator as the end of a burst', () => {
    const detector = new WedgeDetector();
    'A-01-02'.split('').forEach((char, i) => detector.key(char, i * 5));
    expect(detector.terminate(30 + SCAN_TIMING.maxTerminatorGapMs + 1)).toBeNull();
  });
});

describe('ScanField', () => {
  it('reports a scanner burst ending in Enter as a wedge scan and selects it for the next', () => {
    const onScan = vi.fn();
    render(<Harness onScan={onScan} />);
    expect(document.activeElement).toBe(input());
    typeKeys('A-01-02', 6);
    expect(press('Enter', 10)).toBe(false);
    expect(onScan).toHaveBeenCalledTimes(1);
    expect(onScan.mock.calls[0]?.[0] as TScan).toEqual({
      raw: 'A-01-02',
      text: 'A-01-02',
      source: 'wedge',
      gs1: null,
    });
    expect(input().value).toBe('A-01-02');
    expect(document.activeElement).toBe(input());
    expect([input().selectionStart, input().selectionEnd]).toEqual([0, 7]);
  });

  it("keeps focus when a scanner ends with Tab, but lets a person's Tab move on", () => {
    const onScan = vi.fn();
    render(<Harness onScan={onScan} />);
    typeKeys('B-02-03', 5);
    expect(press('Tab', 8)).toBe(false); // default (focus change) prevented
    expect(onScan).toHaveBeenCalledTimes(1);
    expect((onScan.mock.calls[0]?.[0] as TScan).source).toBe('wedge');
    expect(document.activeElement).toBe(input());

    fireEvent.change(input(), { target: { value: '' } });
    typeKeys('B-02', 180);
    expect(press('Tab', 90)).toBe(true); // a person's Tab is the browser's
    expect(onScan).toHaveBeenCalledTimes(1);
  });

  it('takes Enter after typing as manual (keyboard) entry, and ignores an empty Enter', () => {
    const onScan = vi.fn();
    render(<Harness onScan={onScan} />);
    expect(press('Enter', 500)).toBe(false);
    expect(onScan).not.toHaveBeenCalled();
    typeKeys('a-01-02 ', 150);
    press('Enter', 60);
    expect(onScan).toHaveBeenCalledTimes(1);
    expect(onScan.mock.calls[0]?.[0] as TScan).toMatchObject({
      text: 'a-01-02',
      source: 'keyboard',
    });
  });

  it('keeps the GS of a GS1 burst sent as Ctrl+] and parses the payload', () => {
    const onScan = vi.fn();
    render(<Harness onScan={onScan} />);
    typeKeys('0109506000134352', 3);
    act(() => vi.advanceTimersByTime(3));
    expect(fireEvent.keyDown(input(), { key: ']', ctrlKey: true, code: 'BracketRight' })).toBe(
      false,
    );
    typeKeys('10LOT-1', 3);
    press('Enter', 5);
    const scan = onScan.mock.calls[0]?.[0] as TScan as TScan;
    expect(scan.raw).toBe('0109506000134352\u001d10LOT-1');
    expect(scan.gs1).toEqual({ gtin: '09506000134352', batch: 'LOT-1' });
    expect(scan.text).toBe('(01)09506000134352(10)LOT-1');
    expect(input().value).toBe('(01)09506000134352(10)LOT-1');
  });

  it('reads the <GS> substitute some wedges send', () => {
    const onScan = vi.fn();
    render(<Harness onScan={onScan} />);
    typeKeys(']C10109506000134352<GS>21SER9', 2);
    press('Tab', 4);
    expect((onScan.mock.calls[0]?.[0] as TScan).gs1).toEqual({
      gtin: '09506000134352',
      serial: 'SER9',
    });
  });

  it('shows a bad check digit as an error, flashes red, and does not pass the scan on', () => {
    const onScan = vi.fn();
    render(<Harness onScan={onScan} />);
    typeKeys(']C10109506000134353', 2);
    press('Enter', 4);
    expect(onScan).not.toHaveBeenCalled();
    expect(screen.getByText(SCAN_MESSAGES.gs1BadGtin('09506000134353'))).toBeTruthy();
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect(input().dataset.scanFlash).toBe('error');
  });

  it('flashes the field scanFeedback answers for, without WebAudio, and clears when asked', () => {
    render(<Harness onScan={() => scanFeedback('not-found')} afterScan="clear" />);
    typeKeys('ZZ-99-99', 4);
    press('Enter', 4);
    expect(input().dataset.scanFlash).toBe('not-found');
    expect(input().value).toBe('');
    act(() => vi.advanceTimersByTime(SCAN_TIMING.flashMs + 10));
    expect(input().dataset.scanFlash).toBeUndefined();
    expect(() => scanFeedback('ok')).not.toThrow();
  });

  it('has no camera button without navigator.mediaDevices', () => {
    render(<Harness onScan={vi.fn()} />);
    expect(screen.queryByRole('button', { name: SCAN_MESSAGES.cameraButton })).toBeNull();
  });
});

describe('ScanField focus hand-over', () => {
  function TwoFields({ autoFocusNext }: { autoFocusNext: boolean }) {
    const [from, setFrom] = useState('');
    const [item, setItem] = useState('');
    const [step, setStep] = useState<'from' | 'item'>('from');
    const itemRef = useRef<HTMLInputElement>(null);
    return (
      <>
        <ScanField
          label="Location"
          value={from}
          onChange={setFrom}
          onScan={() => (autoFocusNext ? setStep('item') : itemRef.current?.focus())}
        />
        {(!autoFocusNext || step === 'item') && (
          <ScanField
            ref={itemRef}
            label="Item"
            value={item}
            onChange={setItem}
            onScan={vi.fn()}
            autoFocus={autoFocusNext}
          />
        )}
      </>
    );
  }

  it.each([
    ['through the ref', false],
    ['through autoFocus of the next field', true],
  ])('lets the screen move focus to the next field %s', (_how, autoFocusNext) => {
    render(<TwoFields autoFocusNext={autoFocusNext} />);
    act(() => input().focus());
    typeKeys('A-01-02', 5);
    press('Enter', 5);
    expect(document.activeElement).toBe(screen.getByLabelText('Item'));
  });
});

describe('ScanField states', () => {
  it('is large, labelled and can be disabled (camera too)', () => {
    Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: {} });
    try {
      render(
        <ScanField
          label="Item"
          value=""
          onChange={vi.fn()}
          onScan={vi.fn()}
          disabled
          error="Bad"
        />,
      );
      const field = screen.getByLabelText('Item') as HTMLInputElement;
      expect(field.disabled).toBe(true);
      expect(field.className).toMatch(/min-h-14/);
      expect(field.className).toMatch(/text-2xl/);
      expect(screen.getByText('Bad')).toBeTruthy();
      const button = screen.getByRole('button', { name: SCAN_MESSAGES.cameraButton });
      expect((button as HTMLButtonElement).disabled).toBe(true);
      expect(button.className).toMatch(/min-h-14 min-w-14/);
    } finally {
      Reflect.deleteProperty(navigator, 'mediaDevices');
    }
  });
});

describe('ScanField camera', () => {
  beforeEach(() => {
    vi.useRealTimers();
    camera.startError = null;
    camera.decode = '';
    camera.started = 0;
    camera.stopped = 0;
    Object.defineProperty(navigator, 'mediaDevices', {
      configurable: true,
      value: { getUserMedia: vi.fn() },
    });
  });
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'mediaDevices');
  });

  it('loads the camera library only when the dialog opens and scans through onScan', async () => {
    const onScan = vi.fn();
    camera.decode = ']d20109506000134352\u001d10CAM1';
    render(<Harness onScan={onScan} />);
    expect(camera.evaluated).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: SCAN_MESSAGES.cameraButton }));
    await waitFor(() => expect(onScan).toHaveBeenCalledTimes(1));
    expect(camera.evaluated).toBe(1);
    expect(onScan.mock.calls[0]?.[0] as TScan).toMatchObject({
      source: 'camera',
      gs1: { gtin: '09506000134352', batch: 'CAM1' },
    });
    await waitFor(() => expect(camera.stopped).toBe(1));
    expect(screen.queryByText(SCAN_MESSAGES.cameraTitle)).toBeNull();
  });

  it('stops the camera when the dialog closes', async () => {
    render(<Harness onScan={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: SCAN_MESSAGES.cameraButton }));
    await screen.findByText(SCAN_MESSAGES.cameraAim);
    expect(camera.started).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: SCAN_MESSAGES.cameraClose }));
    await waitFor(() => expect(camera.stopped).toBe(1));
  });

  it('never starts (or leaves running) a camera whose dialog closed at once', async () => {
    render(<Harness onScan={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: SCAN_MESSAGES.cameraButton }));
    fireEvent.click(screen.getByRole('button', { name: SCAN_MESSAGES.cameraClose }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(camera.started - camera.stopped).toBe(0);
  });

  it('says clearly when the camera is denied or missing', async () => {
    camera.startError = new DOMException('Permission denied', 'NotAllowedError');
    render(<Harness onScan={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: SCAN_MESSAGES.cameraButton }));
    expect((await screen.findByRole('alert')).textContent).toBe(SCAN_MESSAGES.cameraDenied);
    fireEvent.click(screen.getByRole('button', { name: SCAN_MESSAGES.cameraClose }));

    camera.startError =
      'Error getting userMedia, error = NotFoundError: Requested device not found';
    fireEvent.click(screen.getByRole('button', { name: SCAN_MESSAGES.cameraButton }));
    expect((await screen.findByRole('alert')).textContent).toBe(SCAN_MESSAGES.cameraNone);
  });
});

describe('camera library stays out of the main bundle', () => {
  it('is imported only dynamically (or as types) anywhere in src/scan', async () => {
    const { readdirSync, readFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const dir = join(process.cwd(), 'src', 'scan');
    const offenders = readdirSync(dir)
      .filter((file) => /\.tsx?$/.test(file))
      .filter((file) =>
        /^import\s+(?!type\b)[^;]*from\s+'html5-qrcode'/m.test(
          readFileSync(join(dir, file), 'utf8'),
        ),
      );
    expect(offenders).toEqual([]);
  });
});
