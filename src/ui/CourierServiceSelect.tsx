import { useEffect, useId, useRef, useState } from 'react';
import { BEST_RATE_OPTION, COURIER_LIST_MAX_HEIGHT_PX, type TCourierService } from '../contract';
import { cx } from './cx';
import { errorText } from './error-text';
import { FormField, controlClass, type FieldErrors } from './FormField';
import { useCourierServices } from './hooks/use-courier-services';

export type CourierServiceSelectProps = {
  label: string;
  /** The chosen service code; '' is 'Best Rate'. */
  value: string;
  /** The code chosen ('' for Best Rate) and its service (null for Best Rate). */
  onChange: (code: string, service: TCourierService | null) => void;
  /** Only this courier's services (its codes are unique); otherwise every courier's. */
  courier?: string;
  name?: string;
  errors?: FieldErrors;
  error?: string | null;
  disabled?: boolean;
};

const describe = (s: TCourierService, withCourier: boolean) =>
  withCourier ? `${s.courier_name} – ${s.service_code_name}` : s.service_code_name;

export type CourierServicePickerProps = Omit<CourierServiceSelectProps, 'courier'> & {
  /** Every service that may be chosen (to name the current value). */
  services: TCourierService[] | undefined;
  /** The services matching the search term (none for a term under 2 characters). */
  found: TCourierService[] | undefined;
  term: string;
  onTerm: (term: string) => void;
  /** Show each service with its courier's name (the list holds several couriers). */
  withCourier: boolean;
  loading?: boolean;
  loadError?: unknown;
};

/**
 * The courier-service list itself (document 1 "Consignment list", section 3): a button that
 * opens a list, at most 300 px tall, of 'Best Rate' (the empty value) and the services found,
 * with a search box above it.
 */
export function CourierServicePicker({
  label,
  value,
  onChange,
  name,
  errors,
  error,
  disabled,
  services,
  found,
  term,
  onTerm,
  withCourier,
  loading,
  loadError,
}: CourierServicePickerProps) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const box = useRef<HTMLDivElement>(null);
  const current = value ? services?.find((s) => s.courier_service_code === value) : undefined;
  const shown = value ? (current ? describe(current, withCourier) : value) : BEST_RATE_OPTION.label;

  useEffect(() => {
    if (!open) return;
    const close = (e: PointerEvent) => {
      if (box.current && !box.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', close);
    return () => document.removeEventListener('pointerdown', close);
  }, [open]);

  const choose = (code: string, service: TCourierService | null) => {
    onChange(code, service);
    setOpen(false);
    onTerm('');
  };

  const option = (key: string, text: string, selected: boolean, pick: () => void) => (
    <li key={key} role="option" aria-selected={selected}>
      <button
        type="button"
        className={cx(
          'min-h-11 w-full px-3 py-2 text-left hover:bg-slate-100',
          selected && 'bg-brand-50 font-medium',
        )}
        onClick={pick}
      >
        {text}
      </button>
    </li>
  );

  return (
    <FormField label={label} name={name} errors={errors} error={error}>
      {(control) => (
        <div
          ref={box}
          className="relative"
          onKeyDown={(e) => {
            if (e.key === 'Escape') setOpen(false);
          }}
        >
          <button
            {...control}
            type="button"
            disabled={disabled}
            aria-haspopup="listbox"
            aria-expanded={open}
            aria-controls={open ? listId : undefined}
            className={controlClass(Boolean(control['aria-invalid']), 'w-full text-left')}
            onClick={() => setOpen((o) => !o)}
          >
            {shown}
          </button>
          {open && (
            <div className="absolute z-30 mt-1 w-full rounded-lg border border-slate-300 bg-white shadow-lg">
              <input
                aria-label={`Search ${label}`}
                placeholder="Search (2 characters or more)"
                className="min-h-11 w-full border-b border-slate-200 px-3 py-2"
                value={term}
                autoFocus
                onChange={(e) => onTerm(e.target.value)}
              />
              <ul
                id={listId}
                role="listbox"
                aria-label={label}
                className="overflow-y-auto"
                style={{ maxHeight: COURIER_LIST_MAX_HEIGHT_PX }}
              >
                {option('best-rate', BEST_RATE_OPTION.label, value === '', () =>
                  choose(BEST_RATE_OPTION.value, null),
                )}
                {(found ?? []).map((s) =>
                  option(
                    `${s.courier}/${s.courier_service_code}`,
                    describe(s, withCourier),
                    s.courier_service_code === value && (!current || current.courier === s.courier),
                    () => choose(s.courier_service_code, s),
                  ),
                )}
              </ul>
              {loadError ? (
                <p role="alert" className="px-3 py-2 text-sm text-red-700">
                  {errorText(loadError)}
                </p>
              ) : loading ? (
                <p className="px-3 py-2 text-sm text-slate-600">Loading…</p>
              ) : null}
            </div>
          )}
        </div>
      )}
    </FormField>
  );
}

/**
 * The shared courier-service picker: the site's services (of `courier` when given) from
 * useCourierServices, searched at 2 characters or more (a shorter term empties the list).
 */
export function CourierServiceSelect({ courier, ...props }: CourierServiceSelectProps) {
  const [term, setTerm] = useState('');
  const all = useCourierServices({ courier });
  const found = useCourierServices({ courier, search_term: term });
  return (
    <CourierServicePicker
      {...props}
      services={all.data}
      found={found.data}
      term={term}
      onTerm={setTerm}
      withCourier={!courier}
      loading={found.isFetching}
      loadError={found.error}
    />
  );
}
