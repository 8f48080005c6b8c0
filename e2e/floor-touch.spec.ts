import { expect, test, type Page } from '@playwright/test';
import { envelopeCall, signIn } from './helpers';

/**
 * For gloves and arm's length (issue 26), on a tablet (800x1280, touch), signed in once as the
 * floor user: on every floor screen each visible button, link, input, select and checkbox
 * label is a target of 48x48 px or more, and every error and hint reads at 18 px or more;
 * the short-pick reason is large and takes a scanned reason code; a pack line's codes stay
 * on two lines at most; the job screen still has the scanned job after a reload.
 */
test.use({ viewport: { width: 800, height: 1280 }, hasTouch: true });

/** The page's touch targets under 48x48 px: "TAG name WxH" each (a checkbox's label). */
function smallTargets(page: Page) {
  return page.evaluate(() => {
    const small: string[] = [];
    // The whole page: the screen and the app's bars above it.
    for (const el of document.body.querySelectorAll<HTMLElement>(
      'button, a[href], input:not([type="hidden"]), select, textarea',
    )) {
      const box =
        el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')
          ? (el.closest('label') ?? el)
          : el;
      const r = box.getBoundingClientRect();
      // Not shown, or visually hidden (a 1 px "Skip to content" until it is focused).
      if (r.width <= 1 || r.height <= 1 || getComputedStyle(box).visibility === 'hidden') {
        continue;
      }
      if (r.width < 48 || r.height < 48) {
        const name =
          box.getAttribute('aria-label') ||
          box.textContent?.trim() ||
          box.getAttribute('name') ||
          '';
        small.push(
          `${box.tagName} "${name.slice(0, 40)}" ${r.width.toFixed(0)}x${r.height.toFixed(0)}`,
        );
      }
    }
    return small;
  });
}

/** The visible error and hint texts of the screen with their computed font size in px. */
function messageSizes(page: Page) {
  return page.evaluate(() =>
    [
      ...document.querySelectorAll<HTMLElement>(
        'main [role="alert"], main [id$="-error"], main [id$="-hint"]',
      ),
    ]
      .filter((el) => el.getBoundingClientRect().height > 0)
      .map((el) => ({
        text: el.textContent?.trim().slice(0, 40) ?? '',
        px: parseFloat(getComputedStyle(el).fontSize),
      })),
  );
}

async function expectFloorSized(page: Page, where: string, messages: number) {
  expect(await smallTargets(page), `${where}: targets under 48 px`).toEqual([]);
  const sizes = await messageSizes(page);
  expect(sizes.length, `${where}: errors and hints shown`).toBeGreaterThanOrEqual(messages);
  expect(
    sizes.filter((s) => s.px < 18),
    `${where}: errors and hints under 18 px`,
  ).toEqual([]);
}

/** An unknown code typed into a scan field and Enter: the field's not-found error shows. */
async function scanUnknown(page: Page, label: string) {
  const field = page.getByRole('textbox', { name: label, exact: true });
  await field.fill(`NO-SUCH-${Date.now().toString(36).toUpperCase()}`);
  await field.press('Enter');
  await expect(page.locator('main [id$="-error"]').first()).toBeVisible({ timeout: 30_000 });
}

test('every floor screen is sized for gloves; the short reason scans; the job stays', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const reference = `E2E-TCH-${Date.now().toString(36).toUpperCase()}`;
  const made = await envelopeCall(request, 'floor', 'job', 'job', 'check', {
    items: [
      {
        job_reference: reference,
        job_type: 'REPACK',
        job_description: 'Touch-size check',
        warehouse: 'DC1',
        work_centre: 'PACK1',
        planned_date: new Date().toISOString().slice(0, 10),
        quantity_required: 5,
      },
    ],
  });
  expect(made.errors).toEqual([]);
  await signIn(page, 'floor');

  await page.goto('/floor');
  await expect(page.getByRole('heading', { name: 'Floor', exact: true })).toBeVisible();
  await expectFloorSized(page, '/floor', 0);

  // Move: Save with nothing scanned shows the fields' errors.
  await page.goto('/floor/move');
  await page.getByTestId('floor-move-save').click();
  await expect(page.locator('main [id$="-error"]').first()).toBeVisible();
  await expectFloorSized(page, '/floor/move', 1);

  await page.goto('/floor/adjust');
  await expect(page.getByRole('textbox', { name: 'Reason', exact: true })).toBeVisible();
  await expectFloorSized(page, '/floor/adjust', 1);

  // Pick: the list, a pick's line, then the short reason: asked for, large, and scanned.
  await page.goto('/floor/pick');
  const pick = page.locator('[data-testid^="pick-"]:enabled').first();
  await expect(pick).toBeVisible({ timeout: 30_000 });
  await expectFloorSized(page, '/floor/pick', 0);
  await pick.click();
  await expect(page.getByTestId('current-line')).toBeVisible();
  await page.getByRole('textbox', { name: /^Quantity/ }).fill('0');
  await page.getByTestId('floor-pick-confirm').click();
  await expect(page.getByText('Choose why the line is short')).toBeVisible();
  await expectFloorSized(page, '/floor/pick line', 3);
  const reason = page.getByRole('textbox', { name: 'Short reason', exact: true });
  await reason.fill('stock not on shelf');
  await reason.press('Enter');
  await expect(page.getByRole('button', { name: 'Stock not on Shelf' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(reason).toHaveValue('Stock not on Shelf');

  // Pack: the chooser, then a new pack with a line of long codes (no write is made).
  await page.goto('/floor/pack');
  await scanUnknown(page, 'Scan a pack (SSCC or pack barcode)');
  await expectFloorSized(page, '/floor/pack', 1);
  await page.getByRole('button', { name: 'New pack' }).click();
  await expect(page.getByTestId('floor-pack-number')).toBeVisible();
  await page.getByRole('textbox', { name: 'Item', exact: true }).fill('E2E-TOUCH-LONG-CODE-0042');
  await page.getByRole('textbox', { name: /^Serial\/Batch/ }).fill('BATCH-2026-11-LONG-REF-7');
  await page.getByRole('textbox', { name: /^Quantity/ }).fill('12');
  await page.getByRole('button', { name: 'Add line' }).click();
  const packLine = page.getByTestId('pack-line');
  await expect(packLine).toHaveCount(1);
  await expectFloorSized(page, '/floor/pack open', 0);
  const lines = await packLine.locator('div > span').evaluateAll((spans) =>
    spans.map((s) => {
      const style = getComputedStyle(s);
      return s.getBoundingClientRect().height / parseFloat(style.lineHeight);
    }),
  );
  expect(Math.max(...lines), 'a pack line code on at most two lines').toBeLessThanOrEqual(2.05);
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();

  // Job: sized with a job open, and the job still open after a reload.
  await page.goto('/floor/job');
  await scanUnknown(page, 'Job');
  await expectFloorSized(page, '/floor/job', 1);
  const job = page.getByRole('textbox', { name: 'Job', exact: true });
  await job.fill(reference);
  await job.press('Enter');
  const heading = page.getByRole('heading', { name: reference });
  await expect(heading).toBeVisible({ timeout: 15_000 });
  await page.getByRole('textbox', { name: 'Quantity' }).fill('2');
  await expectFloorSized(page, '/floor/job open', 0);
  await page.reload();
  await expect(heading).toBeVisible();
  await expect(page.getByRole('button', { name: 'Tag on' })).toBeVisible();
});
