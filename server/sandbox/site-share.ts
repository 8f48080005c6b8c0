/*
 * The sandbox's workers shared out between sites: one site runs at most `perSite` tasks at
 * once (one less than the workers, when there are two or more), so a site whose templates or
 * scripts run to their limits leaves a worker to every other site. A site's further tasks
 * wait their turn, first come first served, up to their own deadline.
 */

type Waiter = { admit(): void };

export class SiteShare {
  private readonly running = new Map<string, number>();
  private readonly waiting = new Map<string, Waiter[]>();

  constructor(private readonly perSite: number) {}

  /** Tasks of `site` running and waiting. */
  load(site: string): { running: number; waiting: number } {
    return { running: this.running.get(site) ?? 0, waiting: this.waiting.get(site)?.length ?? 0 };
  }

  /**
   * Take a turn of `site`: true once it may run, false if `deadline` (epoch ms) passed first.
   * A turn taken is given back with `leave`.
   */
  enter(site: string, deadline: number): Promise<boolean> {
    if ((this.running.get(site) ?? 0) < this.perSite && !this.waiting.get(site)?.length) {
      this.running.set(site, (this.running.get(site) ?? 0) + 1);
      return Promise.resolve(true);
    }
    return new Promise<boolean>((resolve) => {
      const queue = this.waiting.get(site) ?? [];
      this.waiting.set(site, queue);
      const waiter: Waiter = {
        admit: () => {
          clearTimeout(timer);
          this.running.set(site, (this.running.get(site) ?? 0) + 1);
          resolve(true);
        },
      };
      const timer = setTimeout(
        () => {
          queue.splice(queue.indexOf(waiter), 1);
          if (queue.length === 0) this.waiting.delete(site);
          resolve(false);
        },
        Math.max(0, deadline - Date.now()),
      );
      queue.push(waiter);
    });
  }

  /** Give back a turn of `site`: its oldest waiting task runs next. */
  leave(site: string): void {
    const left = (this.running.get(site) ?? 1) - 1;
    if (left > 0) this.running.set(site, left);
    else this.running.delete(site);
    const queue = this.waiting.get(site);
    const next = queue?.shift();
    if (queue && queue.length === 0) this.waiting.delete(site);
    next?.admit();
  }
}
