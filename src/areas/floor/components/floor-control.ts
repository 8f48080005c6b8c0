import { cx } from '../../../ui';

/**
 * The look of a floor screen's typed field (quantity, date code, reason): tall, large text
 * readable at arm's length, a red border while it has an error. `text` is the text size.
 */
export function floorControlClass(error: unknown, text: 'text-2xl' | 'text-xl' = 'text-2xl') {
  return cx(
    'min-h-14 rounded-lg border bg-white px-3',
    text,
    error ? 'border-red-600' : 'border-slate-300',
  );
}

/** The look of the pack screen's typed fields (sizes, type, the line being filled). */
export const packControlClass = 'min-h-12 rounded-lg border border-slate-300 px-3 text-xl';
