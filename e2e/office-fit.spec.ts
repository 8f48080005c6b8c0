import { expect, test, type Page, type Request } from '@playwright/test';
import { NAV_ADMIN, NAV_MAIN, NAV_PRINTING, pageTitle } from '../src/contract';
import { adminAtSxd } from './helpers';

/** The dashboard and every back-office screen of the navigation table (the floor has its own specs). */
const ROUTES = [
  '/',
  ...[...NAV_MAIN, ...NAV_PRINTING, ...NAV_ADMIN]
    .map((item) => item.to)
    .filter((to) => !to.startsWith('/floor')),
];

/** The app's calls in flight (each route's lists are loaded before it is measured). */
function callsInFlight(page: Page) {
  const open = new Set<Request>();
  page.on('request', (r) => void (new URL(r.url()).pathname.startsWith('/api/') && open.add(r)));
  page.on('requestfinished', (r) => void open.delete(r));
  page.on('requestfailed', (r) => void open.delete(r));
  return () => open.size;
}

/** Open a route inside the signed-in app (no reload) and wait until its calls are answered. */
async function visit(page: Page, path: string, inFlight: () => number) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveTitle(pageTitle(path));
  await expect.poll(inFlight, `${path}: its calls answered`).toBe(0);
  await expect(page.getByRole('progressbar', { name: 'Loading' })).toHaveCount(0);
  // No table loading and no spinner turning.
  const loading = page.locator(
    '#main [aria-busy="true"], #main [role="status"]:has(.animate-spin)',
  );
  await expect(loading, `${path}: loaded`).toHaveCount(0);
}

/**
 * What overflows on the page: each table wider than its scroll box, the page wider than the
 * window, and the page's side margins (the padding of the screen's outer element).
 */
const measure = (page: Page) =>
  page.evaluate(() => {
    const scrollBox = (el: HTMLElement): HTMLElement => {
      for (let p = el.parentElement; p; p = p.parentElement) {
        const { overflowX } = getComputedStyle(p);
        if (overflowX === 'auto' || overflowX === 'scroll' || overflowX === 'hidden') return p;
      }
      return document.documentElement;
    };
    const wide = [...document.querySelectorAll<HTMLElement>('#main table')]
      .filter((t) => t.offsetParent !== null)
      .map((t) => ({ table: t, box: scrollBox(t) }))
      .filter(({ box }) => box.scrollWidth > box.clientWidth + 1)
      .map(
        ({ table, box }) =>
          `${table.getAttribute('aria-label') ?? 'table'} ${box.scrollWidth}px in ${box.clientWidth}px`,
      );
    const root = document.querySelector<HTMLElement>('#main > *');
    const style = root ? getComputedStyle(root) : null;
    return {
      wide,
      page: document.documentElement.scrollWidth,
      margins: style ? `${style.paddingLeft} ${style.paddingRight}` : 'none',
    };
  });

/** Wide lists whose rows become cards on a tablet (the admin lists, and the explorers). */
const CARD_ROUTES = [
  '/admin/run',
  '/site_project',
  '/admin/taskmaster',
  '/transactions',
  '/compare',
  '/label',
  '/jinja_templates',
  '/admin/reason_code',
  '/admin/del_keys',
  '/script',
  '/sql_command',
  '/admin/lot',
  '/ev_so',
  '/ev_dd',
  '/so',
  '/consignment',
  '/job',
  '/on_hands',
  '/process_queue',
];

/** Visit each route at the window's width: what overflows, and margins unlike the first's. */
async function problemsAt(page: Page, width: number, routes: string[], inFlight: () => number) {
  const problems: string[] = [];
  let margins: string | undefined;
  for (const route of routes) {
    await visit(page, route, inFlight);
    const seen = await measure(page);
    margins ??= seen.margins;
    for (const w of seen.wide) problems.push(`${width}px ${route}: ${w}`);
    if (seen.page > width) problems.push(`${width}px ${route}: page ${seen.page}px wide`);
    if (seen.margins !== margins)
      problems.push(`${width}px ${route}: margins ${seen.margins} not ${margins}`);
  }
  return problems;
}

test('at 1400x900 every back-office table fits its box and every page has the same margins; at 800 px the wide lists are cards', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1400, height: 900 });
  await adminAtSxd(page);
  const inFlight = callsInFlight(page);
  expect(await problemsAt(page, 1400, ROUTES, inFlight)).toEqual([]);

  await page.setViewportSize({ width: 800, height: 1280 });
  expect(await problemsAt(page, 800, CARD_ROUTES, inFlight)).toEqual([]);
  // The lists were cards (a cell shows its header), not tables squeezed.
  await expect(page.locator('#main td[data-label]:visible').first()).toHaveCSS('display', 'flex');
});
