import type { ReactNode } from 'react';
import { erpStatusVariant, type TVariant } from '../contract';
import { cx } from './cx';
import { badgeVariantClass } from './variant-classes';

export type StatusBadgeProps = {
  /** The text shown; defaults to `erp` when that is given. */
  children?: ReactNode;
  /** The colour; defaults to the ERP status colour when `erp` is given, else light. */
  variant?: TVariant;
  /** An ERP status (e.g. "Pending Fulfilment"): shown as the text and coloured by the contract. */
  erp?: string | null;
  className?: string;
};

/** A status pill coloured by the shared variant map; nothing when it has no text. */
export function StatusBadge({ children, variant, erp, className }: StatusBadgeProps) {
  const text = children ?? erp;
  if (text === null || text === undefined || text === '') return null;
  const tone = variant ?? (erp !== undefined ? erpStatusVariant(erp) : 'light');
  return (
    <span
      data-variant={tone}
      className={cx(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-sm font-medium whitespace-nowrap ring-1 ring-inset',
        badgeVariantClass(tone),
        className,
      )}
    >
      {text}
    </span>
  );
}
