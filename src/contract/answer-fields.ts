import { z } from 'zod';

/*
 * Building blocks of output schemas: what an answer's rows hold on the wire. Outputs state the
 * shape only (types, nullability); the form rules of inputs (required, lengths, patterns) do
 * not belong in them.
 */

/** A timestamp: the handler may return a Date, the caller reads ISO 8601 text. */
export const instant = () =>
  z.preprocess((value) => (value instanceof Date ? value.toISOString() : value), z.string());
