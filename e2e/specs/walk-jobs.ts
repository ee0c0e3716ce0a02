// The main job of each page the demo's accounts reach (job-walk.spec.ts), finished by clicking and typing as a
// person does, and its effect seen: a role, an account, a question, a Picture It set, a dictionary item, a file,
// an agreement draft, a phone number changed with the code read from the SMS outbox, a password changed.
import { expect, type Locator, type Page } from './fixtures';
import { signedIn, view, type Job } from './walk-support';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** The open dialog (modals render outside the tabs). */
const dialog = (page: Page) => page.getByRole('dialog');

/** The input or text area of the form item labelled exactly `label` in `scope`. */
const labelled = (scope: Locator, label: string) =>
  scope
    .locator('.arco-form-item')
    .filter({ has: scope.page().getByText(label, { exact: true }) })
    .locator('input, textarea')
    .first();
/** The input or text area of the dialog's form item labelled exactly `label`. */
const input = (page: Page, label: string) => labelled(dialog(page), label);

/** Picks `option` in the select of the dialog's form item labelled `label`. */
async function choose(page: Page, label: string, option: string): Promise<void> {
  await dialog(page)
    .locator('.arco-form-item')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('.arco-select-view')
    .click();
  await page.locator('.arco-select-popup:visible .arco-select-option').filter({ hasText: option }).first().click();
}

/** The list row of `shown` holding `text`. */
const row = (shown: Locator, text: string) => shown.getByRole('row').filter({ hasText: text });

/** Staff lists: a new account of the list's type, shown once with its one-time password, then in the list. */
export const addAccount =
  (username: string): Job =>
  async ({ page, shown }) => {
    await shown.getByRole('button', { name: 'New account' }).first().click();
    await input(page, 'Username').fill(username);
    await input(page, 'Name').fill(`Walk ${username}`);
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    const oneTime = page.getByRole('dialog', { name: 'One-time password' });
    await expect(oneTime.getByTestId('one-time-password')).toHaveText(/^[A-Za-z0-9_-]{24}$/);
    await oneTime.getByRole('button', { name: 'Done' }).click();
    await expect(row(shown, username)).toBeVisible();
  };

/** Permissions: a new directory in the tree. */
export const addPermissionDirectory: Job = async ({ page, shown }) => {
  await shown.getByRole('button', { name: 'Add directory' }).click();
  await input(page, 'Name').fill('walkReports');
  await input(page, 'Path').fill('walk-reports');
  await input(page, 'Title (i18n key)').fill('menu.walkReports');
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  await expect(shown.getByRole('tree').getByText('walkReports', { exact: true })).toBeVisible();
};

/** Roles: a new role, in the list. */
export const addRole: Job = async ({ page, shown }) => {
  await shown.getByRole('button', { name: 'New role' }).first().click();
  await input(page, 'Code').fill('walk_reviewer');
  await input(page, 'Name').fill('Walk reviewer');
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Role saved')).toBeVisible();
  await expect(row(shown, 'walk_reviewer')).toBeVisible();
};

/** Audit log: the role added a moment before (addRole) is recorded with its actor. */
export const seeRoleAudited: Job = async ({ shown }) => {
  await expect(row(shown, 'role:walk_reviewer')).toContainText('role.add');
  await expect(row(shown, 'role:walk_reviewer')).toContainText('admin');
};

/** Dictionaries: a new item of the agreement types, reached from the dictionary's Items button. */
export const addDictItem: Job = async ({ page, shown }) => {
  await shown.getByRole('textbox', { name: 'Code or name' }).fill('agreement_type');
  await shown.getByRole('button', { name: 'Search' }).click();
  await row(shown, 'agreement_type').getByRole('button', { name: 'Items' }).click();
  const items = view(page);
  await items.getByRole('button', { name: 'New item' }).click();
  await dialog(page).getByLabel('Label').fill('Walk notice');
  await dialog(page).getByLabel('Value').fill('walk_notice');
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(row(items, 'walk_notice')).toContainText('Walk notice');
};

/** Files: an upload, in the list. */
export const uploadFile: Job = async ({ shown }) => {
  await shown
    .locator('input[type=file]')
    .setInputFiles({ name: 'walk-notes.csv', mimeType: 'text/csv', buffer: Buffer.from('step,page\n1,files\n') });
  await expect(row(shown, 'walk-notes.csv')).toContainText('text/csv');
};

/** Agreements: a draft of a new type's first version, saved and listed as a draft. */
export const saveAgreementDraft: Job = async ({ page, shown }) => {
  await shown.getByRole('combobox', { name: 'Agreement type' }).click();
  await page.getByRole('option', { name: 'Privacy policy', exact: true }).click();
  await shown.getByRole('button', { name: 'New draft', exact: true }).click();
  await input(page, 'Title').fill('Walk privacy notice');
  await dialog(page).getByRole('textbox', { name: 'Content (Markdown)' }).fill('# Privacy\n\nThe walk keeps **no** data.');
  await dialog(page).getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Draft saved')).toBeVisible();
  await expect(shown.getByRole('row').filter({ hasText: 'Draft' }).first()).toBeVisible();
};

/** Questions: a new open-text question, in the bank. */
export const addQuestion =
  (text: string): Job =>
  async ({ page, shown }) => {
    await shown.getByRole('button', { name: 'New question' }).click();
    await input(page, 'Question text').fill(text);
    await choose(page, 'Type', 'Open text');
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Question saved')).toBeVisible();
    await expect(row(shown, text)).toContainText('Open text');
  };

/** Picture It: a new set with one uploaded image, listed with its picture. */
export const addPictureItSet =
  (name: string): Job =>
  async ({ page, shown }) => {
    await shown.getByRole('button', { name: 'New Picture It set' }).click();
    await input(page, 'Set name').fill(name);
    await input(page, 'Instructions').fill('Choose the picture that stands for your day, then say why');
    await dialog(page).locator('input[type=file]').setInputFiles({ name: 'walk.png', mimeType: 'image/png', buffer: PNG });
    await expect(dialog(page).getByTestId('picture-it-image').locator('img')).toBeVisible();
    await dialog(page).getByLabel('Caption of image 1').fill('A walk');
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Picture It set saved')).toBeVisible();
    await expect(row(shown, name).locator('img')).toBeVisible();
  };

/** Demo table: the rows filtered by a status. */
export const filterDemoTable: Job = async ({ page, shown }) => {
  await shown.getByLabel('Status').first().click();
  await page.locator('.arco-select-popup:visible .arco-select-option').filter({ hasText: 'Paused' }).click();
  await shown.getByRole('button', { name: 'Search' }).click();
  await expect(shown.getByRole('row').nth(1)).toContainText('Paused');
  await expect(shown.locator('tbody .arco-table-tr').filter({ hasNotText: 'Paused' })).toHaveCount(0);
};

/** Change password: a new password, then a fresh sign-in with it. */
export const changePassword =
  (username: string, next: string): Job =>
  async ({ page, shown, password }) => {
    const form = shown.locator('form').filter({ hasText: 'Confirm new password' });
    await labelled(form, 'Current password').fill(password);
    await labelled(form, 'New password').fill(next);
    await labelled(form, 'Confirm new password').fill(next);
    await form.getByRole('button', { name: 'Change password', exact: true }).click();
    await expect(page.getByText('Password changed. Your other sign-ins have been ended.')).toBeVisible();
    const again = await signedIn(page.context().browser()!, new URL(page.url()).origin, username, next);
    await again.context().close();
  };

/**
 * Change phone number on the demo: the code is read from the SMS outbox (both reached from the menu), the change
 * completes, and the verification codes list shows the code as used for the number.
 */
export const changePhoneThroughOutbox =
  (phone: string): Job =>
  async ({ page, shown, password, go }) => {
    const card = shown.locator('.arco-card').filter({ hasText: 'Change phone number' });
    // With the Verification codes tab open the field has no accessible name (its label's `for` seems to meet that
    // tab's phoneNumber filter first; PhoneForm.tsx's Input has no aria-label): found by its label's text.
    await labelled(card, 'New phone number').fill(phone);
    await card.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByText(`A code was sent to ${phone}; it is valid for 10 minutes.`)).toBeVisible();
    const message = row(await go('SmsOutbox'), phone);
    await expect(message).toContainText('Your verification code is');
    const code = /verification code is (\d{6})/.exec((await message.textContent()) ?? '')?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);
    await go('ResetPassword');
    await card.getByLabel('Verification code').fill(code);
    await card.getByLabel('Current password').fill(password);
    await card.getByRole('button', { name: 'Change phone number' }).click();
    await expect(page.getByText('Phone number changed')).toBeVisible();
    await expect(card.getByText(`Current phone number: ${phone}`)).toBeVisible();
    await expect(row(await go('VerifyCode'), phone)).toBeVisible();
  };
