// The phone number change as a user makes it on Settings > Change Password, shared by the SMS specs (the outbox
// without a gateway, sms-outbox.spec.ts; a real HTTP gateway, sms-gateway.spec.ts).
import { expect, type Locator, type Page } from './fixtures';
import { ADMIN_PASSWORD } from '../playwright.config';

/** Opens a Settings page from the side menu, so the tabs already open keep what was typed in them. */
export async function openSetting(page: Page, entry: string): Promise<void> {
  const menu = page.getByRole('complementary', { name: 'Menu' });
  const item = menu.getByRole('menuitem', { name: entry, exact: true });
  if (!(await item.isVisible())) await menu.getByRole('menuitem', { name: 'Settings', exact: true }).click();
  await item.click();
}

/** The "Change phone number" card (on the Change Password page, which must be open). */
export const phoneCard = (page: Page): Locator => page.locator('.arco-card').filter({ hasText: 'Change phone number' });

/** Types the new number and asks for a code (the toast or error the server's answer brings is the caller's to check). */
export async function askForCode(page: Page, phoneNumber: string): Promise<void> {
  const phone = phoneCard(page);
  await phone.getByLabel('New phone number').fill(phoneNumber);
  await phone.getByRole('button', { name: 'Send code' }).click();
}

/** Enters the code and the admin's password, submits, and checks the number changed. */
export async function finishPhoneChange(page: Page, code: string, phoneNumber: string): Promise<void> {
  const phone = phoneCard(page);
  await phone.getByLabel('Verification code').fill(code);
  await phone.getByLabel('Current password').fill(ADMIN_PASSWORD);
  await phone.getByRole('button', { name: 'Change phone number' }).click();
  await expect(page.getByText('Phone number changed')).toBeVisible();
  await expect(phone.getByText(`Current phone number: ${phoneNumber}`)).toBeVisible();
}
