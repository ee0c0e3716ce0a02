import { expect, type Page } from './fixtures';
import { ADMIN_PASSWORD } from '../playwright.config';

/** Fills the login form the way a person does and submits it. */
export async function signIn(page: Page, username = 'admin', password = ADMIN_PASSWORD): Promise<void> {
  await page.getByPlaceholder('Username').fill(username);
  await page.getByPlaceholder('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** Signs in from the login page and waits for the dashboard tab. */
export async function signInAsAdmin(page: Page): Promise<void> {
  await page.goto('/login');
  await signIn(page);
  await expect(page).toHaveURL(/\/dashboard\/workplace/);
}
