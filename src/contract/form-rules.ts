import { z } from 'zod';
import { SHELL_MESSAGES } from './shell-messages';
import { MIN_SEARCH_LENGTH } from './defaults';

/**
 * The shared form rules of document 1 section 5 as zod schemas, so a form and the server
 * give the same message for the same mistake.
 */
export const rules = {
  required: () =>
    z.string({ error: SHELL_MESSAGES.required }).trim().min(1, SHELL_MESSAGES.required),
  alpha: () => z.string().regex(/^[\p{L}]*$/u, SHELL_MESSAGES.alpha),
  alphaDash: () => z.string().regex(/^[\p{L}\p{N}_-]*$/u, SHELL_MESSAGES.alphaDash),
  alphaNum: () => z.string().regex(/^[\p{L}\p{N}]*$/u, SHELL_MESSAGES.alphaNum),
  digits: (length?: number) =>
    z
      .string()
      .regex(
        length === undefined ? /^\d*$/ : new RegExp(`^\\d{${length}}$`),
        SHELL_MESSAGES.digits,
      ),
  email: () => z.email(SHELL_MESSAGES.email),
  max: (length: number) => z.string().max(length, SHELL_MESSAGES.max),
  minValue: (minimum: number) => z.coerce.number().min(minimum, SHELL_MESSAGES.minValue),
  is: <T extends string | number | boolean>(value: T) =>
    z.custom<T>((v) => v === value, SHELL_MESSAGES.is),
};

/** Field -> first message, for showing zod errors beside form fields. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}

/** A search term starts a search only at MIN_SEARCH_LENGTH characters; shorter clears the list. */
export function searchTermReady(term: string | null | undefined, minimum = MIN_SEARCH_LENGTH) {
  return (term ?? '').trim().length >= minimum;
}
