// The quick start works as written: the 70-line example, installed from the tarballs, signs in, turns the
// server's menu into routes and tabs, keeps a tab's state, gates a button by operation code, fills a
// dictionary select and lists roles through the typed API client, against the real server.
import { expect, test, type Page } from '../specs/fixtures';
import { ADMIN_PASSWORD } from '../playwright.config';
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
