import { expect, test, type Page } from './fixtures';
import { ADMIN_PASSWORD } from '../playwright.config';

/** On the local provider's page, signs in as one of its test accounts. */
async function signInAtProvider(page: Page, account: string): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Local provider sign-in' })).toBeVisible();
  await page.getByLabel('Account').fill(account);
  await page.getByRole('button', { name: 'Sign in to provider' }).click();
}

/** From the login page, through the Microsoft button, as `account` at the provider. */
async function startMicrosoftSignIn(page: Page, account: string, loginUrl = '/login'): Promise<void> {
  await page.goto(loginUrl);
  await page.getByRole('link', { name: 'Sign in with Microsoft' }).click();
  await signInAtProvider(page, account);
}

/** Fills the binding form the way a person does. */
async function bindWith(page: Page, username: string, password: string): Promise<void> {
  await page.getByPlaceholder('Username').fill(username);
  await page.getByPlaceholder('Password').fill(password);
  await page.getByRole('button', { name: 'Link and sign in' }).click();
}

test.describe.configure({ mode: 'serial' });

test.describe('signing in with a Microsoft account', () => {
  test('the first sign-in asks for a staff account once, then opens the dashboard', async ({ page }) => {
    await startMicrosoftSignIn(page, 'alice');
    await expect(page).toHaveURL(/\/bindingUser\?pending=/);
    await expect(page.getByText('Microsoft account: Alice E2E')).toBeVisible();
    await bindWith(page, 'admin', ADMIN_PASSWORD);
    await expect(page.getByText('welcome to use')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/workplace/);
    const token = await page.evaluate(() => localStorage.getItem('token'));
    expect(token).toBeTruthy();
    expect(page.url()).not.toContain(token ?? 'no-token');
  });

  test('a later sign-in goes straight in, to the page the guard kept, without the binding screen', async ({ page }) => {
    await page.goto('/setting/resetPassword');
    await expect(page).toHaveURL(/\/login\?redirect=/);
    await page.getByRole('link', { name: 'Sign in with Microsoft' }).click();
    const visited: string[] = [];
    page.on('framenavigated', (frame) => visited.push(frame.url()));
    await signInAtProvider(page, 'alice');
    await expect(page).toHaveURL(/\/setting\/resetPassword/);
    expect(visited.some((url) => url.includes('/bindingUser'))).toBe(false);
    expect(visited.some((url) => /\/mslogin\?ticket=/.test(url))).toBe(true);
    // The own-account page shows the linked Microsoft account.
    await expect(page.getByText('Linked to Alice E2E')).toBeVisible();
  });

  test('a wrong password on the binding screen says so and keeps the screen usable', async ({ page }) => {
    await startMicrosoftSignIn(page, 'bob');
    await expect(page).toHaveURL(/\/bindingUser\?pending=/);
    await bindWith(page, 'admin', 'not-the-password');
    await expect(page.getByRole('form').getByRole('alert')).toHaveText('Invalid username or password');
    await expect(page).toHaveURL(/\/bindingUser\?pending=/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    // admin is already linked to alice: the screen stays and explains the refusal.
    await bindWith(page, 'admin', ADMIN_PASSWORD);
    await expect(page.getByRole('form').getByRole('alert')).toContainText('already bound to another Microsoft account');
  });

  test('an unknown or expired binding link explains itself and offers to start again', async ({ page }) => {
    await page.goto('/bindingUser?pending=expired-or-unknown-binding-id-000000000000');
    await expect(page.getByRole('alert')).toHaveText('This Microsoft sign-in has expired');
    await expect(page.getByRole('link', { name: 'Start again' })).toHaveAttribute('href', '/api/admin/land/ms/start');
    await page.getByRole('link', { name: 'Start again' }).click();
    await expect(page.getByRole('heading', { name: 'Local provider sign-in' })).toBeVisible();
  });

  test('a tampered state coming back from the provider is refused', async ({ page }) => {
    // The provider's redirects back are followed inside the browser, so the test takes the last two hops
    // itself (same cookies) and hands the browser the callback with a changed state.
    await page.route('**/interaction/**', async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      const submitted = await route.fetch({ maxRedirects: 0 });
      const resume = new URL(submitted.headers()['location'] ?? '', route.request().url());
      const back = await page.request.get(resume.toString(), { maxRedirects: 0 });
      const callback = new URL(back.headers()['location'] ?? '');
      callback.searchParams.set('state', `${callback.searchParams.get('state') ?? ''}tampered`);
      return route.fulfill({ status: 302, headers: { location: callback.toString() } });
    });
    await startMicrosoftSignIn(page, 'alice');
    await expect(page).toHaveURL(/\/mslogin\?error=state/);
    await expect(page.getByRole('alert')).toContainText('could not be verified');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await expect(page.getByRole('link', { name: 'Start again' })).toBeVisible();
  });
  test("an admin sees the admin account's Microsoft link on the Admin List and unlinks it; the next Microsoft sign-in asks again", async ({
    page,
  }) => {
    await page.goto('/login');
    await page.getByPlaceholder('Username').fill('admin');
    await page.getByPlaceholder('Password').fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/dashboard\/workplace/);
    await page.goto('/admin/adminList');
    const row = page.getByRole('row').filter({ hasText: 'Administrator' });
    await row.getByRole('button', { name: 'Microsoft' }).click();
    const dialog = page.getByRole('dialog', { name: 'Microsoft account' });
    await expect(dialog.getByText('Alice E2E')).toBeVisible();
    await dialog.getByRole('button', { name: 'Unlink' }).click();
    await page.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByText('Microsoft account unlinked')).toBeVisible();
    await expect(dialog.getByText('admin has no Microsoft account linked.')).toBeVisible();

    await page.evaluate(() => localStorage.clear());
    await startMicrosoftSignIn(page, 'alice');
    await expect(page).toHaveURL(/\/bindingUser\?pending=/);
  });
});
