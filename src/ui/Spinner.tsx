import { cx } from './cx';

/** A small spinning ring with an accessible label; `showLabel` also prints the label beside it. */
export function Spinner({
  label = 'Loading',
  showLabel = false,
}: {
  label?: string;
  showLabel?: boolean;
}) {
  return (
    <span role="status" className="inline-flex items-center gap-2 text-slate-600">
      <span
        aria-hidden="true"
        className="size-5 animate-spin rounded-full border-2 border-slate-300 border-t-brand-700"
      />
      <span className={cx(!showLabel && 'sr-only')}>{label}</span>
    </span>
  );
}
