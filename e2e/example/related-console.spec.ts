// The "build a related console" guide runs as written: its two files, taken from console-ui's tarball and built
// on the packages installed from the tarballs (scripts/related-console-guide.mjs), sign in to the guide's home, the
// projects list on the typed client, whose keyword search narrows the rows and whose page lives in the URL.
import { expect, test, type Page } from '../specs/fixtures';
import { adminToken, call } from '../specs/admin-api';
import { signIn } from '../specs/session';

const view = (page: Page) => page.locator('.bo-tab-view:visible');
/** The codes of the guide's projects on show, in order. */
const codes = async (page: Page) =>
  (await view(page).getByRole('row').filter({ hasText: 'study' }).allTextContents()).map((row) => /(GS|HB)-\d+/.exec(row)?.[0]);

test.beforeAll(async ({ request }) => {
  const token = await adminToken(request);
  const add = (name: string, code: string, day: number) =>
    call(request, token, '/api/admin/project/add', {
      name,
      code,
      startDate: `2026-01-${String(day).padStart(2, '0')}`,
      endDate: '2026-02-28',
    });
  for (let n = 1; n <= 24; n++) await add(`Guide study ${n}`, `GS-${n}`, n);
  for (let n = 1; n <= 3; n++) await add(`Harbor study ${n}`, `HB-${n}`, n);
});

test('the guide signs in to its projects list, narrows it by keyword, and keeps page 2 in the URL across a reload', async ({ page }) => {
  await page.goto('/');
  await signIn(page);
  await expect(page).toHaveURL(/\/projectMgt\/projectList$/);
  // Newest start first (the guide's first query): the 24th guide project heads the list of 27. The page's code and
  // Arco's styles load after sign-in (the guide's lazyWithPreload): on a busy machine that first load takes a while.
  await expect(view(page).getByRole('row').filter({ hasText: 'GS-24' })).toBeVisible({ timeout: 20_000 });
  await expect.poll(async () => (await codes(page)).length).toBe(20);

  await view(page).getByRole('textbox', { name: 'Name or code' }).fill('harbor');
  await view(page).getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/keyword=harbor/);
  await expect(view(page).getByRole('row').filter({ hasText: 'Guide study' })).toHaveCount(0);
  await expect.poll(async () => (await codes(page)).sort()).toEqual(['HB-1', 'HB-2', 'HB-3']);

  await view(page).getByRole('textbox', { name: 'Name or code' }).fill('study');
  await view(page).getByRole('button', { name: 'Search' }).click();
  await expect(view(page).getByRole('row').filter({ hasText: 'GS-24' })).toBeVisible();
  const first = await codes(page);
  await view(page).locator('.arco-pagination-item', { hasText: /^2$/ }).click();
  await expect(page).toHaveURL(/current=2/);
  await expect(view(page).getByRole('row').filter({ hasText: 'GS-24' })).toHaveCount(0);
  await expect.poll(async () => (await codes(page)).length).toBe(7);
  const second = await codes(page);
  expect(second.filter((code) => first.includes(code))).toEqual([]);

  await page.reload();
  await expect(page).toHaveURL(/current=2/);
  await expect(view(page).getByRole('textbox', { name: 'Name or code' })).toHaveValue('study');
  await expect.poll(() => codes(page)).toEqual(second);
});
