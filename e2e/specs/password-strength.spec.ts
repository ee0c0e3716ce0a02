// Passwords (issue 36): the change-password page rates the new password while it is typed, with the reason, and
// the server refuses a common one with its own message; a strong passphrase is saved. The meter passes axe.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures';
import { ADMIN_PASSWORD } from '../playwright.config';
import { signIn } from './session';

const USERNAME = 'strength.e2e';
const FIRST_PASSWORD = 'strength first long passphrase';
const STRONG_PASSWORD = 'violet kettle orbits quiet dunes';

const field = (page: Page, label: string) =>
  page
    .locator('.arco-form-item')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('input')
    .first();

test('the change-password page rates a common password weak with a reason, the server refuses it, a strong one is saved', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const login = await (await request.post('/api/admin/land/login', { data: { username: 'admin', password: ADMIN_PASSWORD } })).json();
  const created = await request.post('/api/admin/user/add', {
    data: { username: USERNAME, type: 'moderator', password: FIRST_PASSWORD },
    headers: { authorization: `Bearer ${login.result.token as string}` },
  });
  expect(created.status()).toBe(200);

  await page.goto('/login');
  await signIn(page, USERNAME, FIRST_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard\/workplace/);
  await page.goto('/setting/resetPassword');
  const meter = page.getByRole('meter', { name: 'Password strength' });
  await expect(meter).toHaveCount(0);

  await field(page, 'Current password').fill(FIRST_PASSWORD);
  await field(page, 'New password').pressSequentially('Password1!');
  await expect(meter).toHaveAttribute('aria-valuetext', /^(Very weak|Weak)$/);
  await expect(page.getByText(/^Strength: (Very weak|Weak)$/)).toBeVisible();
  await expect(page.getByText('This is close to a commonly used password.')).toBeVisible();

  const { violations } = await new AxeBuilder({ page })
    .include('.bo-password-strength')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);

  await field(page, 'Confirm new password').fill('Password1!');
  await page.getByRole('button', { name: 'Change password', exact: true }).click();
  await expect(
    page
      .locator('.arco-form-message')
      .filter({ hasText: 'This password is a common password with capitals, look-alike characters, digits or symbols added' }),
  ).toBeVisible();

  await field(page, 'New password').fill(STRONG_PASSWORD);
  await expect(page.getByText('Strength: Very strong')).toBeVisible();
  await field(page, 'Confirm new password').fill(STRONG_PASSWORD);
  await page.getByRole('button', { name: 'Change password', exact: true }).click();
  await expect(page.getByText('Password changed. Your other sign-ins have been ended.')).toBeVisible();
  const again = await request.post('/api/admin/land/login', { data: { username: USERNAME, password: STRONG_PASSWORD } });
  expect((await again.json()).code).toBe(200);
});
