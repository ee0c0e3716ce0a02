// ASVS 5.0 V7.5.2 in the browser: a user signed in twice sees both sign-ins on their own-account page, signs the
// other one out, and that browser's next action is refused with 50008 and asks to sign in again.
import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { ADMIN_PASSWORD } from '../playwright.config';
import { signIn } from './session';

const PASSWORD = 'signs in from two browsers';

/** Adds a moderator of this name (each test its own, so no sign-in of another test shows in its list). */
async function addModerator(request: APIRequestContext, username: string): Promise<void> {
  const login = await (await request.post('/api/admin/land/login', { data: { username: 'admin', password: ADMIN_PASSWORD } })).json();
  const headers = { authorization: `Bearer ${login.result.token as string}` };
  const data = { type: 'moderator', username, password: PASSWORD, realName: 'Sign-ins E2E' };
  const added = await (await request.post('/api/admin/user/add', { data, headers })).json();
  expect(added.code).toBe(200);
}

async function signInAs(page: Page, username: string): Promise<void> {
  await page.goto('/login');
  await signIn(page, username, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard\/workplace/);
}

test('a user signs out their other sign-in: that browser is asked to sign in again at its next action', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(60_000);
  await addModerator(request, 'e2e-signins-one');
  const otherContext = await browser.newContext();
  try {
    const other = await otherContext.newPage();
    await signInAs(other, 'e2e-signins-one');
    await signInAs(page, 'e2e-signins-one');

    await page.goto('/setting/resetPassword');
    const section = page.locator('.bo-tab-view:visible .arco-card').filter({ has: page.getByText('Sign-ins', { exact: true }) });
    const rows = section.locator('tbody tr');
    await expect(rows).toHaveCount(2);
    await expect(rows.filter({ hasText: 'This device' })).toHaveCount(1);
    await expect(section.getByRole('columnheader')).toHaveText(['Browser', 'Address', 'Started', 'Last seen', 'Actions']);
    await expect(rows.first()).toContainText('Chrome');
    await expect(rows.first()).toContainText('127.0.0.1');

    const otherRow = rows.filter({ hasNotText: 'This device' });
    await otherRow.getByRole('button', { name: /^Sign out/ }).click();
    await expect(page.locator('.arco-popconfirm')).toContainText('Whoever uses it must sign in again');
    await page.locator('.arco-popconfirm').getByRole('button', { name: 'OK' }).click();
    await expect(page.getByText('Signed out', { exact: true })).toBeVisible();
    await expect(rows).toHaveCount(1);
    await expect(rows).toContainText('This device');
    await expect(section.getByRole('button', { name: 'Sign out all other sessions' })).toBeDisabled();

    // The other browser's next action: opening a page from the menu.
    const refused = other.waitForResponse((response) => response.url().includes('/api/admin/question/'));
    const menu = other.getByRole('complementary').getByRole('menu');
    await menu.getByRole('menuitem', { name: 'Questions', exact: true }).click();
    await menu.getByRole('menuitem', { name: 'Question List', exact: true }).click();
    expect((await (await refused).json()).code).toBe(50008);
    const modal = other.getByRole('dialog', { name: 'Confirm logout' });
    await expect(modal).toBeVisible();
    await expect(modal.getByRole('button', { name: 'Re-Login' })).toBeVisible();

    // This browser is still signed in.
    await page.reload();
    await expect(rows).toHaveCount(1);
  } finally {
    await otherContext.close();
  }
});

test('"Sign out all other sessions" ends every other sign-in after a confirmation', async ({ page, browser, request }) => {
  test.setTimeout(60_000);
  await addModerator(request, 'e2e-signins-all');
  const others = await Promise.all([browser.newContext(), browser.newContext()]);
  try {
    for (const context of others) await signInAs(await context.newPage(), 'e2e-signins-all');
    await signInAs(page, 'e2e-signins-all');
    await page.goto('/setting/resetPassword');
    const section = page.locator('.bo-tab-view:visible .arco-card').filter({ has: page.getByText('Sign-ins', { exact: true }) });
    const rows = section.locator('tbody tr');
    await expect(rows).toHaveCount(3);
    await section.getByRole('button', { name: 'Sign out all other sessions' }).click();
    await expect(page.locator('.arco-popconfirm')).toContainText('Only this device stays signed in');
    await page.locator('.arco-popconfirm').getByRole('button', { name: 'OK' }).click();
    await expect(page.getByText('Signed out 2 other sessions')).toBeVisible();
    await expect(rows).toHaveCount(1);
    await expect(rows).toContainText('This device');
  } finally {
    await Promise.all(others.map((context) => context.close()));
  }
});
