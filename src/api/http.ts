import { TOKEN_TYPE, ZMessage, type TMessage, SHELL_MESSAGES } from '../contract';
import { ApiError, NETWORK_ERROR } from './api-error';
import { apiEvents } from './events';
import { clearSession, getToken } from './session';

export type RequestOptions = {
  /** Show the busy overlay while it runs (saves, site switch); reads stay unblocking. */
  blocking?: boolean;
  /** Send the bearer token (default true). */
  auth?: boolean;
  /** A 401 clears the session (default true; off for the sign-in call itself). */
  signOutOn401?: boolean;
  signal?: AbortSignal;
  /** Work the user did not ask for (the mirror's refresh): no loading bar. */
  background?: boolean;
};

export const API_BASE = '/api';
let nextRequestId = 1;

function messagesOf(body: unknown): TMessage[] {
  if (typeof body !== 'object' || body === null) return [];
  const errors = (body as { errors?: unknown }).errors;
  if (!Array.isArray(errors)) return [];
  return errors.flatMap((e) => {
    const parsed = ZMessage.safeParse(e);
    return parsed.success ? [parsed.data] : [];
  });
}

/**
 * One JSON request to the server, with the request lifecycle events (busy flag, loading
 * bar), the offline signal and the 401 rule. Answers of any status come back parsed; a
 * network failure throws ApiError(NETWORK).
 */
export async function requestJson(
  method: 'GET' | 'POST',
  path: string,
  body: unknown,
  opts: RequestOptions = {},
): Promise<{ status: number; body: unknown }> {
  const id = nextRequestId++;
  if (!opts.background) apiEvents.emit('request:start', { id, blocking: Boolean(opts.blocking) });
  let ok = false;
  try {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const token = opts.auth === false ? null : getToken();
    if (token) headers.Authorization = `${TOKEN_TYPE} ${token}`;
    let response: Response;
    try {
      response = await fetch(`${API_BASE}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: opts.signal,
      });
    } catch (error) {
      if (opts.signal?.aborted) throw error;
      apiEvents.emit('network', { online: false });
      throw new ApiError(SHELL_MESSAGES.offline, { status: 0, code: NETWORK_ERROR });
    }
    apiEvents.emit('network', { online: true });
    const text = await response.text();
    let parsed: unknown = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = null;
    }
    if (response.status === 401 && opts.signOutOn401 !== false) {
      clearSession();
      apiEvents.emit('unauthorized', null);
      const errors = messagesOf(parsed);
      throw new ApiError(errors[0]?.message ?? SHELL_MESSAGES.sessionExpired, {
        status: 401,
        code: errors[0]?.code ?? 'UNAUTHENTICATED',
        errors,
      });
    }
    ok = response.ok;
    return { status: response.status, body: parsed };
  } finally {
    if (!opts.background) apiEvents.emit('request:end', { id, ok });
  }
}

export { messagesOf };
