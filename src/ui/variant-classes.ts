import type { TVariant } from '../contract';

/**
 * The one map from the contract's colour variants to Tailwind classes: table rows and
 * status badges read it, so "warning" is the same amber everywhere. Row colours are pale
 * (text stays slate and readable); badges carry a ring so they read without colour too.
 */
export const VARIANT_CLASSES: Record<TVariant, { row: string; badge: string }> = {
  success: {
    row: 'bg-green-50 hover:bg-green-100',
    badge: 'bg-green-100 text-green-900 ring-green-700/30',
  },
  warning: {
    row: 'bg-amber-50 hover:bg-amber-100',
    badge: 'bg-amber-100 text-amber-900 ring-amber-700/30',
  },
  danger: {
    row: 'bg-red-50 hover:bg-red-100',
    badge: 'bg-red-100 text-red-900 ring-red-700/30',
  },
  info: {
    row: 'bg-sky-50 hover:bg-sky-100',
    badge: 'bg-sky-100 text-sky-900 ring-sky-700/30',
  },
  primary: {
    row: 'bg-brand-50 hover:bg-brand-100',
    badge: 'bg-brand-100 text-brand-900 ring-brand-700/30',
  },
  secondary: {
    row: 'bg-slate-100 hover:bg-slate-200',
    badge: 'bg-slate-200 text-slate-800 ring-slate-500/30',
  },
  dark: {
    row: 'bg-slate-200 hover:bg-slate-300',
    badge: 'bg-slate-800 text-white ring-slate-900/30',
  },
  light: {
    row: 'bg-white hover:bg-slate-50',
    badge: 'bg-white text-slate-700 ring-slate-300',
  },
};

/** Row classes for a variant; no variant is a plain white row. */
export function rowVariantClass(variant: TVariant | undefined): string {
  return VARIANT_CLASSES[variant ?? 'light'].row;
}

/** Badge classes for a variant. */
export function badgeVariantClass(variant: TVariant): string {
  return VARIANT_CLASSES[variant].badge;
}
