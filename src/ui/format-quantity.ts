import { QUANTITY_DECIMALS } from '../contract';

/** A stock quantity as the screens show it: grouped, up to the ledger's decimals. */
export const formatQuantity = (value: number): string =>
  value.toLocaleString(undefined, { maximumFractionDigits: QUANTITY_DECIMALS });
