import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import {
  FLOOR_TITLES,
  NAV_ADMIN,
  NAV_MAIN,
  NAV_PRINTING,
  NOT_FOUND_TITLE,
  pageTitle,
  titleOf,
} from '../src/contract';
import { adminAtSxd } from './helpers';

/** The impacts that fail the check; minor and moderate ones are left to review. */
const FAILING = new Set(['serious', 'critical']);

type TFinding = { where: string; rule: string; impact: string; targets: string[] };

/** Run axe on the page as it is now (WCAG 2.x A and AA rules); answer the failing findings. */
async function audit(page: Page, where: string): Promise<TFinding[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    // Experimental in axe, so off unless asked for: a name must contain the visible text.
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  return violations
    .filter((v) => FAILING.has(v.impact ?? ''))
    .map((v) => ({
      where,
      rule: v.id,
      impact: v.impact ?? '',
      targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
    }));
}

/** A page has settled: its heading is drawn, no call is on its way and nothing is loading. */
async function settled(page: Page) {
  await expect(page.locator('#main h1').first()).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Loading' })).toHaveCount(0);
  await expect(
    page.locator('#main').getByRole('status').filter({ hasText: 'Loading' }),
  ).toHaveCount(0);
}

/**
 * Go to a path inside the signed-in app without reloading it (the router follows popstate),
 * so each route costs its own screen, not a fresh start of the shell.
 */
async function visit(page: Page, to: string) {
  await page.evaluate((path) => {
    window.history.pushState(null, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, to);
  await expect(page).toHaveURL((url) => url.pathname === to);
}

/** One modal of each family of screens: the button that opens it and the dialog's name. */
const MODALS: { family: string; route: string; open: string; dialog: string | RegExp }[] = [
  { family: 'shell settings', route: '/', open: 'Priya Raman', dialog: 'Settings' },
  { family: 'admin tables', route: '/admin/courier', open: 'Add courier', dialog: 'New courier' },
  { family: 'device users', route: '/admin/user', open: 'Add user', dialog: 'New user' },
  { family: 'job setup', route: '/admin/job_type', open: 'Add job type', dialog: /job type/i },
  {
    family: 'master data',
    route: '/cus/LYGON01',
    open: 'Edit customer',
    dialog: 'Edit customer LYGON01',
  },
];

/** The navigation table's routes, the dashboard, the floor's tasks and the device's sync. */
const ROUTES = [
  '/',
  ...[...NAV_MAIN, ...NAV_PRINTING, ...NAV_ADMIN].map((item) => item.to),
  ...Object.keys(FLOOR_TITLES),
  '/sync',
];

test('every route of the navigation table and a modal of each family pass axe (no serious or critical finding)', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await adminAtSxd(page);
  const findings: TFinding[] = [];

  for (const route of ROUTES) {
    await visit(page, route);
    await settled(page);
    await expect(page).toHaveTitle(pageTitle(route));
    findings.push(...(await audit(page, route)));
  }

  await visit(page, '/no/such/page');
  await settled(page);
  await expect(page).toHaveTitle(titleOf(NOT_FOUND_TITLE));
  findings.push(...(await audit(page, 'page not found')));

  for (const modal of MODALS) {
    await visit(page, modal.route);
    await settled(page);
    await page.getByRole('button', { name: modal.open, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: modal.dialog });
    await expect(dialog).toBeVisible();
    await page.waitForTimeout(300);
    findings.push(...(await audit(page, `${modal.family} modal`)));
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }

  expect(findings, JSON.stringify(findings, null, 2)).toEqual([]);
});
