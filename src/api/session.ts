import { ZSessionUser, type TSessionUser } from '../contract';
import { readJson, writeJson } from './storage';

/**
 * The signed-in session: the bearer token and the last known user, kept in localStorage
 * so a user stays signed in across reloads and offline starts.
 */
export type TSession = { token: string; user: TSessionUser };

const KEY = 'wms.session';
const listeners = new Set<() => void>();

function parseSession(value: unknown): TSession | null {
  if (typeof value !== 'object' || value === null) return null;
  const { token, user } = value as Record<string, unknown>;
  const parsed = ZSessionUser.safeParse(user);
  if (typeof token !== 'string' || !token || !parsed.success) return null;
  return { token, user: parsed.data };
}

let current: TSession | null = readJson(KEY, parseSession);

function publish(next: TSession | null) {
  current = next;
  writeJson(KEY, next);
  for (const listener of [...listeners]) listener();
}

export function getSession(): TSession | null {
  return current;
}

export function getToken(): string | null {
  return current?.token ?? null;
}

export function setSession(session: TSession): void {
  publish(session);
}

/** Replace the cached user (after `GET /api/auth/user` or a settings save). */
export function updateSessionUser(update: (user: TSessionUser) => TSessionUser): void {
  if (current) publish({ ...current, user: update(current.user) });
}

export function clearSession(): void {
  if (current) publish(null);
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

// Another tab signed in or out: follow it.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== KEY) return;
    current = readJson(KEY, parseSession);
    for (const listener of [...listeners]) listener();
  });
}
