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
