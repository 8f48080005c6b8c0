import { z } from 'zod';
import { ZDoneAt } from './device-time';

/** One message in an answer: errors carry an optional exception (detail) and code. */
export const ZMessage = z.object({
  message: z.string(),
  exception: z.string().optional(),
  code: z.string().optional(),
});
export type TMessage = z.infer<typeof ZMessage>;

/** The envelope every `POST /api/<service>/` call carries. */
export const ZEnvelopeRequest = z.object({
  site_id: z.string().min(1).max(40),
  user_id: z.string().max(120).optional(),
  entity: z.string().min(1).max(80),
  action: z.string().min(1).max(80),
  data: z.unknown().optional(),
  /** Idempotency key for replayed writes (outbox). */
  request_id: z.string().max(120).optional(),
  /**
   * When the write was done on the device (the outbox stamps each entry's queued time):
   * stored beside the time the server received it (src/contract/device-time.ts). Not part
   * of the request_id's call: a resend of the same write may carry it or not.
   */
  done_at: ZDoneAt.optional(),
  /**
   * Document 3 "Printing": a print call's envelope may carry where it prints. Kept as sent
   * (in the request hash and the log) and read, and checked, only by the print action; every
   * other action ignores them.
   */
  printer_set: z.unknown().optional(),
  email_address: z.unknown().optional(),
});
export type TEnvelopeRequest = z.infer<typeof ZEnvelopeRequest>;

/** The answer to every envelope call. */
export const ZEnvelopeAnswer = z.object({
  success: z.boolean(),
  results: z.array(z.unknown()),
  errors: z.array(ZMessage),
  warnings: z.array(ZMessage),
  info: z.array(ZMessage),
});
export type TEnvelopeAnswer<T = unknown> = Omit<z.infer<typeof ZEnvelopeAnswer>, 'results'> & {
  results: T[];
};

/** Calls one batch may carry (`POST /api/batch/`). */
export const BATCH_MAX_CALLS = 50;

/**
 * `POST /api/batch/`: envelopes answered one after another, in order, each exactly as
 * `POST /api/{service}/` answers it (its own sign-in, site and permission checks, its own
 * transaction, request_id and activity log). The outbox sends its writes this way: one round
 * trip for many queued writes.
 */
export const ZBatchRequest = z.object({
  calls: z
    .array(z.object({ service: z.string().min(1).max(40), envelope: z.unknown() }))
    .min(1)
    .max(BATCH_MAX_CALLS),
});
export type TBatchRequest = z.infer<typeof ZBatchRequest>;

/** One call's answer in a batch: its HTTP status, its envelope answer, whether replayed. */
export type TBatchAnswer = { status: number; replayed: boolean; body: TEnvelopeAnswer };

/**
 * The answers in order, up to and including the first that says "try again later"
 * (batchStops): the calls after it were not run.
 */
export type TBatchReply = { answers: TBatchAnswer[] };

/**
 * A status that is no refusal of the call itself but of the moment (signed out, timed out,
 * too many requests, the server unwell): what follows it waits, to keep the order.
 */
export function batchStops(status: number): boolean {
  return status === 401 || status === 408 || status === 429 || status >= 500;
}

/** Error codes shared by server and client (AppError.code). */
export const ERROR_CODES = {
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  SESSION_EXPIRED: 'SESSION_EXPIRED',
  FORBIDDEN_SITE: 'FORBIDDEN_SITE',
  FORBIDDEN_USER: 'FORBIDDEN_USER',
  FORBIDDEN_PERMISSION: 'FORBIDDEN_PERMISSION',
  BAD_REQUEST: 'BAD_REQUEST',
  VALIDATION: 'VALIDATION',
  UNKNOWN_ACTION: 'UNKNOWN_ACTION',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  TOO_LARGE: 'TOO_LARGE',
  RATE_LIMITED: 'RATE_LIMITED',
  /** User-written code ran past its time or memory limit. */
  LIMIT_EXCEEDED: 'LIMIT_EXCEEDED',
  BAD_CREDENTIALS: 'BAD_CREDENTIALS',
  SITE_SETTINGS_ERROR: 'SITE_SETTINGS_ERROR',
  INTERNAL: 'INTERNAL',
} as const;
export type TErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** The special pseudo-site for cross-site views and site setup. */
export const GLOBAL_SITE = 'GLOBAL';
/** The "all warehouses" choice of the context. */
export const ALL_WAREHOUSES = 'ALL';
