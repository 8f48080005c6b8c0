import { useId, type KeyboardEvent, type Ref } from 'react';
import { cx } from '../../../ui';

export type ScanInputProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Enter (a keyboard-wedge scanner ends its scan with it). */
  onEnter: (value: string) => void;
  placeholder?: string;
  hint?: string;
  disabled?: boolean;
  inputRef?: Ref<HTMLInputElement>;
};

/** A large scan-first input for dock tablets and scanners: Enter sends what was scanned. */
export function ScanInput({
  label,
  value,
  onChange,
  onEnter,
  placeholder,
  hint,
  disabled,
  inputRef,
}: ScanInputProps) {
  const id = useId();
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    onEnter(e.currentTarget.value.trim());
  };
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium text-slate-800">
        {label}
      </label>
      <input
        id={id}
        ref={inputRef}
        value={value}
        disabled={disabled}
        placeholder={placeholder}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        enterKeyHint="go"
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={onKeyDown}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className={cx(
          'min-h-14 rounded-lg border border-slate-300 bg-white px-4 text-xl',
          'focus:border-brand-600 focus:outline-3 focus:outline-brand-300',
          'disabled:bg-slate-100',
        )}
      />
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
    </div>
  );
}
