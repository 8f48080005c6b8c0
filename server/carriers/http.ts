import type { z } from 'zod';
import type { TCarrierOperation } from '../../src/contract/consign';
import { httpFailure } from '../outside-reason';
import { CarrierError } from './types';

/**
 * One JSON call to a carrier platform, abandoned after `timeoutMs` (or when the caller's
 * signal aborts). A time-out, a refused connection, a non-2xx answer or an answer of the
 * wrong shape all become a CarrierError carrying the operation's message; a non-2xx answer's
 * detail is its status and a short clean reason, never its whole body.
 */
export async function carrierJson<T extends z.ZodType>(
  operation: TCarrierOperation,
  url: string,
  init: { method: string; headers: Record<string, string>; body?: unknown },
  answer: T,
  timeoutMs: number,
  signal?: AbortSignal,
): Promise<z.output<T>> {
  const timeout = AbortSignal.timeout(timeoutMs);
  const both = signal ? AbortSignal.any([signal, timeout]) : timeout;
  let res: Response;
  try {
    res = await fetch(url, {
      method: init.method,
      headers: {
        accept: 'application/json',
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...init.headers,
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: both,
      redirect: 'error',
    });
  } catch (err) {
    const why = timeout.aborted ? `no answer within ${timeoutMs} ms` : describe(err);
    throw new CarrierError(operation, why);
  }
  const text = await readText(res, operation);
  if (!res.ok) throw new CarrierError(operation, httpFailure(res.status, text));
  let body: unknown = {};
  if (text.trim()) {
    try {
      body = JSON.parse(text);
    } catch {
      throw new CarrierError(operation, 'the answer is not JSON');
    }
  }
  const parsed = answer.safeParse(body);
  if (!parsed.success)
    throw new CarrierError(operation, `unexpected answer: ${parsed.error.message}`);
  return parsed.data;
}

async function readText(res: Response, operation: TCarrierOperation): Promise<string> {
  try {
    return await res.text();
  } catch (err) {
    throw new CarrierError(operation, describe(err));
  }
}

function describe(err: unknown): string {
  if (err instanceof Error) {
    const cause = (err as Error & { cause?: unknown }).cause;
    return cause instanceof Error ? `${err.message}: ${cause.message}` : err.message;
  }
  return String(err);
}

/** A base URL joined with a path, without doubled slashes. */
export const joinUrl = (base: string, path: string): string =>
  `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
