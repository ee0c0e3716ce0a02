import { expect, test, type Page } from './fixtures';
import { signInAsAdmin } from './session';

/** Opens a Settings page from the side menu, so the tabs already open keep what was typed in them. */
async function openSetting(page: Page, entry: string): Promise<void> {
  const menu = page.getByRole('complementary', { name: 'Menu' });
  const item = menu.getByRole('menuitem', { name: entry, exact: true });
  if (!(await item.isVisible())) await menu.getByRole('menuitem', { name: 'Settings', exact: true }).click();
  await item.click();
}

test.describe('text messages without an SMS gateway', () => {
  // The test walks three pages on a machine shared with other runs.
  test.describe.configure({ timeout: 60_000 });
  test('an admin changes their phone number with the code read from the SMS outbox', async ({ page }) => {
    await signInAsAdmin(page);
    await openSetting(page, 'Change Password');
    const phone = page.locator('.arco-card').filter({ hasText: 'Change phone number' });
    await phone.getByLabel('New phone number').fill('+15550123456');
    await phone.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByText('A code was sent to +15550123456; it is valid for 10 minutes.')).toBeVisible();

    await openSetting(page, 'SMS Outbox');
    await expect(page).toHaveURL(/\/setting\/smsOutbox/);
    const message = page.getByRole('row', { name: /\+15550123456/ });
    await expect(message).toContainText('Your verification code is');
    const code = /verification code is (\d{6})/.exec((await message.textContent()) ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);

    await openSetting(page, 'Change Password');
    await phone.getByLabel('Verification code').fill(code ?? '');
    await phone.getByLabel('Current password').fill('e2e-admin-long-passphrase');
    await phone.getByRole('button', { name: 'Change phone number' }).click();
    await expect(page.getByText('Phone number changed')).toBeVisible();
    await expect(phone.getByText('Current phone number: +15550123456')).toBeVisible();
  });
});
