import { z } from 'zod';

/** A calendar date as the API sends it (document 2 section 9: YYYY-MM-DD). */
export const ZIsoDate = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date as YYYY-MM-DD');

/** An optional date filter: missing, null or '' mean "no date". */
export const ZOptionalIsoDate = ZIsoDate.or(z.literal('')).nullish();
