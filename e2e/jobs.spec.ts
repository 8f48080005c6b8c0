import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { JOB_MESSAGES as M, type TJob, type TJobDetail } from '../src/contract';
import { PASSWORD, adminAtSxd, mirrorHas, signIn } from './helpers';

/*
 * Jobs (document 2): the list at the floor user's warehouse (SXD DC1), a job opened, tagged
 * on and off (the timesheet with its duration) and a move recorded; at ALL the list asks for a
 * warehouse; a job type added in /admin/job_type; and the floor job screen tagging on and off
 * offline, both writes landing once when the network is back.
 */

async function token(request: APIRequestContext, user: string): Promise<string> {
  const login = await request.post('/api/auth/login', {
    data: { username: user, password: PASSWORD },
  });
  return ((await login.json()) as { token: string }).token;
}

async function jobCall<T>(
  request: APIRequestContext,
  user: string,
  action: string,
  data: unknown,
): Promise<T[]> {
  const answer = await request.post('/api/job/', {
    headers: { authorization: `Bearer ${await token(request, user)}` },
    data: { site_id: 'SXD', entity: 'job', action, data },
  });
  const body = (await answer.json()) as { results: T[]; errors: { message: string }[] };
  expect(body.errors).toEqual([]);
  return body.results;
}

/** A fresh job at DC1 PACK1 for this run, planned today. */
async function newJob(request: APIRequestContext, prefix: string): Promise<TJob> {
  const reference = `${prefix}-${Date.now().toString(36).toUpperCase()}`;
  const [job] = await jobCall<TJob>(request, 'floor', 'check', {
    items: [
      {
        job_reference: reference,
        job_type: 'REPACK',
        job_description: 'Re-pack 24 x cartons for the e2e run',
        warehouse: 'DC1',
        work_centre: 'PACK1',
        planned_date: new Date().toISOString().slice(0, 10),
        quantity_required: 24,
      },
    ],
  });
  return job!;
}

/** Is the job in the device's mirror? */
const inMirror = (page: Page, reference: string) =>
  mirrorHas(page, 'jobs', 'job_reference', reference);

async function search(page: Page, text: string) {
  const box = page.getByLabel('Search jobs');
  await box.fill(text);
  await box.press('Enter');
}

test('a job at DC1: open it, tag on, tag off, see the timesheet with its duration, record a move', async ({
  page,
  request,
}) => {
  const job = await newJob(request, 'E2E-JOB');
  await signIn(page, 'floor');
  await page.goto('/job');
  await expect(page.getByRole('heading', { name: 'Job/Work Orders' })).toBeVisible();
  await expect(page.getByLabel('Status')).toHaveValue('NEW_AND_IN_PROGRESS');
  const table = page.getByRole('table', { name: 'Jobs' });
  // The demo jobs of DC1 are listed, each with its status.
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await search(page, job.job_reference);
  await expect(table.getByRole('row')).toHaveCount(2);
  await table.getByRole('row', { name: new RegExp(job.job_reference) }).click();

  await expect(page).toHaveURL(new RegExp(`/job/${job.job_id}$`));
  await expect(page.getByRole('heading', { name: new RegExp(job.job_reference) })).toBeVisible();
  await expect(page.getByText('No one has tagged on to this job yet')).toBeVisible();

  await page.getByRole('button', { name: 'Tag on' }).click();
  await expect(page.getByText('You are tagged on to this job.')).toBeVisible();
  const sheets = page.getByRole('table', { name: 'Timesheets' });
  await expect(sheets.getByRole('row', { name: /Tom Kowalski.*Open/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Timesheets (1 open)' })).toBeVisible();
  await expect(page.getByText('In Progress').first()).toBeVisible();

  await page.getByRole('button', { name: 'Tag off' }).click();
  await expect(page.getByRole('button', { name: 'Tag on' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Timesheets (0 open)' })).toBeVisible();
  const row = sheets.getByRole('row', { name: /Tom Kowalski/ });
  await expect(row).not.toContainText('Open');
  await expect(row).toContainText(/\d+ min/);
  await expect(row).toContainText('Pending');

  await page.getByLabel('Quantity').fill('6');
  await page.getByRole('button', { name: 'Record move' }).click();
  await expect(
    page.getByRole('table', { name: 'Moves' }).getByRole('row', { name: /Tom Kowalski.*6/ }),
  ).toBeVisible();

  const [detail] = await jobCall<TJobDetail>(request, 'floor', 'get', { job_id: job.job_id });
  expect(detail!.timesheets).toHaveLength(1);
  expect(detail!.timesheets[0]!.end_timestamp).not.toBeNull();
  expect(detail!.moves.map((m) => m.movement_qty)).toEqual([6]);
});

test('the job list asks for a warehouse at ALL', async ({ page }) => {
  await signIn(page, 'viewer');
  await page.goto('/job');
  await expect(page.getByText(M.selectWarehouse)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Jobs' })).toHaveCount(0);
});

test('a job type added in /admin/job_type', async ({ page }) => {
  await adminAtSxd(page);
  await page.goto('/admin/job_type');
  await expect(page.getByRole('heading', { name: 'Job Types' })).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Job Types' }).getByText('Manufacturing'),
  ).toBeVisible();
  const code = `E2E${Date.now().toString(36).toUpperCase().slice(-5)}`;
  await page.getByRole('button', { name: 'Add job type' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Job Type', { exact: true }).fill(code);
  await dialog.getByLabel('Job Type Name').fill('Shrink wrap pallets');
  await dialog.getByLabel('Entity').selectOption('customer');
  await dialog.getByLabel('Role to add inventory').selectOption('wms');
  await expect(dialog.getByLabel('Warn on add inventory')).toBeChecked();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const row = page
    .getByRole('table', { name: 'Job Types' })
    .getByRole('row', { name: new RegExp(code) });
  await expect(row).toContainText('Shrink wrap pallets');
  await expect(row).toContainText('Customer');
  await expect(row).toContainText('WMS');
  await expect(row).toContainText('Yes');
});

test('the floor job screen tags on and off offline; both land once when online', async ({
  page,
  context,
  request,
}) => {
  const job = await newJob(request, 'E2E-FLR');
  await signIn(page, 'floor');
  await page.goto('/floor/job');
  await expect(page.getByRole('heading', { name: 'Job', exact: true })).toBeVisible();
  const field = page.getByLabel('Job', { exact: true });
  // The job reaches the device's mirror (it was made before sign-in), then the network goes.
  await expect.poll(() => inMirror(page, job.job_reference), { timeout: 90_000 }).toBe(true);
  await context.setOffline(true);
  await field.fill(job.job_reference);
  await field.press('Enter');
  await expect(page.getByRole('heading', { name: job.job_reference })).toBeVisible();

  await page.getByRole('button', { name: 'Tag on' }).click();
  const tagged = page.getByTestId('tagged-on');
  await expect(tagged).toContainText('Pending');
  await page.getByRole('button', { name: 'Tag off' }).click();
  await expect(page.getByRole('button', { name: 'Tag on' })).toBeVisible();
  const writes = page.getByTestId('job-write');
  await expect(writes).toHaveCount(2);
  await expect(writes.nth(0)).toContainText(`Tag on job ${job.job_reference}`);
  await expect(writes.nth(1)).toContainText(`Tag off job ${job.job_reference}`);

  await context.setOffline(false);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(writes).toHaveCount(0, { timeout: 30_000 });
  const [detail] = await jobCall<TJobDetail>(request, 'floor', 'get', { job_id: job.job_id });
  expect(detail!.timesheets).toHaveLength(1);
  expect(detail!.timesheets[0]).toMatchObject({ user_id: 'floor' });
  expect(detail!.timesheets[0]!.end_timestamp).not.toBeNull();
  expect(detail!.open_timesheets).toEqual([]);
});
