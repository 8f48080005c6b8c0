import { setTimeout as sleep } from 'node:timers/promises';
import { eq, or, sql } from 'drizzle-orm';
import {
  ERROR_CODES,
  INACTIVE_LICENCE,
  MESSAGES,
  type TLoginAnswer,
  type TLoginRequest,
} from '../../../src/contract';
import { users } from '../../db/schema';
import type { Db } from '../../db/types';
import { AppError } from '../../errors';
import { sessionUser } from './access';
import { verifyPassword } from './passwords';
import { accountKey, addressKey, type LoginRateLimiter } from './rate-limiter';
import { createSession } from './sessions';

const badCredentials = () =>
  new AppError(ERROR_CODES.BAD_CREDENTIALS, MESSAGES.badCredentials, 401);

/** An account past its limit: refused, even with the right password, for `retryAfterSeconds`. */
export class LoginLimitedError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(ERROR_CODES.RATE_LIMITED, MESSAGES.tooManyLoginsFor(retryAfterSeconds), 429);
  }
}

/** Find a user by user_id or email address, case-insensitively. */
async function findUser(db: Db, username: string) {
  const name = username.trim().toLowerCase();
  const rows = await db
    .select()
    .from(users)
    .where(or(eq(sql`lower(${users.user_id})`, name), eq(sql`lower(${users.email_address})`, name)))
    .limit(2);
  // An exact user_id match wins over another user's email address.
  return rows.find((u) => u.user_id.toLowerCase() === name) ?? rows[0];
}

/**
 * Sign in. Unknown user, wrong password and inactive user give the same 401 after the
 * same amount of work (a password is always verified). An account (user_id or email address
 * alike) past its limit of attempts is refused with 429 from every address; an address past
 * its limit of failures is answered after a delay (a timer: no connection is held).
 */
export async function login(
  db: Db,
  limiter: LoginRateLimiter,
  request: TLoginRequest,
  meta: { ip: string; userAgent: string | null },
): Promise<TLoginAnswer> {
  const user = await findUser(db, request.username);
  const account = accountKey(request.username, user?.user_id);
  const address = addressKey(meta.ip);
  const check = await limiter.begin(account, address);
  if (check.limited) throw new LoginLimitedError(check.retryAfterSeconds);
  if (check.delayMs > 0) await sleep(check.delayMs);
  const passwordOk = await verifyPassword(request.password, user?.password_hash);
  if (!user || !passwordOk || !user.active_flag || user.license_type === INACTIVE_LICENCE) {
    await limiter.fail(address);
    throw badCredentials();
  }
  await limiter.succeed(account);
  const session = await createSession(db, user.user_id, { ip: meta.ip, userAgent: meta.userAgent });
  return {
    token: session.token,
    expires_at: session.expires_at.toISOString(),
    user: await sessionUser(db, user),
  };
}
