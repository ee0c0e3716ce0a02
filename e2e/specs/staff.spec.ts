import { expect, test, type Browser, type BrowserContext, type Page } from './fixtures';
import { ADMIN_PASSWORD } from '../playwright.config';
import { signIn, signInAsAdmin } from './session';

// One story, in order: the moderator created in the first test is disabled and reset in the later ones.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

const MODERATOR = 'mod.e2e';
const MODERATOR_PASSWORD = 'moderator chooses a long passphrase';
const field = (page: Page, label: string) =>
  page
    .locator('.arco-form-item')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('input')
    .first();

async function openModeratorList(page: Page): Promise<void> {
  await page.goto('/moderator/moderatorList');
  await expect(page.getByText('Moderators', { exact: true }).first()).toBeVisible();
}

async function readOneTimePassword(page: Page): Promise<string> {
  const dialog = page.getByRole('dialog', { name: 'One-time password' });
  await expect(dialog).toBeVisible();
  const password = (await dialog.getByTestId('one-time-password').innerText()).trim();
  expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/);
  await dialog.getByRole('button', { name: 'Done' }).click();
  return password;
}

async function changeOwnPassword(page: Page, current: string, next: string): Promise<void> {
  await field(page, 'Current password').fill(current);
  await field(page, 'New password').fill(next);
  await field(page, 'Confirm new password').fill(next);
  await page.getByRole('button', { name: 'Change password', exact: true }).click();
}

/** Other people's browsers (the moderator's), closed after each test. */
const contexts: BrowserContext[] = [];
test.afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

async function signInFresh(browser: Browser, username: string, password: string): Promise<Page> {
  const context = await browser.newContext();
  contexts.push(context);
  const page = await context.newPage();
  await page.goto('/login');
  await signIn(page, username, password);
  return page;
}

test('an admin creates a moderator, who signs in with the one-time password, must change it, then uses the new one', async ({
  page,
  browser,
}) => {
  await signInAsAdmin(page);
  await openModeratorList(page);
  // The list is empty: the toolbar and the empty state both offer the button.
  await page.getByRole('button', { name: 'New account' }).first().click();
  const form = page.getByRole('dialog', { name: 'New account' });
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Username is required')).toBeVisible();
  await field(page, 'Username').fill('x y');
  await field(page, 'E-mail').fill('not-an-email');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('3 to 64 letters, digits, dots, underscores or hyphens')).toBeVisible();
  await expect(form.getByText('Enter a valid e-mail address')).toBeVisible();
  await field(page, 'Username').fill(MODERATOR);
  await field(page, 'Name').fill('E2E Moderator');
  await field(page, 'E-mail').fill('mod.e2e@example.com');
  await form.getByRole('button', { name: 'Save' }).click();
  const oneTime = await readOneTimePassword(page);
  await expect(page.getByRole('row', { name: new RegExp(MODERATOR) })).toBeVisible();

  const moderator = await signInFresh(browser, MODERATOR, oneTime);
  await expect(moderator).toHaveURL(/\/setting\/resetPassword/);
  await expect(moderator.getByText('Your password is a one-time password')).toBeVisible();
  await changeOwnPassword(moderator, oneTime, MODERATOR_PASSWORD);
  await expect(moderator.getByText('Password changed. Your other sign-ins have been ended.')).toBeVisible();

  const again = await signInFresh(browser, MODERATOR, MODERATOR_PASSWORD);
  await expect(again).toHaveURL(/\/dashboard\/workplace/);
  const old = await signInFresh(browser, MODERATOR, oneTime);
  await expect(old.getByRole('form').getByRole('alert')).toHaveText('Invalid username or password');
});

test("disabling the moderator ends their sign-in: their next action opens 'Confirm logout'", async ({ page, browser }) => {
  const moderator = await signInFresh(browser, MODERATOR, MODERATOR_PASSWORD);
  await expect(moderator).toHaveURL(/\/dashboard\/workplace/);
  await moderator.goto('/setting/resetPassword');
  await expect(moderator.getByRole('button', { name: 'Change password', exact: true })).toBeVisible();

  await signInAsAdmin(page);
  await openModeratorList(page);
  await page.getByRole('switch', { name: `Enabled ${MODERATOR}` }).click();
  await expect(page.getByText('Status changed')).toBeVisible();
  await expect(page.getByRole('switch', { name: `Enabled ${MODERATOR}` })).not.toBeChecked();

  await changeOwnPassword(moderator, MODERATOR_PASSWORD, 'yet another long passphrase');
  const modal = moderator.getByRole('dialog', { name: 'Confirm logout' });
  await expect(modal).toBeVisible();
  await expect(modal).toContainText('You have been logged out, you can cancel to stay on this page, or log in again');
  await expect(modal.getByRole('button', { name: 'Re-Login' })).toBeVisible();

  const blocked = await signInFresh(browser, MODERATOR, MODERATOR_PASSWORD);
  await expect(blocked.getByRole('form').getByRole('alert')).toHaveText('Invalid username or password');
  await page.getByRole('switch', { name: `Enabled ${MODERATOR}` }).click();
  await expect(page.getByRole('switch', { name: `Enabled ${MODERATOR}` })).toBeChecked();
});

test('an admin resets a password: the one-time password is shown once and must be changed at sign-in', async ({ page, browser }) => {
  await signInAsAdmin(page);
  await openModeratorList(page);
  await page
    .getByRole('row', { name: new RegExp(MODERATOR) })
    .getByRole('button', { name: 'Reset password' })
    .click();
  await page.getByRole('button', { name: 'OK' }).click();
  const oneTime = await readOneTimePassword(page);
  const moderator = await signInFresh(browser, MODERATOR, oneTime);
  await expect(moderator).toHaveURL(/\/setting\/resetPassword/);
  await expect(moderator.getByText('Your password is a one-time password')).toBeVisible();
});

test('the own-password change refuses a wrong current password and a common new one', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/setting/resetPassword');
  await expect(page.getByText('Use 8 to 128 characters. Long passphrases are welcome')).toBeVisible();
  await changeOwnPassword(page, 'not the admin password', 'a perfectly fine passphrase');
  await expect(page.locator('.arco-form-message').filter({ hasText: 'currentPassword is incorrect' })).toBeVisible();
  await changeOwnPassword(page, ADMIN_PASSWORD, 'password123');
  await expect(page.locator('.arco-form-message').filter({ hasText: 'This password is one of the most common passwords' })).toBeVisible();
  await field(page, 'Confirm new password').fill('something else entirely');
  await page.getByRole('button', { name: 'Change password', exact: true }).click();
  await expect(page.getByText('The two new passwords do not match')).toBeVisible();
});

test('an account locked by wrong passwords shows as Locked, and an admin unlocks it', async ({ page, request }) => {
  const login = (username: string, password: string) => request.post('/api/admin/land/login', { data: { username, password } });
  const admin = (await (await login('admin', ADMIN_PASSWORD)).json()) as { result: { token: string } };
  const created = await request.post('/api/admin/user/add', {
    data: { username: 'mod.locked', type: 'moderator', password: 'locked moderator passphrase' },
    headers: { authorization: `Bearer ${admin.result.token}` },
  });
  expect(created.status()).toBe(200);
  // Six wrong passwords with no success between lock the account (SIGNIN_ACCOUNT_LOCK_AFTER in playwright.config.ts).
  for (let i = 0; i < 6; i++) await login('mod.locked', `wrong guess ${i}`);
  expect((await (await login('mod.locked', 'locked moderator passphrase')).json()).message).toBe('Invalid username or password');

  await signInAsAdmin(page);
  await openModeratorList(page);
  const row = page.getByRole('row').filter({ hasText: 'mod.locked' });
  await expect(row.getByText('Locked', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: 'Unlock' }).click();
  await expect(page.getByText('Account unlocked')).toBeVisible();
  await expect(row.getByText('Locked', { exact: true })).toHaveCount(0);
  expect((await login('mod.locked', 'locked moderator passphrase')).status()).toBe(200);

  // The addresses' side: the suite's own failures from 127.0.0.1 stay within its free ones (playwright.config.ts).
  await page.getByRole('button', { name: 'Locked addresses' }).click();
  const dialog = page.getByRole('dialog', { name: 'Addresses with failed sign-ins' });
  await expect(dialog.getByText('No address is waiting or locked.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('two moderators deleted at once come back with Undo; a bulk disable keeps your own account and names it', async ({
  page,
  request,
}) => {
  const login = await (await request.post('/api/admin/land/login', { data: { username: 'admin', password: ADMIN_PASSWORD } })).json();
  const headers = { authorization: `Bearer ${login.result.token as string}` };
  for (const [username, type] of [
    ['e2e-bulk-1', 'moderator'],
    ['e2e-bulk-2', 'moderator'],
    ['e2e-bulk-admin', 'admin'],
  ]) {
    const added = await request.post('/api/admin/user/add', { data: { username, type, password: `${username} long passphrase` }, headers });
    expect(added.status()).toBe(200);
  }
  const view = page.locator('.bo-tab-view:visible');
  const tick = (name: string) =>
    view
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name, exact: true }) })
      .locator('label.arco-checkbox')
      .click();

  await signInAsAdmin(page);
  await page.goto('/moderator/moderatorList?keyword=e2e-bulk');
  await expect(view.getByRole('row', { name: /e2e-bulk-\d/ })).toHaveCount(2, { timeout: 30_000 });
  await tick('e2e-bulk-1');
  await tick('e2e-bulk-2');
  await view.getByRole('region', { name: '2 selected' }).getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Delete: 2 done')).toBeVisible();
  await expect(view.getByRole('row', { name: /e2e-bulk-\d/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(view.getByRole('row', { name: /e2e-bulk-\d/ })).toHaveCount(2);

  await page.goto('/admin/adminList?keyword=admin');
  await expect(view.getByRole('cell', { name: 'e2e-bulk-admin', exact: true })).toBeVisible({ timeout: 30_000 });
  await tick('admin');
  await tick('e2e-bulk-admin');
  await view.getByRole('region', { name: '2 selected' }).getByRole('button', { name: 'Disable' }).click();
  await expect(page.getByText(/Disable: 1 done\. 1 refused: #\d+ userId: you cannot disable your own account/)).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Enabled e2e-bulk-admin' })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: 'Enabled admin', exact: true })).toBeChecked();
});
