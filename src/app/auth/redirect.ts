/**
 * The path to return to after sign-in: only a local path of this app. Absolute URLs,
 * protocol-relative `//host`, backslash tricks (`/\host`), control characters and
 * anything not starting with a single '/' fall back to home.
 */
export function safeRedirect(raw: string | null | undefined, fallback = '/'): string {
  if (!raw) return fallback;
  if (!raw.startsWith('/')) return fallback;
  if (raw.startsWith('//') || raw.startsWith('/\\')) return fallback;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(raw)) return fallback;
  try {
    const base = 'http://local.invalid';
    const url = new URL(raw, base);
    if (url.origin !== base) return fallback;
    if (url.pathname.startsWith('/login') || url.pathname.startsWith('/logout')) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}

/** The login URL that brings the user back to `path` afterwards. */
export function loginPathFor(path: string): string {
  const target = safeRedirect(path, '');
  return target && target !== '/' ? `/login?redirect=${encodeURIComponent(target)}` : '/login';
}
