import type { FastifyBaseLogger } from 'fastify';
import { ERROR_CODES, MESSAGES, type TMessage } from '../../src/contract';
import { AppError } from '../errors';
import { errorForLog } from './redact';

type FastifyLikeError = { code?: unknown; statusCode?: unknown; message?: unknown };

/**
 * Turn anything thrown into an HTTP status and one answer message. AppErrors and Fastify's
 * own 4xx (body too large, bad JSON, wrong content type) keep their meaning; everything else
 * is a 500 whose internals are logged, never answered.
 */
export function toErrorReply(
  error: unknown,
  log: FastifyBaseLogger,
): { status: number; message: TMessage; messages?: TMessage[] } {
  if (error instanceof AppError)
    return { status: error.status, message: error.toMessage(), messages: error.toMessages() };
  const e = (error ?? {}) as FastifyLikeError;
  const code = typeof e.code === 'string' ? e.code : '';
  const status = typeof e.statusCode === 'number' ? e.statusCode : 500;
  const detail = typeof e.message === 'string' ? e.message : undefined;
  if (code === 'FST_ERR_CTP_BODY_TOO_LARGE' || status === 413) {
    return {
      status: 413,
      message: { message: MESSAGES.bodyTooLarge, code: ERROR_CODES.TOO_LARGE },
    };
  }
  if (code.startsWith('FST_ERR_CTP_') || (error instanceof SyntaxError && status === 400)) {
    return {
      status: status >= 400 && status < 500 ? status : 400,
      message: {
        message: MESSAGES.malformedEnvelope,
        code: ERROR_CODES.BAD_REQUEST,
        ...(detail ? { exception: detail } : {}),
      },
    };
  }
  if (status >= 400 && status < 500) {
    return {
      status,
      message: {
        message: detail || MESSAGES.defaultError,
        code: status === 429 ? ERROR_CODES.RATE_LIMITED : ERROR_CODES.BAD_REQUEST,
      },
    };
  }
  // No secret reaches the log: a failed sign-in or session query's parameters are redacted.
  log.error({ err: errorForLog(error) }, 'request failed');
  return { status: 500, message: { message: MESSAGES.defaultError, code: ERROR_CODES.INTERNAL } };
}
