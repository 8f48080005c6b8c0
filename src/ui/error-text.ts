import { ApiError } from '../api';
import { MESSAGES } from '../contract';

/** What to show for a failed call: the server's message (and its detail when different). */
export function errorText(error: unknown): string {
  if (error instanceof ApiError) {
    const detail = error.detail;
    return detail && detail !== error.message ? `${error.message} - ${detail}` : error.message;
  }
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return MESSAGES.somethingWentWrong;
}
