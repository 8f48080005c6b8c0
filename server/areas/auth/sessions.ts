import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { ERROR_CODES, MESSAGES, SESSION_TTL_HOURS } from '../../../src/contract';
import { sessions, users } from '../../db/schema';
import type { Db } from '../../db/types';
import { AppError } from '../../http/app-error';
import { hashToken, looksLikeToken, newToken } from './tokens';
import type { Principal } from './types';

const TTL_MS = SESSION_TTL_HOURS * 3_600_000;
/** Sliding expiry is written at most once a minute per session. */
const TOUCH_EVERY_MS = 60_000;

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

/** The principal of a bearer token, or a 401 AppError (UNAUTHENTICATED / SESSION_EXPIRED). */
export async function authenticate(db: Db, authorization: string | undefined): Promise<Principal> {
  const token = bearerToken(authorization);
  if (!token || !looksLikeToken(token)) throw unauthenticated();
  const tokenHash = hashToken(token);
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.user_id, sessions.user_id))
    .where(eq(sessions.token_hash, tokenHash))
    .limit(1);
  if (!row) throw unauthenticated();
  const now = Date.now();
  if (row.session.revoked_at || row.session.expires_at.getTime() <= now) throw expired();
  if (!row.user.active_flag) throw unauthenticated();
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
