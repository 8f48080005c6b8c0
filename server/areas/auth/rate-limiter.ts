import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { LOGIN_ADDRESS_FACTOR } from '../../../src/contract';
import { rows } from '../../db/sql';
import type { Db } from '../../db/types';

/** The first delay of an address over its limit; it doubles with each further failure. */
export const LOGIN_SLOW_STEP_MS = 250;
/** The longest an address over its limit waits before its sign-in is answered. */
export const LOGIN_SLOW_MAX_MS = 3_000;
const WINDOW_MS = 60_000;

/** What a sign-in may do: refused until the account's window ends, or go on after a delay. */
export type LoginCheck =
  { limited: true; retryAfterSeconds: number } | { limited: false; delayMs: number };

/** A key stored hashed: a user name field sometimes holds a password typed in the wrong box. */
const hashed = (kind: 'account' | 'address', value: string) =>
  `${kind}:${createHash('sha256').update(value).digest('base64url')}`;

/**
 * The key of an account's attempts, from any address: the user found (by user_id or email
 * address alike), else the name as typed.
 */
export function accountKey(username: string, userId: string | undefined): string {
  return hashed(
    'account',
    userId ? `user:${userId.toLowerCase()}` : `name:${username.trim().toLowerCase()}`,
  );
}

/** The key of every failure from one address, whatever account was tried. */
export const addressKey = (ip: string): string => hashed('address', ip);

/** The delay of an address with `failures` in its window: none up to `limit`, then doubling. */
export function addressDelayMs(failures: number, limit: number): number {
  if (failures < limit) return 0;
  return Math.min(LOGIN_SLOW_MAX_MS, LOGIN_SLOW_STEP_MS * 2 ** Math.min(failures - limit, 16));
}

/**
 * Sign-in counters in PostgreSQL (wms.login_limits), shared by every server process; each
 * count changes in one statement (an upsert), so two processes never lose an attempt.
 *
 * - An account may be tried `limit` times per minute, from any address. Each attempt is
 *   counted before its password is checked (so attempts racing each other cannot exceed
 *   it); a success clears the count. The attempt that reaches the limit starts a full
 *   minute, and past the limit the account is refused until that minute ends.
 * - An address with LOGIN_ADDRESS_FACTOR × `limit` failures in its minute is slowed, not
 *   refused: each of its sign-ins waits a delay that doubles per further failure, up to
 *   LOGIN_SLOW_MAX_MS, and its minute is renewed while the failures go on.
 *
 * `limit` 0 turns both off.
 */
export class LoginRateLimiter {
  private readonly addressLimit: number;
  private nextPrune = 0;

  constructor(
    private readonly db: Db,
    private readonly limit: number,
    private readonly windowMs = WINDOW_MS,
  ) {
    this.addressLimit = limit * LOGIN_ADDRESS_FACTOR;
  }

  /** Count an attempt on the account and read the address's failures. */
  async begin(account: string, address: string): Promise<LoginCheck> {
    if (this.limit <= 0) return { limited: false, delayMs: 0 };
    const window = sql`(${this.windowMs}::int * interval '1 millisecond')`;
    const [row] = await rows<{ attempts: number; retry_seconds: number; address_failures: number }>(
      this.db,
      sql`WITH account AS (
            INSERT INTO wms.login_limits AS l (key, attempts, window_ends)
            VALUES (${account}, 1, now() + ${window})
            ON CONFLICT (key) DO UPDATE SET
              attempts = CASE WHEN l.window_ends <= now() THEN 1 ELSE l.attempts + 1 END,
              window_ends = CASE
                WHEN l.window_ends <= now() OR l.attempts + 1 = ${this.limit}::int
                  THEN excluded.window_ends
                ELSE l.window_ends END
            RETURNING attempts, window_ends)
          SELECT a.attempts,
            greatest(1, ceil(extract(epoch FROM a.window_ends - now())))::int AS retry_seconds,
            coalesce((SELECT f.attempts FROM wms.login_limits f
                      WHERE f.key = ${address} AND f.window_ends > now()), 0)::int
              AS address_failures
          FROM account a`,
    );
    if (!row) throw new Error('login_limits: the upsert answered no row');
    if (row.attempts > this.limit) return { limited: true, retryAfterSeconds: row.retry_seconds };
    return { limited: false, delayMs: addressDelayMs(row.address_failures, this.addressLimit) };
  }

  /** Count a failure from the address (the account's attempt is counted already). */
  async fail(address: string): Promise<void> {
    if (this.limit <= 0) return;
    const window = sql`(${this.windowMs}::int * interval '1 millisecond')`;
    await this.db.execute(
      sql`INSERT INTO wms.login_limits AS l (key, attempts, window_ends)
          VALUES (${address}, 1, now() + ${window})
          ON CONFLICT (key) DO UPDATE SET
            attempts = CASE WHEN l.window_ends <= now() THEN 1 ELSE l.attempts + 1 END,
            window_ends = CASE
              WHEN l.window_ends <= now() OR l.attempts + 1 >= ${this.addressLimit}::int
                THEN excluded.window_ends
              ELSE l.window_ends END`,
    );
    await this.prune();
  }

  /** A right password: the account's count starts again. */
  async succeed(account: string): Promise<void> {
    if (this.limit <= 0) return;
    await this.db.execute(sql`DELETE FROM wms.login_limits WHERE key = ${account}`);
  }

  /** Delete the rows whose window has ended, at most once a window per process. */
  private async prune(): Promise<void> {
    const now = Date.now();
    if (now < this.nextPrune) return;
    this.nextPrune = now + this.windowMs;
    await this.db.execute(sql`DELETE FROM wms.login_limits WHERE window_ends < now()`);
  }
}
