import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The site of the call being answered, for shared resources that share themselves out by
 * site (the sandbox's workers). Set by the envelope pipeline around each call; work started
 * outside a call (background jobs) has none.
 */
const storage = new AsyncLocalStorage<string>();

/** Run `work` as work of `site`. */
export const runAsSite = <T>(site: string, work: () => T): T => storage.run(site, work);

/** The site of the call this code runs for, if any. */
export const currentSite = (): string | undefined => storage.getStore();
