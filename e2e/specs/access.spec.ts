import { expect, test, type Browser, type Page } from './fixtures';
import { selectTreeNode } from './permission-tree';
import { signIn, signInAsAdmin } from './session';

// One story, in order: the role made in the first test is given to the moderator of the second.
test.describe.configure({ mode: 'serial', timeout: 60_000 });

const ROLE_CODE = 'junior-mod';
const ROLE_NAME = 'Junior moderator';
const MODERATOR = 'junior.e2e';
const MODERATOR_PASSWORD = 'junior moderator long passphrase';

const field = (page: Page, label: string) =>
  page
    .locator('.arco-form-item')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('input')
    .first();
const token = (page: Page) => page.evaluate(() => localStorage.getItem('token'));

async function openRoles(page: Page): Promise<void> {
  await page.goto('/setting/role');
  await expect(page.getByRole('row', { name: /Administrator/ })).toBeVisible();
}

async function signInFresh(browser: Browser, username: string, password: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/login');
  await signIn(page, username, password);
  await expect(page).toHaveURL(/\/dashboard\/workplace/);
  return page;
}

test(`an admin creates the role '${ROLE_NAME}' and grants it the dashboard, the question list and the role list`, async ({ page }) => {
  await signInAsAdmin(page);
  await openRoles(page);

  await page.getByRole('button', { name: 'New role' }).click();
  const form = page.getByRole('dialog', { name: 'New role' });
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Code is required')).toBeVisible();
  await expect(form.getByText('Name is required')).toBeVisible();
  await field(page, 'Code').fill('1 bad');
  await expect(form.getByText('Starts with a letter; letters, digits, - or _; at most 32')).toBeVisible();
  await field(page, 'Code').fill(ROLE_CODE);
  await field(page, 'Name').fill(ROLE_NAME);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Role saved')).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(ROLE_NAME) });
  await expect(row).toBeVisible();

  // A second role with the same code: the server's refusal shows and the form stays open.
  await page.getByRole('button', { name: 'New role' }).click();
  await field(page, 'Code').fill(ROLE_CODE);
  await field(page, 'Name').fill('Another');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`A role with code ${ROLE_CODE} already exists`)).toBeVisible();
  await form.getByRole('button', { name: 'Cancel' }).click();

  await row.getByRole('button', { name: 'Permissions' }).click();
  const drawer = page.locator('.arco-drawer').filter({ hasText: `Permissions of ${ROLE_NAME}` });
  await drawer.getByRole('button', { name: 'Expand all' }).click();
  for (const label of ['Data Overview', 'question:list', 'role:list']) {
    await drawer
      .locator('.arco-tree-node')
      .filter({ has: page.getByText(label, { exact: true }) })
      .locator('.arco-checkbox')
      .click();
  }
  await drawer.getByRole('button', { name: 'Save permissions' }).click();
  await expect(page.getByText('Permissions saved')).toBeVisible();
  // Opened again, the drawer shows the saved grants.
  await row.getByRole('button', { name: 'Permissions' }).click();
  await drawer.getByRole('button', { name: 'Expand all' }).click();
  const checkedNode = (label: string) =>
    drawer
      .locator('.arco-tree-node')
      .filter({ has: page.getByText(label, { exact: true }) })
      .locator('.arco-checkbox-checked');
  await expect(checkedNode('role:list')).toHaveCount(1);
  await expect(checkedNode('question:list')).toHaveCount(1);
  await expect(checkedNode('role:add')).toHaveCount(0);
  await drawer.getByRole('button', { name: 'Cancel' }).click();

  // Built-in roles cannot be deleted: the server's message shows after the confirmation.
  await page
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: 'Client', exact: true }) })
    .getByRole('button', { name: 'Delete' })
    .click();
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Built-in role client cannot be deleted')).toBeVisible();
});

test('the moderator sees only the granted menus and buttons, the API refuses the rest, and an ended sign-in asks to log in again', async ({
  page,
  browser,
  request,
}) => {
  await signInAsAdmin(page);
  // The account is created through the user API with the admin's token (the staff pages belong to another slice).
  const created = await request.post('/api/admin/user/add', {
    headers: { Authorization: `Bearer ${await token(page)}` },
    data: { type: 'moderator', username: MODERATOR, realName: 'Junior E2E', password: MODERATOR_PASSWORD, roleCodes: [ROLE_CODE] },
  });
  expect((await created.json()).code).toBe(200);

  const moderator = await signInFresh(browser, MODERATOR, MODERATOR_PASSWORD);
  const menu = moderator.getByRole('menu').first();
  await expect(menu.getByText('Dashboard')).toBeVisible();
  await expect(menu.getByText('Questions')).toBeVisible();
  await expect(menu.getByText('Settings')).toBeVisible();
  for (const hidden of ['Projects', 'Admins', 'Moderators', 'Clients', 'Project Management']) {
    await expect(menu.getByText(hidden, { exact: true })).toHaveCount(0);
  }
  await menu.getByText('Settings').click();
  await expect(menu.getByText('Roles', { exact: true })).toBeVisible();
  for (const hidden of ['Permissions', 'Audit Log', 'Dictionaries', 'Change Password']) {
    await expect(menu.getByText(hidden, { exact: true })).toHaveCount(0);
  }

  await menu.getByText('Roles', { exact: true }).click();
  await expect(moderator).toHaveURL(/\/setting\/role/);
  await expect(moderator.getByRole('row', { name: new RegExp(ROLE_NAME) })).toBeVisible();
  for (const button of ['New role', 'Edit', 'Delete', 'Permissions']) {
    await expect(moderator.getByRole('button', { name: button, exact: true })).toHaveCount(0);
  }

  const forbidden = await request.post('/api/admin/role/add', {
    headers: { Authorization: `Bearer ${await token(moderator)}` },
    data: { code: 'sneaky', name: 'Sneaky' },
  });
  expect(forbidden.status()).toBe(403);
  expect(await forbidden.json()).toMatchObject({ code: 403 });

  await page.goto('/setting/auditLog');
  await page.getByRole('tab', { name: 'Active sign-ins' }).click();
  const sessionRow = page.getByRole('row', { name: new RegExp(MODERATOR) });
  await expect(sessionRow).toBeVisible();
  await expect(page.getByRole('row', { name: /This sign-in/ })).toBeVisible();
  await sessionRow.getByRole('button', { name: `End ${MODERATOR}` }).click();
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Sign-in ended')).toBeVisible();
  await expect(sessionRow).toHaveCount(0);

  await moderator.getByRole('button', { name: 'Search' }).click();
  const modal = moderator.getByRole('dialog', { name: 'Confirm logout' });
  await expect(modal).toBeVisible();
  await expect(modal).toContainText('You have been logged out, you can cancel to stay on this page, or log in again');
  await expect(modal.getByRole('button', { name: 'Re-Login' })).toBeVisible();
});

test('the audit log shows sign-ins and role changes, filtered by actor and outcome', async ({ page, request }) => {
  const failed = await request.post('/api/admin/land/login', { data: { username: 'nobody.e2e', password: 'not a real password' } });
  expect((await failed.json()).code).toBe(400);
  await signInAsAdmin(page);
  await page.goto('/setting/auditLog');
  const table = page.locator('.arco-table');
  await expect(table.getByText('authSession.end')).toBeVisible();
  await expect(table.getByText('role.assignPermissions')).toBeVisible();

  await page.getByRole('combobox', { name: 'Outcome' }).click();
  await page.getByRole('option', { name: 'Failure' }).click();
  await page.getByRole('button', { name: 'Search' }).click();
  // An unknown username is never stored as typed (it may be a password typed into the wrong field).
  await expect(table.getByRole('row').filter({ hasText: 'unknown user (10 characters)' }).first()).toContainText('land.login');
  await expect(table.getByText('nobody.e2e')).toHaveCount(0);
  await expect(table.getByText('role.add')).toHaveCount(0);
  await expect(table.getByText('Success', { exact: true })).toHaveCount(0);

  await page.getByRole('button', { name: 'Reset' }).click();
  await page.getByLabel('Actor (username)').fill(MODERATOR);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(table.getByRole('row', { name: /land\.login/ }).first()).toContainText(MODERATOR);
  await expect(table.getByText('role.add')).toHaveCount(0);
});

test('an admin edits the permission tree: adds an operation under a menu, moves it, and deletes it', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/setting/permission');
  const tree = page.locator('.arco-tree');
  await selectTreeNode(page, 'Question List');
  await expect(page.getByText('question/questionList', { exact: true })).toBeVisible();

  // A node with children cannot be deleted: the server's message shows.
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('QuestionList still has children; delete or move them first')).toBeVisible();

  await page.getByRole('button', { name: 'Add child' }).click();
  const form = page.getByRole('dialog', { name: 'New Operation' });
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Operation code is required')).toBeVisible();
  await field(page, 'Operation code').fill('question:export');
  await field(page, 'Name').fill('Export questions');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  const added = tree.getByText('Export questions (question:export)');
  await expect(added).toHaveCount(1);
  await expect(added).toBeVisible();

  await page.getByRole('button', { name: 'Move up' }).click();
  await expect(page.getByText('Moved', { exact: true })).toBeVisible();
  await expect(added).toHaveCount(1);
  const labels = await tree.locator('.arco-tree-node').allInnerTexts();
  const at = labels.findIndex((l) => l.includes('Export questions'));
  expect(labels[at + 1]).toContain('question:status');

  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Deleted', { exact: true })).toBeVisible();
  await expect(added).toHaveCount(0);
});
