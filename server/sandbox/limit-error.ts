import { ERROR_CODES, SANDBOX_MESSAGES, type TSandboxSubject } from '../../src/contract';
import { AppError } from '../errors';
import type { TLimitHit } from './tasks';

/** The catalogue's message for a limit the code of `subject` ran into. */
export function limitMessage(
  subject: TSandboxSubject,
  limit: TLimitHit,
  limits: { timeMs: number; memoryBytes: number },
): string {
  switch (limit) {
    case 'time':
      return SANDBOX_MESSAGES.timeLimit(subject, limits.timeMs);
    case 'memory':
      return SANDBOX_MESSAGES.memoryLimit(subject, limits.memoryBytes);
    case 'stack':
      return SANDBOX_MESSAGES.stackLimit(subject);
    case 'crash':
      return SANDBOX_MESSAGES.crashed(subject);
    case 'late':
      return SANDBOX_MESSAGES.notStarted(subject, limits.timeMs);
  }
}

/**
 * The refusal of a call whose code ran into a limit: 400 naming the limit, or 429 when its time
 * passed while it waited for a worker (the server was busy, the code is not at fault).
 */
export function limitError(
  subject: TSandboxSubject,
  limit: TLimitHit,
  limits: { timeMs: number; memoryBytes: number },
): AppError {
  const message = limitMessage(subject, limit, limits);
  return limit === 'late'
    ? new AppError(ERROR_CODES.RATE_LIMITED, message, 429)
    : new AppError(ERROR_CODES.LIMIT_EXCEEDED, message, 400);
}
