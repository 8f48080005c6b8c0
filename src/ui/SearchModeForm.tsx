import type { ReactNode } from 'react';
import { cx } from './cx';
import { Select } from './Select';

export type SearchModeFormProps<T extends string> = {
  /** The search modes in their order and their labels. */
  types: readonly T[];
  labels: Record<T, string>;
  value: T;
  onChange: (type: string) => void;
  /** The grid's columns from md up (the mode select is the first). */
  columns?: string;
  /** The inputs of the chosen mode (term, dates, ...). */
  children: ReactNode;
};

/** A list screen's search: the "Search type" select, then the chosen mode's inputs. */
export function SearchModeForm<T extends string>({
  types,
  labels,
  value,
  onChange,
  columns = 'md:grid-cols-[14rem_1fr]',
  children,
}: SearchModeFormProps<T>) {
  return (
    <div className={cx('grid grid-cols-1 gap-3', columns)}>
      <Select
        label="Search type"
        value={value}
        options={types.map((t) => ({ value: t, label: labels[t] }))}
        onChange={onChange}
      />
      {children}
    </div>
  );
}
