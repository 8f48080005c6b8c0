import { HEAVY_WORK_LIMITS, HEAVY_WORK_MESSAGES as M } from '../src/contract/heavy-work';
import { ERROR_CODES } from '../src/contract';
import { POOL_MAX } from './db/pool-size';
import { AppError } from './errors';

/*
 * A bounded queue per site for heavy work: at most `runningPerSite` calls of a site run at
 * once and at most `runningTotal` of all sites (below the database pool, so light calls always
 * find a connection); up to `waitingPerSite` more of a site wait their turn, first come first
 * served; one more is refused at once (429), and a waiting call gives up after `maxWaitMs`
 * (429). A slot is held until the work settles, whether it succeeded or failed.
 */

export type HeavyWorkLimits = {
  runningPerSite: number;
  waitingPerSite: number;
  runningTotal: number;
  maxWaitMs: number;
  /** Heavy calls of one user at one site, running and waiting together. */
  perUser?: number;
};

type Waiter = { site: string; admit(): void };

/** Who asks for a slot: their calls count against `perUser`. */
export type HeavyCaller = { user: string };

/** A slot taken; `release` gives it back. */
export type HeavySlot = { release(): void };

/** What a site's queue holds now. */
export type SiteLoad = { running: number; waiting: number };

export class HeavyWorkQueue {
  private readonly running = new Map<string, number>();
  private runningTotal = 0;
  /** Every waiting call in arrival order. */
  private readonly waiting: Waiter[] = [];
  /** Running and waiting calls per site and user. */
  private readonly perUser = new Map<string, number>();

  constructor(readonly limits: HeavyWorkLimits) {}

  /** Running and waiting calls of `site`. */
  load(site: string): SiteLoad {
    return {
      running: this.running.get(site) ?? 0,
      waiting: this.waiting.filter((w) => w.site === site).length,
    };
  }

  /** Run `work` in a slot of `site`: at once, after waiting its turn, or refused (AppError 429). */
  async run<T>(site: string, work: () => Promise<T>, caller?: HeavyCaller): Promise<T> {
    const slot = await this.acquire(site, caller);
    try {
      return await work();
    } finally {
      slot.release();
    }
  }

  /**
   * Take a slot of `site` (at once, after waiting its turn, or refused with AppError 429);
   * `release` gives it back (once, however often it is called).
   */
  async acquire(site: string, caller?: HeavyCaller): Promise<HeavySlot> {
    const key = caller ? `${site}\u0000${caller.user.toLowerCase()}` : null;
    const mine = key ? (this.perUser.get(key) ?? 0) : 0;
    const { perUser } = this.limits;
    if (key && perUser !== undefined && mine >= perUser)
      throw new AppError(ERROR_CODES.RATE_LIMITED, M.userBusy(mine), 429);
    const count = (delta: number) => {
      if (!key) return;
      const n = (this.perUser.get(key) ?? 0) + delta;
      if (n > 0) this.perUser.set(key, n);
      else this.perUser.delete(key);
    };
    count(1);
    try {
      await this.enter(site);
    } catch (error) {
      count(-1);
      throw error;
    }
    let held = true;
    return {
      release: () => {
        if (!held) return;
        held = false;
        count(-1);
        this.leave(site);
      },
    };
  }

  private canStart(site: string): boolean {
    return (
      this.runningTotal < this.limits.runningTotal &&
      (this.running.get(site) ?? 0) < this.limits.runningPerSite
    );
  }

  private start(site: string): void {
    this.running.set(site, (this.running.get(site) ?? 0) + 1);
    this.runningTotal += 1;
  }

  private enter(site: string): Promise<void> {
    // Nobody of this site is ahead: start now when there is room.
    if (this.canStart(site) && !this.waiting.some((w) => w.site === site)) {
      this.start(site);
      return Promise.resolve();
    }
    const { running, waiting } = this.load(site);
    if (waiting >= this.limits.waitingPerSite)
      return Promise.reject(
        new AppError(ERROR_CODES.RATE_LIMITED, M.siteBusy(running, waiting), 429),
      );
    return new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiting.splice(this.waiting.indexOf(waiter), 1);
        const seconds = Math.ceil(this.limits.maxWaitMs / 1000);
        reject(new AppError(ERROR_CODES.RATE_LIMITED, M.waitedTooLong(seconds), 429));
      }, this.limits.maxWaitMs);
      const waiter: Waiter = {
        site,
        admit: () => {
          clearTimeout(timer);
          resolve();
        },
      };
      this.waiting.push(waiter);
    });
  }

  private leave(site: string): void {
    const left = (this.running.get(site) ?? 1) - 1;
    if (left > 0) this.running.set(site, left);
    else this.running.delete(site);
    this.runningTotal -= 1;
    this.admitWaiting();
  }

  /** Start the oldest waiting calls whose site has room, while there is room in total. */
  private admitWaiting(): void {
    for (let i = 0; i < this.waiting.length && this.runningTotal < this.limits.runningTotal;) {
      const waiter = this.waiting[i]!;
      if (!this.canStart(waiter.site)) {
        i += 1;
        continue;
      }
      this.waiting.splice(i, 1);
      this.start(waiter.site);
      waiter.admit();
    }
  }
}

/** The server's queue: half of the database pool at most for heavy work of all sites. */
export const heavyWork = new HeavyWorkQueue({
  ...HEAVY_WORK_LIMITS,
  runningTotal: Math.max(1, Math.floor(POOL_MAX / 2)),
});
