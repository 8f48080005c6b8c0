import { ApiError } from '../api';
import { MESSAGES, type TMessage } from '../contract';

/** One error of an answer: its message, and its detail (exception) when different. */
const oneError = (e: TMessage) =>
  e.exception && e.exception !== e.message ? `${e.message} - ${e.exception}` : e.message;

/**
 * Every message to show for a failed call, one per error the server sent (each with its detail
 * when different). A caller's own message (an ApiError raised with a catalogue message over the
 * server's errors) comes first, joined to the first error.
 */
export function errorTexts(error: unknown): string[] {
  if (error instanceof ApiError) {
    const texts = error.errors.map(oneError).filter((t) => t !== '');
    if (texts.length === 0) return [error.message || MESSAGES.somethingWentWrong];
    if (error.message && error.errors[0]?.message !== error.message)
      texts[0] = `${error.message} - ${texts[0]}`;
    return texts;
  }
  if (error instanceof Error && error.message) return [error.message];
  if (typeof error === 'string' && error) return [error];
  return [MESSAGES.somethingWentWrong];
}

/**
 * What to show for a failed call: every message of the answer, one a line (ErrorState and the
 * screens' error lines keep the line breaks).
 */
export function errorText(error: unknown): string {
  return errorTexts(error).join('\n');
}

/** The server refused the call and said why (a 4xx with messages): the words to show. */
export const isRefusal = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.isRefusal;

/**
 * What a screen's call throws on failure: a refusal as it is (it says what to fix), anything
 * else as the screen's catalogue message with the failure's detail.
 */
export const refusedOr = (error: unknown, problem: (detail: string) => string): Error =>
  isRefusal(error) ? error : new Error(problem(errorText(error)));
