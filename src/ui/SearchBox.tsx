import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ChangeEvent,
  type KeyboardEvent,
} from 'react';
import { MIN_SEARCH_LENGTH, searchTermReady } from '../contract';
import { cx } from './cx';

export type SearchBoxProps = {
  /** The visible label (e.g. "Scan or search location"). */
  label: string;
  /** Called with the trimmed term once it is long enough (searchTermReady). */
  onSearch: (term: string) => void;
  /** Called when the term is cleared or becomes too short to search. */
  onClear?: () => void;
  placeholder?: string;
  defaultValue?: string;
  /** 'lg' for floor screens: large text and a tall box. */
  size?: 'md' | 'lg';
  /** Search while typing after this pause (ms); off by default: Enter searches. */
  debounceMs?: number;
  /** Focus the box when it appears (default on: scan first). */
  autoFocus?: boolean;
  /** Characters needed before a search (default MIN_SEARCH_LENGTH). */
  minLength?: number;
  /**
   * Change this when results have rendered (e.g. the query's `dataUpdatedAt`): focus comes
   * back to the box after a search or scan, ready for the next one.
   */
  refocusKey?: unknown;
  /** Keep the label for screen readers only. */
  hideLabel?: boolean;
  disabled?: boolean;
  className?: string;
};

/** Focus is in another field the user can type in (not the page, a button or a link). */
const isTypingElsewhere = (element: Element | null): boolean =>
  element instanceof HTMLElement &&
  (element.isContentEditable ||
    (element instanceof HTMLInputElement &&
      !['button', 'checkbox', 'radio', 'submit', 'reset'].includes(element.type)) ||
    element instanceof HTMLTextAreaElement ||
    element instanceof HTMLSelectElement);

/** Keys closer together than this come from a scanner, not a person. */
const SCANNER_KEY_GAP_MS = 50;
/** A burst at least this long that ends in Tab is a scan ending in Tab. */
const SCANNER_MIN_BURST = 4;

/**
 * The scan-first search input: focused on arrival, Enter searches (a keyboard-wedge
 * scanner's burst ends in Enter, or Tab, which is caught here), Escape and × clear, and
 * focus stays in the box with the term selected so the next scan replaces it.
 */
export function SearchBox({
  label,
  onSearch,
  onClear,
  placeholder,
  defaultValue = '',
  size = 'md',
  debounceMs,
  autoFocus = true,
  minLength = MIN_SEARCH_LENGTH,
  refocusKey,
  hideLabel = false,
  disabled,
  className,
}: SearchBoxProps) {
  const id = useId();
  const [value, setValue] = useState(defaultValue);
  const inputRef = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** The term last sent to onSearch; null after a clear. */
  const lastSent = useRef<string | null>(null);
  const awaitingResults = useRef(false);
  const burst = useRef({ at: 0, count: 0 });
  const handlers = useRef({ onSearch, onClear });
  useLayoutEffect(() => {
    handlers.current = { onSearch, onClear };
  });

  const cancelTimer = () => {
    if (timer.current !== undefined) clearTimeout(timer.current);
    timer.current = undefined;
  };
  useEffect(() => cancelTimer, []);

  /** Search or clear for `raw`; `force` repeats a search for the same term (a re-scan). */
  const run = (raw: string, force: boolean) => {
    const term = raw.trim();
    if (searchTermReady(term, minLength)) {
      if (force || lastSent.current !== term) {
        lastSent.current = term;
        awaitingResults.current = true;
        handlers.current.onSearch(term);
      }
    } else if (force || lastSent.current !== null) {
      lastSent.current = null;
      handlers.current.onClear?.();
    }
  };

  const submit = () => {
    cancelTimer();
    run(value, true);
    const input = inputRef.current;
    input?.focus();
    input?.select();
  };

  const clear = () => {
    cancelTimer();
    setValue('');
    run('', true);
    inputRef.current?.focus();
  };

  // Results rendering may move focus (or the box may re-mount): bring it back once, unless
  // the user has gone on to another field meanwhile (the next scan belongs there).
  useEffect(() => {
    if (!awaitingResults.current) return;
    awaitingResults.current = false;
    const input = inputRef.current;
    if (input && document.activeElement !== input && !isTypingElsewhere(document.activeElement)) {
      input.focus({ preventScroll: true });
      input.select();
    }
  }, [refocusKey]);

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const next = event.target.value;
    setValue(next);
    cancelTimer();
    if (!searchTermReady(next, minLength)) {
      run(next, false);
    } else if (debounceMs !== undefined) {
      timer.current = setTimeout(() => run(next, false), debounceMs);
    }
  };

  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const now = performance.now();
    if (event.key.length === 1) {
      const quick = now - burst.current.at < SCANNER_KEY_GAP_MS;
      burst.current = { at: now, count: quick ? burst.current.count + 1 : 1 };
      return;
    }
    const scanned =
      burst.current.count >= SCANNER_MIN_BURST && now - burst.current.at < SCANNER_KEY_GAP_MS * 2;
    if (event.key === 'Enter' || (event.key === 'Tab' && scanned && !event.shiftKey)) {
      event.preventDefault();
      burst.current = { at: 0, count: 0 };
      submit();
    } else if (event.key === 'Escape' && value !== '') {
      // Clear the box; a second Escape reaches the dialog around it.
      event.preventDefault();
      event.stopPropagation();
      clear();
    }
  };

  const large = size === 'lg';
  return (
    <div role="search" className={cx('flex flex-col gap-1', className)}>
      <label
        htmlFor={id}
        className={cx('font-medium text-slate-800', hideLabel && 'sr-only', large && 'text-lg')}
      >
        {label}
      </label>
      <div className="relative flex items-center">
        <input
          ref={inputRef}
          id={id}
          type="text"
          inputMode="search"
          enterKeyHint="search"
          autoComplete="off"
          autoCorrect="off"
          autoCapitalize="off"
          spellCheck={false}
          // Scan first: the box is where the scanner's keystrokes should land.
          autoFocus={autoFocus}
          disabled={disabled}
          placeholder={placeholder}
          value={value}
          onChange={change}
          onKeyDown={keyDown}
          className={cx(
            'w-full rounded-lg border border-slate-300 bg-white text-slate-900',
            'focus:outline-3 focus:outline-offset-1 focus:outline-brand-500 disabled:bg-slate-100',
            large ? 'min-h-14 py-2 pr-16 pl-4 text-2xl' : 'min-h-11 py-2 pr-12 pl-3',
          )}
        />
        {value !== '' && !disabled && (
          <button
            type="button"
            onClick={clear}
            aria-label="Clear search"
            className={cx(
              'absolute inset-y-0 right-0 rounded-lg leading-none text-slate-600 hover:bg-slate-100',
              'focus-visible:outline-3 focus-visible:outline-brand-500',
              large ? 'min-w-14 text-3xl' : 'min-w-11 text-2xl',
            )}
          >
            ×
          </button>
        )}
      </div>
    </div>
  );
}
