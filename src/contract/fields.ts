import { z } from 'zod';

/**
 * Bounded field schemas shared by every action's input: a value the database cannot hold
 * (an id past the integer column, a quantity past numeric(14,3), a date that is no calendar
 * day, a string with a NUL) is refused with a 400 naming the field, never met as a database
 * error. Numbers are numbers: a number sent as a string is refused, not coerced (a REST
 * route that reads a query string converts it itself).
 */

/** The largest value of a PostgreSQL `integer` column (every serial id but movement_id). */
export const INT_MAX = 2_147_483_647;
/** The smallest value of a PostgreSQL `integer` column. */
export const INT_MIN = -2_147_483_648;
/** The largest magnitude a `numeric(14,3)` quantity column holds. */
export const QUANTITY_MAX = 99_999_999_999.999;
/** A cap for free text with no column limit of its own. */
export const TEXT_MAX = 10_000;

export const FIELD_MESSAGES = {
  wholeNumber: 'Enter a whole number',
  number: 'Enter a number',
  idRange: `Enter an id from 1 to ${INT_MAX}`,
  intRange: (min: number, max: number) => `Enter a whole number from ${min} to ${max}`,
  quantityRange: (min: number, max: number) => `Enter a quantity from ${min} to ${max}`,
  dateFormat: 'Enter a date as YYYY-MM-DD',
  date: 'Enter a real calendar date',
  textTooLong: (max: number) => `Enter at most ${max} characters`,
  badCharacters: 'Text may not contain NUL or unpaired surrogate characters',
} as const;

/** A finite JSON number (never a numeric string, never NaN or Infinity). */
const number = () => z.number({ error: FIELD_MESSAGES.number });

/** A whole number that fits an `integer` column, within [min, max]. */
export const int = (min: number = INT_MIN, max: number = INT_MAX) =>
  number()
    .int(FIELD_MESSAGES.wholeNumber)
    .min(Math.max(min, INT_MIN), FIELD_MESSAGES.intRange(min, max))
    .max(Math.min(max, INT_MAX), FIELD_MESSAGES.intRange(min, max));

/** A row id held in an `integer` column: 1 .. 2^31-1. */
export const id = () =>
  number()
    .int(FIELD_MESSAGES.wholeNumber)
    .min(1, FIELD_MESSAGES.idRange)
    .max(INT_MAX, FIELD_MESSAGES.idRange);

/** A row id held in a `bigint` column read as a JS number: 1 .. 2^53-1. */
export const bigId = () =>
  number()
    .int(FIELD_MESSAGES.wholeNumber)
    .min(1, FIELD_MESSAGES.idRange)
    .max(Number.MAX_SAFE_INTEGER, FIELD_MESSAGES.idRange);

/** A quantity held in a `numeric(14,3)` column, within [min, max] (default 0 .. the column). */
export const quantity = (min = 0, max = QUANTITY_MAX) =>
  number()
    .min(Math.max(min, -QUANTITY_MAX), FIELD_MESSAGES.quantityRange(min, max))
    .max(Math.min(max, QUANTITY_MAX), FIELD_MESSAGES.quantityRange(min, max));

/**
 * Text the database cannot keep: a NUL (PostgreSQL text and jsonb refuse it), a high surrogate
 * not followed by a low one, or a low one not after a high one (not Unicode).
 */
export const BAD_TEXT =
  // eslint-disable-next-line no-control-regex -- NUL is the character this looks for
  /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** No NUL and no unpaired UTF-16 surrogate. */
export function isStorableText(value: string): boolean {
  return !BAD_TEXT.test(value);
}

/**
 * A string the database can store: no NUL, no lone surrogate, at most `max` characters.
 * Chain `.trim()`, `.min()`, a tighter `.max()` or `.regex()` as the field needs.
 */
export const text = (max: number = TEXT_MAX, error?: string) =>
  z
    .string(error === undefined ? undefined : { error })
    .refine(isStorableText, FIELD_MESSAGES.badCharacters)
    .max(max, FIELD_MESSAGES.textTooLong(max));

/** Is `value` (YYYY-MM-DD) a day of the calendar, e.g. not 2026-13-45 or 2026-02-30? */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1) return false;
  const d = new Date(Date.UTC(2000, month - 1, day));
  d.setUTCFullYear(year);
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

/** A calendar date as the API sends it (document 2 section 9: YYYY-MM-DD), a real day. */
export const date = () =>
  z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, FIELD_MESSAGES.dateFormat)
    .refine(isCalendarDate, FIELD_MESSAGES.date);

/** An optional date filter: missing, null or '' mean "no date". */
export const optionalDate = () => date().or(z.literal('')).nullish();

/** YYYY-MM-DD, optionally with a time of day and an offset (an instant as JSON sends it). */
const DAY_OR_INSTANT =
  /^\d{4}-\d{2}-\d{2}([T ]([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/** A real calendar day, or an instant on one (e.g. 2026-05-01T10:00:00.000Z). */
export const dateOrInstant = () =>
  text(40)
    .trim()
    .regex(DAY_OR_INSTANT, FIELD_MESSAGES.dateFormat)
    .refine((v) => isCalendarDate(v.slice(0, 10)), FIELD_MESSAGES.date);

/** A decimal held in a `numeric(14,3)` column, either sign; chain `.min()` for the field. */
export const decimal = () =>
  number()
    .min(-QUANTITY_MAX, FIELD_MESSAGES.quantityRange(-QUANTITY_MAX, QUANTITY_MAX))
    .max(QUANTITY_MAX, FIELD_MESSAGES.quantityRange(-QUANTITY_MAX, QUANTITY_MAX));

const ANSWERED_MESSAGES = new Set<string>();

/**
 * A schema message that is the specification's own answer (e.g. "Please Select a Search Type"
 * for a search type outside its enumeration): when the input check fails with it, the envelope
 * answers it as the error instead of "The request data is not valid".
 */
export function answered(message: string): string {
  ANSWERED_MESSAGES.add(message);
  return message;
}

export const isAnsweredMessage = (message: string): boolean => ANSWERED_MESSAGES.has(message);

/** One of `values`, refused with the specification's `message` (answered as the error). */
export const oneOf = <const T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.enum(values, { error: answered(message) });
