// What a tab shows when it cannot show its page: the 403 page for a page the console has that the user's role
// may not open (told apart from a wrong URL's "Page Not Found"), and an error card with Retry for a page that
// fails (here its code cannot be downloaded, as on a network blip), while the other tabs keep working.
import { expect, test, type Page } from './fixtures';
import { ADMIN_PASSWORD } from '../playwright.config';
import { signIn, signInAsAdmin } from './session';

const MODERATOR = 'shell.moderator.e2e';
const MODERATOR_PASSWORD = 'shell moderator long passphrase';

const tabBar = (page: Page) => page.getByRole('navigation', { name: 'Open tabs' });

/** Opens a page from the side menu with the mouse (the tab bar gains a tab). */
async function openFromMenu(page: Page, group: string, entry: string): Promise<void> {
  const menu = page.getByRole('complementary').getByRole('menu');
  const item = menu.getByRole('menuitem', { name: entry, exact: true });
  if (!(await item.isVisible())) await menu.getByRole('menuitem', { name: group, exact: true }).click();
  await item.click();
}

test('a moderator who types the URL of an admin-only page sees the 403 page; an unknown URL is still not found', async ({
  page,
  request,
}) => {
  const login = await (await request.post('/api/admin/land/login', { data: { username: 'admin', password: ADMIN_PASSWORD } })).json();
  const created = await request.post('/api/admin/user/add', {
    headers: { Authorization: `Bearer ${login.result.token as string}` },
    data: { type: 'moderator', username: MODERATOR, realName: 'Shell E2E', password: MODERATOR_PASSWORD, roleCodes: ['moderator'] },
  });
  expect((await created.json()).code).toBe(200);

  await page.goto('/login');
  await signIn(page, MODERATOR, MODERATOR_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard\/workplace/);

  await page.goto('/admin/adminList');
  await expect(page.getByRole('heading', { name: 'No Access' })).toBeVisible();
  await expect(page.getByText('Your role may not open this page. Ask an administrator if you need it.')).toBeVisible();
  await expect(page.getByText('Page Not Found')).toHaveCount(0);
  await expect(page).toHaveURL(/\/forbidden$/);
  await expect(tabBar(page).getByRole('link')).toHaveCount(1);
  await page.getByRole('button', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/dashboard\/workplace/);

  await page.goto('/admin/noSuchPage');
  await expect(page.getByText('Page Not Found')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No Access' })).toHaveCount(0);
  await expect(page).toHaveURL(/\/admin\/noSuchPage$/);

  // A page the moderator's menu gives opens as before.
  await page.goto('/question/questionList');
  await expect(tabBar(page).getByRole('link', { name: 'Question List' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No Access' })).toHaveCount(0);
});

test.describe('a page whose code cannot be downloaded', () => {
  // The aborted downloads and the caught error are logged by Chromium and the console on purpose.
  test.use({
    allowedConsoleErrors: /Failed to fetch dynamically imported module|a page failed to render|net::ERR_FAILED|Unable to preload/,
  });

  test('shows an error card in its own tab, the other tabs and the layout keep working, and Retry loads it', async ({ page }) => {
    await signInAsAdmin(page);
    await openFromMenu(page, 'Settings', 'Roles');
    await expect(page.getByRole('row', { name: /Administrator/ })).toBeVisible();
    await page.waitForLoadState('networkidle');

    // From now on no new script arrives (the dictionaries page's chunk is not loaded yet).
    const blocked = (route: { abort(): Promise<void> }) => route.abort();
    await page.route('**/assets/*.js', blocked);
    await openFromMenu(page, 'Settings', 'Dictionaries');
    const card = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: 'This page stopped working' }) });
    await expect(card).toBeVisible();
    await expect(card).toContainText('Failed to fetch dynamically imported module');
    await expect(tabBar(page).getByRole('link', { name: 'Dictionaries' })).toBeVisible();

    await tabBar(page).getByRole('link', { name: 'Roles' }).click();
    await expect(page.getByRole('row', { name: /Administrator/ })).toBeVisible();
    await expect(card).toBeHidden();
    await tabBar(page).getByRole('link', { name: 'Data Overview' }).click();
    await expect(page).toHaveURL(/\/dashboard\/workplace/);

    await page.unroute('**/assets/*.js', blocked);
    await tabBar(page).getByRole('link', { name: 'Dictionaries' }).click();
    await expect(card).toBeVisible();
    await card.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('textbox', { name: 'Code or name' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});
