/**
 * Lighthouse benchmark (Lighthouse 12, mobile: simulated slow 4G and a 4x slower CPU) of the
 * built app against the real server on a fresh embedded PostgreSQL with the demo seed:
 *
 * - /login, signed out, on a first visit;
 * - / (the dashboard) signed in as the admin, and /floor signed in as the floor user, each
 *   as a first visit of a signed-in device: the session kept, the HTTP cache, service
 *   worker, precache and mirror cleared before the run.
 *
 * Prints each page's performance, accessibility and best-practice scores with LCP, TBT and
 * CLS, against the targets (performance >= 90 on /login and /floor, >= 80 on /; LCP < 2.5 s
 * on /login and /floor; CLS < 0.05). `--runs 3` keeps each page's median run by performance.
 *
 *   npx vite build && npm run bench:lighthouse [-- --runs 3] [-- --dist other-build-folder]
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext } from '@playwright/test';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium';
import { PASSWORD } from '../e2e/helpers';
import { prepareDatabase } from '../server/db/prepare';
import { buildApp } from '../server/http/app';
import { seedDemo } from '../server/seed';
import { arg, onEachBackend, printTable, runMain } from './harness';

const RUNS = Math.max(1, Number(arg('runs', '1')));
/** The built app served (`--dist`, default dist/). */
const DIST = join(process.cwd(), arg('dist', 'dist'));

type TPage = { path: string; user: 'admin' | 'floor' | null; perf: number; lcpMs?: number };

/** The pages measured, with who is signed in and the issue's targets. */
const PAGES: TPage[] = [
  { path: '/login', user: null, perf: 90, lcpMs: 2500 },
  { path: '/', user: 'admin', perf: 80 },
  { path: '/floor', user: 'floor', perf: 90, lcpMs: 2500 },
];

type TResult = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Best-practice audits that did not pass, by id. */
  failedPractices: string[];
};

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Sign in (or out) through the app's own form, then clear what a first visit would not
 * have: the HTTP cache, the service worker, its precache and IndexedDB (the session, in
 * localStorage, stays).
 */
async function prepare(context: BrowserContext, base: string, user: TPage['user']) {
  const page = context.pages()[0] ?? (await context.newPage());
  // Signed out through the app (a cleared localStorage could be written again by the page).
  await page.goto(`${base}/logout`);
  await page.waitForURL((url) => url.pathname === '/login');
  await page.getByLabel('User name or email').waitFor();
  if (user) {
    await page.getByLabel('User name or email').fill(user);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname !== '/login');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    // The landing is remembered on the device; each page is measured as asked for.
    await page.evaluate(() => {
      for (const key of Object.keys(localStorage))
        if (key.startsWith('wms.landing.')) localStorage.removeItem(key);
    });
  }
  await page.goto('about:blank');
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Storage.clearDataForOrigin', {
    origin: base,
    storageTypes: 'cache_storage,service_workers,indexeddb',
  });
  await cdp.detach();
}

async function measure(port: number, url: string): Promise<TResult> {
  const answer = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    formFactor: 'mobile',
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
    // The signed-in runs keep their session (cleared of caches by prepare()).
    disableStorageReset: true,
  });
  if (!answer) throw new Error(`Lighthouse gave no result for ${url}`);
  const { categories, audits, runtimeError } = answer.lhr;
  if (runtimeError) console.log(`${url}: ${runtimeError.code} ${runtimeError.message}`);
  const issues = audits['inspector-issues']?.details;
  if (issues && 'items' in issues && issues.items.length)
    console.log(`${url}: issues ${JSON.stringify(issues.items).slice(0, 400)}`);
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    failedPractices: (categories['best-practices']?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id),
  };
}

const median = (results: TResult[]) =>
  [...results].sort((a, b) => a.performance - b.performance)[Math.floor(results.length / 2)]!;

runMain(async () => {
  if (!existsSync(join(DIST, 'index.html'))) throw new Error('Build the app first: npx vite build');
  const table: (string | number)[][] = [];
  const notes: string[] = [];
  await onEachBackend(
    'lighthouse',
    async (_backend, open) => {
      const handle = await open();
      await prepareDatabase(handle);
      await seedDemo(handle.db, { scale: 1 });
      const app = await buildApp({
        db: handle.db,
        kind: handle.kind,
        loginRateLimit: 100_000,
        distDir: DIST,
      });
      await app.listen({ port: 0, host: '127.0.0.1' });
      const address = app.server.address();
      const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
      const port = await freePort();
      const profile = mkdtempSync(join(tmpdir(), 'wms-lighthouse-'));
      // One browser profile for the sign-in and Lighthouse (which drives it over its port).
      const context = await chromium.launchPersistentContext(profile, {
        executablePath: CHROMIUM_PATH,
        args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
      });
      try {
        for (const target of PAGES) {
          const runs: TResult[] = [];
          for (let i = 0; i < RUNS; i++) {
            await prepare(context, base, target.user);
            runs.push(await measure(port, `${base}${target.path}`));
          }
          const r = median(runs);
          if (r.failedPractices.length)
            notes.push(`${target.path}: best practices not met: ${r.failedPractices.join(', ')}`);
          table.push([
            target.path,
            target.user ?? 'signed out',
            `${r.performance} (>= ${target.perf})`,
            r.accessibility,
            r.bestPractices,
            `${(r.lcpMs / 1000).toFixed(1)} s${target.lcpMs ? ` (< ${target.lcpMs / 1000} s)` : ''}`,
            `${Math.round(r.tbtMs)} ms`,
            `${r.cls.toFixed(3)} (< 0.05)`,
          ]);
        }
      } finally {
        await context.close();
        rmSync(profile, { recursive: true, force: true });
        await app.close();
        await handle.close();
      }
    },
    { only: 'embedded' },
  );
  printTable(
    [`Lighthouse 12 mobile (simulated slow 4G, 4x CPU); median of ${RUNS} run(s) per page`],
    ['page', 'signed in', 'performance', 'accessibility', 'best practices', 'LCP', 'TBT', 'CLS'],
    table,
  );
  for (const note of notes) console.log(note);
});
