/** Bootstrap-style variants used for row and badge colours across the product. */
export type TVariant =
  'success' | 'warning' | 'danger' | 'info' | 'secondary' | 'light' | 'primary' | 'dark';

/**
 * ERP status colours: the union of documents 1 and 2 (seeds README decision),
 * compared case-insensitively; anything else is light.
 */
const ERP_STATUS_VARIANTS: Record<string, TVariant> = {
  BILLED: 'success',
  INVOICED: 'success',
  CONFIRMED: 'success',
  COMPLETE: 'success',
  COMPLETED: 'success',
  PROCESSED: 'success',
  'PENDING FULFILMENT': 'warning',
  OPEN: 'warning',
  'PENDING RECEIPT': 'warning',
  QUEUED: 'warning',
  LOCKED: 'warning',
  PROCESSING: 'warning',
  'NO ACTION': 'secondary',
  ERROR: 'danger',
};

export function erpStatusVariant(status: string | null | undefined): TVariant {
  if (!status) return 'light';
  return ERP_STATUS_VARIANTS[status.trim().toUpperCase()] ?? 'light';
}

/** Alert kinds (document 1 section 8): errors red, info blue, warnings yellow. */
export const ALERT_VARIANTS = { error: 'danger', info: 'info', warning: 'warning' } as const;
