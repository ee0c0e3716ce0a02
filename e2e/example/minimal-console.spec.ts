// The quick start works as written: the 70-line example, installed from the tarballs, signs in, turns the
// server's menu into routes and tabs, keeps a tab's state, gates a button by operation code, fills a
// dictionary select and lists roles through the typed API client, and holds an account on a one-time password on
// the change form, against the real server.
import { expect, test, type Page } from '../specs/fixtures';
import { ADMIN_PASSWORD } from '../playwright.config';
import { adminToken, call } from '../specs/admin-api';
import { signIn } from '../specs/session';

const menu = (page: Page) => page.getByRole('complementary').getByRole('menu');

async function openFromMenu(page: Page, group: string, entry: string): Promise<void> {
  const item = menu(page).getByRole('menuitem', { name: entry, exact: true });
  if (!(await item.isVisible())) await menu(page).getByRole('menuitem', { name: group, exact: true }).click();
  await item.click();
}

test('an admin signs in, opens pages from the server menu in tabs that keep their state, sees the gated button, a dictionary and the roles listed through the typed client', async ({
  page,
}) => {
  await page.goto('/');
  await signIn(page);
  await expect(page).toHaveURL(/\/dashboard\/workplace$/);
  await expect(page.getByRole('heading', { name: 'dashboard/workplace' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'New project' })).toBeVisible();

  await page.getByRole('textbox', { name: 'Note' }).fill('kept across tabs');
  await openFromMenu(page, 'Settings', 'Roles');
  await expect(page).toHaveURL(/\/setting\/role$/);
  const roles = page.locator('.bo-tab-view:visible');
  await expect(roles.getByRole('heading', { name: 'Roles' })).toBeVisible();
  await expect(roles.getByRole('row', { name: /moderator/ })).toBeVisible();
  await expect(roles.getByRole('row', { name: /admin/ })).toBeVisible();
  await roles.getByRole('textbox', { name: 'Search roles' }).fill('moder');
  await roles.getByRole('textbox', { name: 'Search roles' }).press('Enter');
  await expect(roles.getByRole('row', { name: /admin/ })).toHaveCount(0);
  await expect(roles.getByRole('row', { name: /moderator/ })).toBeVisible();
  const tabs = page.getByRole('navigation', { name: 'Open tabs' });
  await expect(tabs.getByRole('link')).toHaveCount(2);

  await tabs.getByRole('link', { name: 'Data Overview' }).click();
  await expect(page.getByRole('textbox', { name: 'Note' }).and(page.locator(':visible'))).toHaveValue('kept across tabs');

  await page.locator('.bo-tab-view:visible').getByRole('combobox', { name: 'Project status' }).click();
  await expect(page.getByRole('option', { name: 'Active' })).toBeVisible();
});

test('an account without the operation does not see the gated button', async ({ page, request }) => {
  const login = await (await request.post('/api/admin/land/login', { data: { username: 'admin', password: ADMIN_PASSWORD } })).json();
  const headers = { authorization: `Bearer ${login.result.token as string}` };
  const added = await (
    await request.post('/api/admin/user/add', {
      headers,
      data: { type: 'moderator', username: 'example.moderator', realName: 'Example Moderator', password: 'example-moderator-passphrase' },
    })
  ).json();
  expect(added.code, added.message).toBe(200);

  await page.goto('/');
  await signIn(page, 'example.moderator', 'example-moderator-passphrase');
  await expect(page.locator('.bo-tab-view:visible').getByRole('heading')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Note' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'New project' })).toHaveCount(0);
});

test('an account on a one-time password sees only the change form, with no error toast, until it changes the password', async ({
  page,
  request,
}) => {
  const added = await call<{ initialPassword?: string }>(request, await adminToken(request), '/api/admin/user/add', {
    type: 'moderator',
    username: 'example.newcomer',
    realName: 'Example Newcomer',
  });
  const oneTime = added.initialPassword ?? '';
  expect(oneTime).not.toBe('');

  await page.goto('/');
  await signIn(page, 'example.newcomer', oneTime);
  await expect(page).toHaveURL(/\/setting\/resetPassword$/);
  await expect(page.getByText(/Your password is a one-time password/)).toBeVisible();
  await expect(menu(page).getByRole('menuitem', { name: 'Data Overview' })).toHaveCount(0);
  await page.goto('/dashboard/workplace');
  await expect(page).toHaveURL(/\/setting\/resetPassword$/);
  await expect(page.getByRole('textbox', { name: 'Note' })).toHaveCount(0);
  await expect(page.locator('.arco-message')).toHaveCount(0);

  await page.getByLabel('Current password').fill(oneTime);
  await page.getByLabel('New password', { exact: true }).fill('example-newcomer-passphrase');
  await page.getByLabel('Confirm new password').fill('example-newcomer-passphrase');
  await page.getByRole('button', { name: 'Change password', exact: true }).click();
  await expect(page.getByText(/Your password is a one-time password/)).toHaveCount(0);
  await page.goto('/dashboard/workplace');
  await expect(page.getByRole('textbox', { name: 'Note' })).toBeVisible();
});
