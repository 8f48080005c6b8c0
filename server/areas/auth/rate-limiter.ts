/**
 * Failed sign-ins per key (address + account, loginKey) in a sliding one-minute window, in memory.
 * A key with `limit` failures in the last minute is refused until the oldest one ages out.
 */
export class LoginRateLimiter {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly windowMs = 60_000,
  ) {}

  private recent(key: string, now: number): number[] {
    const list = (this.failures.get(key) ?? []).filter((t) => now - t < this.windowMs);
    if (list.length) this.failures.set(key, list);
    else this.failures.delete(key);
    return list;
  }

  /** `factor` raises the limit for a wider key (an address across its accounts). */
  isBlocked(key: string, now = Date.now(), factor = 1): boolean {
    return this.limit > 0 && this.recent(key, now).length >= this.limit * factor;
  }

  fail(key: string, now = Date.now()): void {
    const list = this.recent(key, now);
    list.push(now);
    this.failures.set(key, list);
    if (this.failures.size > 10_000) this.prune(now);
  }

  succeed(key: string): void {
    this.failures.delete(key);
  }

  private prune(now: number): void {
    for (const key of [...this.failures.keys()]) this.recent(key, now);
  }
}

/** The key of every failure from one address, whatever account was tried. */
export const addressKey = (ip: string): string => `${ip}|any`;

/**
 * The key failures are counted under: the address and the account tried — the user found,
 * whether its user_id or its email address was typed, so one person has one count; a name
 * that is no user counts as itself.
 */
export function loginKey(ip: string, username: string, userId: string | undefined): string {
  return userId
    ? `${ip}|user:${userId.toLowerCase()}`
    : `${ip}|name:${username.trim().toLowerCase()}`;
}
