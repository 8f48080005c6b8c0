import {
  useCallback,
  useEffect,
  useImperativeHandle,
  useRef,
  useState,
  type ChangeEvent,
  type Ref,
} from 'react';
import {
  SCAN_FLASH_CLASSES,
  SCAN_MESSAGES,
  SCAN_TIMING,
  type TScanFeedback,
} from '../contract/scanning';
import { FormField } from '../ui/FormField';
import { cx } from '../ui/cx';
import { CameraScanDialog } from './CameraScanDialog';
import { hasCameraApi } from './camera';
import { scanFeedback, setActiveScanField } from './feedback';
import { toScan } from './make-scan';
import type { TScan } from './types';
import { SCAN_FIELD_ATTRIBUTE, useWedgeScan, type TWedgeTiming } from './wedge';

export type ScanFieldProps = {
  label: string;
  /** The field's text (controlled). */
  value: string;
  onChange: (value: string) => void;
  /**
   * A completed scan: a wedge burst, Enter after typing, or a camera read. Not called for a
   * GS1 payload that is invalid (a wrong check digit): the field shows the error instead.
   */
  onScan: (scan: TScan) => void;
  autoFocus?: boolean;
  name?: string;
  placeholder?: string;
  disabled?: boolean;
  /** An error to show under the field (e.g. the screen's "not found"). */
  error?: string | null;
  hint?: string;
  id?: string;
  className?: string;
  /** After a scan the text is selected (default: the next scan replaces it) or cleared. */
  afterScan?: 'select' | 'clear';
  /** Enter with the field empty (an optional step passed over); by default nothing. */
  onEmptyEnter?: () => void;
  /** Offer the camera where the device has one (default true). */
  camera?: boolean;
  /** Wedge timing overrides (defaults: SCAN_TIMING). */
  timing?: Partial<TWedgeTiming>;
  /**
   * Input mode for the on-screen keyboard (default 'text'); 'none' keeps the soft keyboard
   * from covering a tablet's screen where a scanner does the typing.
   */
  inputMode?: 'text' | 'numeric' | 'search' | 'none';
  /** The input element, so a screen can move focus to the next field after a scan. */
  ref?: Ref<HTMLInputElement>;
};

/**
 * The scan-first input of the floor screens: large (a 56 px field, 24 px text, 48 px camera
 * button) for a tablet at arm's length. Takes keyboard-wedge scans (bursts ending in Enter or
 * Tab, told from typing by timing; a scanner's Tab never moves focus away), manual entry
 * with Enter, and the camera where there is one. Keeps focus after a scan and selects (or
 * clears) the text for the next one; flashes green / amber / red when scanFeedback answers.
 */
export function ScanField({
  label,
  value,
  onChange,
  onScan,
  autoFocus,
  name,
  placeholder,
  disabled,
  error,
  hint,
  id,
  className,
  afterScan = 'select',
  camera = true,
  onEmptyEnter,
  timing,
  inputMode = 'text',
  ref,
}: ScanFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => inputRef.current as HTMLInputElement, []);
  const [flash, setFlash] = useState<TScanFeedback | null>(null);
  const [scanError, setScanError] = useState<string | null>(null);
  const [cameraOpen, setCameraOpen] = useState(false);
  const [scanCount, setScanCount] = useState(0);
  const [cameraAvailable] = useState(hasCameraApi);

  const flashTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const showFlash = useCallback((kind: TScanFeedback) => {
    clearTimeout(flashTimer.current);
    setFlash(kind);
    flashTimer.current = setTimeout(() => setFlash(null), SCAN_TIMING.flashMs);
  }, []);
  useEffect(() => () => clearTimeout(flashTimer.current), []);
  const unregister = useRef<(() => void) | null>(null);
  const activate = useCallback(() => {
    unregister.current?.();
    unregister.current = setActiveScanField(showFlash);
  }, [showFlash]);
  useEffect(() => () => unregister.current?.(), []);

  const latest = useRef({ onChange, onScan, afterScan });
  useEffect(() => {
    latest.current = { onChange, onScan, afterScan };
  }, [onChange, onScan, afterScan]);

  const handleEntry = useCallback(
    (raw: string, source: TScan['source']) => {
      const { scan, error: gs1Error } = toScan(raw, source);
      activate();
      setScanCount((count) => count + 1);
      if (gs1Error) {
        latest.current.onChange(scan.text);
        setScanError(gs1Error);
        scanFeedback('error');
        return;
      }
      setScanError(null);
      latest.current.onChange(scan.text);
      latest.current.onScan(scan);
      if (latest.current.afterScan === 'clear') latest.current.onChange('');
    },
    [activate],
  );

  const { onKeyDown, onBlur } = useWedgeScan({ onEntry: handleEntry, onEmptyEnter, timing });

  const wrapperRef = useRef<HTMLDivElement>(null);
  /**
   * Focus back here for the next scan, with the text selected, unless the screen moved focus
   * on to another field (its onScan, or a next field's autoFocus).
   */
  const reclaimFocus = useCallback(() => {
    const input = inputRef.current;
    if (!input || input.disabled) return;
    const active = document.activeElement;
    const elsewhere =
      active instanceof HTMLElement &&
      active !== document.body &&
      !wrapperRef.current?.contains(active) &&
      !active.closest('[role="dialog"]');
    if (elsewhere) return;
    input.focus();
    input.select();
  }, []);

  useEffect(() => {
    if (scanCount > 0) reclaimFocus();
  }, [scanCount, reclaimFocus]);

  const closeCamera = useCallback(() => {
    setCameraOpen(false);
    setTimeout(reclaimFocus, 0);
  }, [reclaimFocus]);
  const onCameraDecoded = useCallback(
    (text: string) => {
      setCameraOpen(false);
      handleEntry(text, 'camera');
      // The dialog hands focus back (to the camera button) as it closes; take it back.
      setTimeout(reclaimFocus, 0);
    },
    [handleEntry, reclaimFocus],
  );

  const message = error || scanError;
  return (
    <FormField
      label={label}
      name={name}
      error={message}
      hint={hint}
      id={id}
      className={className}
      large
    >
      {(control) => (
        <div ref={wrapperRef} className="flex items-stretch gap-2">
          <input
            {...control}
            ref={inputRef}
            type="text"
            {...{ [SCAN_FIELD_ATTRIBUTE]: true }}
            value={value}
            onChange={(event: ChangeEvent<HTMLInputElement>) => {
              if (scanError) setScanError(null);
              onChange(event.target.value);
            }}
            onKeyDown={onKeyDown}
            onBlur={onBlur}
            onFocus={activate}
            autoFocus={autoFocus}
            placeholder={placeholder ?? SCAN_MESSAGES.scanHint}
            disabled={disabled}
            inputMode={inputMode}
            autoComplete="off"
            autoCorrect="off"
            autoCapitalize="off"
            spellCheck={false}
            enterKeyHint="go"
            data-scan-flash={flash ?? undefined}
            className={cx(
              'min-h-14 w-full min-w-0 flex-1 rounded-lg border-2 bg-white px-4 py-2 text-2xl text-slate-900',
              'transition-colors duration-200 placeholder:text-lg placeholder:text-slate-400',
              'focus:outline-3 focus:outline-offset-1 focus:outline-brand-500 disabled:bg-slate-100 disabled:text-slate-500',
              message ? 'border-red-600' : 'border-slate-400',
              flash && SCAN_FLASH_CLASSES[flash],
            )}
          />
          {camera && cameraAvailable && (
            <button
              type="button"
              onClick={() => setCameraOpen(true)}
              disabled={disabled}
              aria-label={SCAN_MESSAGES.cameraButton}
              title={SCAN_MESSAGES.cameraButton}
              className={cx(
                'inline-flex min-h-14 min-w-14 items-center justify-center rounded-lg border-2 border-slate-400 bg-white text-slate-800',
                'hover:bg-slate-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
                'disabled:cursor-not-allowed disabled:text-slate-400',
              )}
            >
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="h-7 w-7"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              >
                <path d="M4 8V6a2 2 0 0 1 2-2h2M16 4h2a2 2 0 0 1 2 2v2M20 16v2a2 2 0 0 1-2 2h-2M8 20H6a2 2 0 0 1-2-2v-2" />
                <path d="M7 12h10" />
              </svg>
            </button>
          )}
          {cameraOpen && (
            <CameraScanDialog open onClose={closeCamera} onDecoded={onCameraDecoded} />
          )}
        </div>
      )}
    </FormField>
  );
}
