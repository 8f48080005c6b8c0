import { ZLoginAnswer, ZSessionUser, type TSessionUser, SHELL_MESSAGES } from '../contract';
import { ApiError } from './api-error';
import { messagesOf, requestJson } from './http';
import { clearSession, getSession, setSession } from './session';
import { setWorkContext } from './work-context';

/** Sign in: stores the token and user. Throws ApiError with the server's message. */
export async function login(username: string, password: string): Promise<TSessionUser> {
  const { status, body } = await requestJson(
    'POST',
    '/auth/login',
    { username, password },
    { auth: false, signOutOn401: false, blocking: true },
  );
  if (status === 429) {
    // The server's message says how long this account must wait.
    const said = messagesOf(body)[0]?.message;
    throw new ApiError(said ?? SHELL_MESSAGES.tooManyLogins, { status, code: 'RATE_LIMITED' });
  }
  const parsed = ZLoginAnswer.safeParse(body);
  if (status !== 200 || !parsed.success) {
    const errors = messagesOf(body);
    const fallback =
      status === 401 ? SHELL_MESSAGES.badCredentials : SHELL_MESSAGES.somethingWentWrong;
    throw new ApiError(errors[0]?.message ?? fallback, { status, code: errors[0]?.code, errors });
  }
  setSession({ token: parsed.data.token, user: parsed.data.user });
  return parsed.data.user;
}

/** The signed-in user as the server knows it now (refreshes the cached copy). */
export async function fetchCurrentUser(): Promise<TSessionUser> {
  const { status, body } = await requestJson('GET', '/auth/user', undefined);
  const parsed = ZSessionUser.safeParse(body);
  if (status !== 200 || !parsed.success) {
    throw new ApiError(messagesOf(body)[0]?.message ?? SHELL_MESSAGES.somethingWentWrong, {
      status,
    });
  }
  const session = getSession();
  if (session) setSession({ token: session.token, user: parsed.data });
  return parsed.data;
}

/** Sign out: revoke the session on the server (best effort) and forget user, token and context. */
export async function logout(): Promise<void> {
  try {
    if (getSession()) {
      await requestJson('POST', '/auth/logout', {}, { signOutOn401: false });
    }
  } catch {
    // Offline: the token is forgotten here; it expires on the server.
  } finally {
    clearSession();
    setWorkContext(null);
  }
}
