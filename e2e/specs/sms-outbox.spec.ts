import { expect, test } from './fixtures';
import { askForCode, finishPhoneChange, openSetting } from './phone-change';
import { signInAsAdmin } from './session';

test.describe('text messages without an SMS gateway', () => {
  // The test walks three pages on a machine shared with other runs.
  test.describe.configure({ timeout: 60_000 });
  test('an admin changes their phone number with the code read from the SMS outbox', async ({ page }) => {
    await signInAsAdmin(page);
    await openSetting(page, 'Change Password');
    await askForCode(page, '+15550123456');
    await expect(page.getByText('A code was sent to +15550123456; it is valid for 10 minutes.')).toBeVisible();

    await openSetting(page, 'SMS Outbox');
    await expect(page).toHaveURL(/\/setting\/smsOutbox/);
    const message = page.getByRole('row', { name: /\+15550123456/ });
    await expect(message).toContainText('Your verification code is');
    const code = /verification code is (\d{6})/.exec((await message.textContent()) ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);

    await openSetting(page, 'Change Password');
    await finishPhoneChange(page, code ?? '', '+15550123456');
  });
});
