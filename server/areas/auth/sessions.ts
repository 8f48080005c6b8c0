import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { ERROR_CODES, INACTIVE_LICENCE, MESSAGES, SESSION_TTL_HOURS } from '../../../src/contract';
import { sessions, users } from '../../db/schema';
import type { Db } from '../../db/types';
import { AppError } from '../../errors';
import { hashToken, looksLikeToken, newToken } from './tokens';
import type { Principal, UserRow } from './types';

const TTL_MS = SESSION_TTL_HOURS * 3_600_000;
/** Sliding expiry (and last_seen_at) is written at most once a minute per session. */
export const TOUCH_EVERY_MS = 60_000;

const unauthenticated = () => new AppError(ERROR_CODES.UNAUTHENTICATED, MESSAGES.notSignedIn, 401);
const expired = () => new AppError(ERROR_CODES.SESSION_EXPIRED, MESSAGES.sessionExpired, 401);

export async function createSession(
  db: Db,
  userId: string,
  meta: { ip: string | null; userAgent: string | null },
): Promise<{ token: string; expires_at: Date; session_id: string }> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + TTL_MS);
  const [row] = await db
    .insert(sessions)
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      expires_at: expiresAt,
      ip: meta.ip,
      user_agent: meta.userAgent?.slice(0, 500) ?? null,
    })
    .returning({ session_id: sessions.session_id });
  return { token, expires_at: expiresAt, session_id: row!.session_id };
}

/** Read `Authorization: Bearer <token>`; undefined when absent. */
export function bearerToken(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1] : '';
}

/** The sha256 of the request's bearer token, or a 401 when it has none or a malformed one. */
export function bearerTokenHash(authorization: string | undefined): string {
  const token = bearerToken(authorization);
  if (!token || !looksLikeToken(token)) throw unauthenticated();
  return hashToken(token);
}

/** The session columns sign-in checks need. */
export const sessionCheckFields = {
  session_id: sessions.session_id,
  expires_at: sessions.expires_at,
  last_seen_at: sessions.last_seen_at,
  revoked_at: sessions.revoked_at,
};

export type SessionCheckRow = {
  session: { session_id: string; expires_at: Date; last_seen_at: Date; revoked_at: Date | null };
  user: UserRow;
};

/**
 * Admit the session found for `tokenHash` (or a 401: unknown, expired, revoked, inactive
 * user or licence) and slide its expiry, written at most once a minute per session (TOUCH_EVERY_MS)
 * so most calls make no write.
 */
export async function admitSession(
  db: Db,
  tokenHash: string,
  row: SessionCheckRow | undefined,
  now = Date.now(),
): Promise<Principal> {
  if (!row) throw unauthenticated();
  // A user deactivated or given the Inactive licence is signed out at once (migration 0014
  // also revokes their sessions when the row changes): asked to sign in, not told it expired.
  if (!row.user.active_flag || row.user.license_type === INACTIVE_LICENCE) throw unauthenticated();
  if (row.session.revoked_at || row.session.expires_at.getTime() <= now) throw expired();
  let expiresAt = row.session.expires_at;
  if (now - row.session.last_seen_at.getTime() > TOUCH_EVERY_MS) {
    expiresAt = new Date(now + TTL_MS);
    await db
      .update(sessions)
      .set({ last_seen_at: new Date(now), expires_at: expiresAt })
      .where(and(eq(sessions.token_hash, tokenHash), isNull(sessions.revoked_at)));
  }
  return {
    user: row.user,
    session_id: row.session.session_id,
    token_hash: tokenHash,
    expires_at: expiresAt,
  };
}

/** The principal of a bearer token, or a 401 AppError (UNAUTHENTICATED / SESSION_EXPIRED). */
export async function authenticate(db: Db, authorization: string | undefined): Promise<Principal> {
  const tokenHash = bearerTokenHash(authorization);
  const [row] = await db
    .select({ session: sessionCheckFields, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.user_id, sessions.user_id))
    .where(eq(sessions.token_hash, tokenHash))
    .limit(1);
  return admitSession(db, tokenHash, row);
}

export async function revokeSession(db: Db, tokenHash: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revoked_at: sql`now()` })
    .where(and(eq(sessions.token_hash, tokenHash), isNull(sessions.revoked_at)));
}

/** Revoke every session of the user except the one given (after a password change). */
export async function revokeOtherSessions(
  db: Db,
  userId: string,
  keepTokenHash: string,
): Promise<number> {
  const revoked = await db
    .update(sessions)
    .set({ revoked_at: sql`now()` })
    .where(
      and(
        eq(sessions.user_id, userId),
        ne(sessions.token_hash, keepTokenHash),
        isNull(sessions.revoked_at),
      ),
    )
    .returning({ session_id: sessions.session_id });
  return revoked.length;
}
