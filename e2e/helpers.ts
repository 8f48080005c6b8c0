import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

export const PASSWORD = 'demo1234';

/** The demo users the server's seed creates (README), with what the shell shows for them. */
export const USERS = {
  provider: { name: 'Sam Whitfield' },
  admin: { name: 'Priya Raman' },
  floor: { name: 'Tom Kowalski' },
  viewer: { name: 'Grace Nguyen' },
} as const;
export type TDemoUser = keyof typeof USERS;

/** Fill and send the sign-in form on the current page. */
export async function submitLogin(page: Page, username: string, password = PASSWORD) {
  await page.getByLabel('User name or email').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Sign in from /login and wait for the signed-in bar. */
export async function signIn(page: Page, user: TDemoUser) {
  await page.goto('/login');
  await submitLogin(page, user);
  await expect(namePill(page, user)).toBeVisible();
}

export function namePill(page: Page, user: TDemoUser) {
  return page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: USERS[user].name });
}

/** Open the settings sidebar from the name pill. */
export async function openSettings(page: Page, user: TDemoUser) {
  await namePill(page, user).click();
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  await expect(dialog).toBeVisible();
  return dialog;
}

export function menuButton(page: Page, label: string) {
  return page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: label, exact: true });
}

/**
 * Choose a warehouse in the open settings sidebar and wait until the server saved it (the
 * next sign-in, in a later test, starts where this one left).
 */
export async function chooseWarehouse(page: Page, settings: Locator, warehouse: string) {
  const saved = page.waitForResponse((r) =>
    (r.request().postData() ?? '').includes(`"current_warehouse":"${warehouse}"`),
  );
  await settings.getByLabel('Warehouse').selectOption(warehouse);
  await saved;
}

/**
 * Sign in as the admin at SXD DC1 (another spec may have left the admin at TAS, or at all
 * warehouses).
 */
export async function adminAtSxd(page: Page) {
  await signIn(page, 'admin');
  const bar = page.getByRole('navigation', { name: 'Main' });
  const warehouse = page.getByTestId('current-warehouse');
  // The work context has loaded once the bar names a warehouse: read the site and warehouse
  // only then (read earlier, an admin left at ALL by another spec would look unset).
  await expect(warehouse).not.toHaveText('');
  if (!(await bar.getByText('Southern Cross Distribution').isVisible())) {
    const settings = await openSettings(page, 'admin');
    await settings.getByLabel('Site').selectOption('SXD');
    await expect(bar.getByText('Southern Cross Distribution')).toBeVisible();
    if (await settings.isVisible()) await page.keyboard.press('Escape');
    await expect(settings).toBeHidden();
  }
  await expect(warehouse).not.toHaveText('');
  if ((await warehouse.textContent()) === 'All warehouses') {
    const settings = await openSettings(page, 'admin');
    await chooseWarehouse(page, settings, 'DC1');
    await page.keyboard.press('Escape');
    await expect(settings).toBeHidden();
  }
}

/** Wait until the service worker is activated and controls the page (before going offline). */
export async function waitForServiceWorker(page: Page) {
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const worker = registration.active;
    if (worker && worker.state !== 'activated') {
      await new Promise<void>((resolve) =>
        worker.addEventListener('statechange', () => worker.state === 'activated' && resolve()),
      );
    }
  });
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
}

/** A demo user's bearer token, signed in through the API. */
export async function apiToken(request: APIRequestContext, user: string): Promise<string> {
  const login = await request.post('/api/auth/login', {
    data: { username: user, password: PASSWORD },
  });
  return ((await login.json()) as { token: string }).token;
}

/** One envelope call at SXD as a demo user; answers the HTTP status and the parsed body. */
export async function envelopeCall<T>(
  request: APIRequestContext,
  user: string,
  service: string,
  entity: string,
  action: string,
  data: unknown,
): Promise<{ status: number; results: T[]; errors: { message: string }[] }> {
  const answer = await request.post(`/api/${service}/`, {
    headers: { authorization: `Bearer ${await apiToken(request, user)}` },
    data: { site_id: 'SXD', entity, action, data },
  });
  const body = (await answer.json()) as { results: T[]; errors: { message: string }[] };
  return { status: answer.status(), ...body };
}

/**
 * Does the device's mirror (IndexedDB wms-floor) hold a row of `entity` whose `column` is
 * `value`? Read straight from IndexedDB: the entity's own table, or its chunks (column
 * arrays, src/offline/db.ts) for the large entities.
 */
export function mirrorHas(page: Page, entity: string, column: string, value: string) {
  return page.evaluate(
    ([table, col, val]) =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open('wms-floor');
        open.onerror = () => resolve(false);
        open.onsuccess = () => {
          const db = open.result;
          const chunked = !db.objectStoreNames.contains(table!);
          const store = chunked ? 'chunks' : table!;
          if (!db.objectStoreNames.contains(store)) {
            db.close();
            return resolve(false);
          }
          const all = db.transaction(store).objectStore(store).getAll();
          all.onsuccess = () => {
            db.close();
            if (!chunked) {
              const rows = all.result as Record<string, unknown>[];
              return resolve(rows.some((r) => String(r[col!]) === val));
            }
            const chunks = all.result as { entity: string; columns: string[]; rows: unknown[][] }[];
            resolve(
              chunks
                .filter((c) => c.entity === table)
                .some((c) => {
                  const i = c.columns.indexOf(col!);
                  return i >= 0 && c.rows.some((r) => String(r[i]) === val);
                }),
            );
          };
          all.onerror = () => resolve(false);
        };
      }),
    [entity, column, value],
  );
}

/**
 * Do what starts a search (`act`) and wait until the table shows its answer: the answer of the
 * first `POST /api/<service>/` call whose data holds every field of `where`, then the table's
 * aria-rowcount (header + one per row, set only while rows are shown) for that many results,
 * or no rows when there are none. Reading rows after this reads the new result, never the
 * previous search's rows still on screen. Returns the number of results.
 */
export async function searched(
  page: Page,
  table: string,
  service: string,
  where: Record<string, unknown>,
  act: () => Promise<unknown>,
): Promise<number> {
  const answered = page.waitForResponse((r) => {
    if (r.request().method() !== 'POST' || !r.url().endsWith(`/api/${service}/`)) return false;
    let body: { data?: Record<string, unknown> };
    try {
      body = JSON.parse(r.request().postData() ?? '{}') as typeof body;
    } catch {
      return false;
    }
    return Object.entries(where).every(
      ([k, v]) => JSON.stringify(body.data?.[k]) === JSON.stringify(v),
    );
  });
  await act();
  const response = await answered;
  const count = (((await response.json()) as { results?: unknown[] }).results ?? []).length;
  const shown = page.getByRole('table', { name: table, exact: true });
  if (count > 0) await expect(shown).toHaveAttribute('aria-rowcount', String(count + 1));
  else await expect(shown).not.toHaveAttribute('aria-rowcount');
  return count;
}

/**
 * The start of a month calendar day button's name for an ISO date, as a RegExp source: the
 * day, its month and year ("29 November 2026").
 */
export function calendarDay(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  const monthName = new Date(Date.UTC(year, month - 1, 1)).toLocaleString('en', {
    month: 'long',
    timeZone: 'UTC',
  });
  return `${day} ?${monthName} ${year}`;
}

/** A fresh item at SXD for this run, made while online (the floor user may add items). */
export async function newItem(request: APIRequestContext, prefix = 'E2E-OBX'): Promise<string> {
  const login = await request.post('/api/auth/login', {
    data: { username: 'floor', password: PASSWORD },
  });
  const { token } = (await login.json()) as { token: string };
  const code = `${prefix}-${Date.now().toString(36).toUpperCase()}`;
  const saved = await request.post('/api/inventory/', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      site_id: 'SXD',
      entity: 'inventory',
      action: 'check',
      data: { inventory: { inventory_code: code, inventory_description: 'E2E outbox item' } },
    },
  });
  expect(saved.status()).toBe(200);
  return code;
}
