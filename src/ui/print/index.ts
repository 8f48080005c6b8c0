/**
 * The print path's app side. Screens import PrintButton lazily (its module, not this index);
 * the types are free to import.
 */
export type { PrintButtonProps } from './PrintButton';
export type { TPrintRequest } from './print-calls';
