import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { ADMIN_PASSWORD } from '../playwright.config';
import { signIn, signInAsAdmin } from './session';

/** The tab on show (cached tabs stay in the page, hidden). */
const view = (page: Page) => page.locator('.bo-tab-view:visible');
/** The input of the form item labelled `label` inside `scope`. */
const input = (scope: ReturnType<Page['locator']>, label: string) =>
  scope
    .locator('.arco-form-item')
    .filter({ has: scope.page().locator('.arco-form-label-item', { hasText: new RegExp(`^\\*?\\s*${label}$`) }) })
    .locator('input, textarea')
    .first();

async function typeDate(field: ReturnType<Page['locator']>, value: string) {
  await field.click();
  await field.fill(value);
  await field.press('Enter');
}

async function apiLogin(request: APIRequestContext, username: string, password: string): Promise<string> {
  const response = await request.post('/api/admin/land/login', { data: { username, password } });
  const body = await response.json();
  expect(body.code).toBe(200);
  return body.result.token as string;
}

async function apiPost<T>(
  request: APIRequestContext,
  token: string,
  url: string,
  data: unknown,
): Promise<{ code: number; result: T; message: string }> {
  const response = await request.post(url, { data, headers: { authorization: `Bearer ${token}` } });
  return response.json();
}

test.describe('projects and sessions', () => {
  test('an admin creates a project and adds a session whose participants are held to its capacity', async ({ page }) => {
    // A long journey through three pages on a machine shared with other runs.
    test.setTimeout(90_000);
    await signInAsAdmin(page);
    await page.goto('/projectMgt/projectList');
    await view(page).getByRole('button', { name: 'New project' }).click();
    await expect(page).toHaveURL(/\/projectMgt\/createProject/);
    const openTabs = page.getByRole('navigation', { name: 'Open tabs' });
    await expect(openTabs.getByRole('link', { name: 'Create Project', exact: true })).toBeVisible();

    const form = view(page);
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('Project name is required')).toBeVisible();
    await input(form, 'Project name').fill('E2E coffee study');
    await input(form, 'Code').fill('E2E-UI');
    await typeDate(input(form, 'Start date'), '2026-03-01');
    await typeDate(input(form, 'End date'), '2026-02-01');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('The end date cannot be before the start date')).toBeVisible();
    await typeDate(input(form, 'End date'), '2026-03-31');
    await form.getByRole('button', { name: 'Save' }).click();

    await expect(page).toHaveURL(/\/projectMgt\/projectDetail\?id=\d+/);
    // The create form's tab closes once the project exists: its detail took its place.
    await expect(openTabs.getByRole('link', { name: 'Create Project', exact: true })).toHaveCount(0);
    const detail = view(page);
    await expect(detail.getByText('E2E coffee study (E2E-UI)')).toBeVisible();

    await detail.getByRole('button', { name: 'Add session' }).first().click();
    const dialog = page.getByRole('dialog');
    await input(dialog, 'Session title').fill('Morning group');
    await typeDate(input(dialog, 'Start'), '2026-03-02 09:00');
    await typeDate(input(dialog, 'End'), '2026-03-02 10:30');
    await input(dialog, 'Capacity').fill('2');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    const row = detail.getByRole('row', { name: /Morning group/ });
    await expect(row).toContainText('0 / 2');

    await row.getByRole('button', { name: 'Detail' }).click();
    await expect(page).toHaveURL(/\/projectMgt\/sessionDetail\?id=\d+/);
    const session = view(page);
    for (const name of ['Ann Example', 'Bob Example', 'Cid Example']) {
      // The toolbar's button (an empty list offers the same one in its empty state).
      await session
        .getByRole('button', { name: /^Add participant/ })
        .first()
        .click();
      const add = page.getByRole('dialog');
      await input(add, 'Name').fill(name);
      await add.getByRole('button', { name: 'Save' }).click();
      if (name !== 'Cid Example') await expect(add).toBeHidden();
    }
    await expect(page.getByText('The session is full: its capacity is 2 participants')).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await expect(session.getByText('Participants (2 / 2)')).toBeVisible();
    await expect(session.getByRole('row', { name: /Cid Example/ })).toHaveCount(0);
  });

  test('a cached Projects tab shows a project created in another tab, and a project detail tab shows an edit saved in another', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await signInAsAdmin(page);
    await page.goto('/projectMgt/projectList');
    const tabs = page.getByRole('navigation', { name: 'Open tabs' });
    await expect(view(page).getByRole('button', { name: 'New project' })).toBeVisible();
    await expect(view(page).getByRole('row', { name: /E2E-TABS/ })).toHaveCount(0);

    await view(page).getByRole('button', { name: 'New project' }).click();
    const form = view(page);
    await input(form, 'Project name').fill('Tabs study');
    await input(form, 'Code').fill('E2E-TABS');
    await typeDate(input(form, 'Start date'), '2026-05-01');
    await typeDate(input(form, 'End date'), '2026-05-31');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/projectMgt\/projectDetail\?id=\d+/);
    await expect(view(page).getByText('Tabs study (E2E-TABS)')).toBeVisible();

    // Back to the cached Projects tab: the new project is listed without a manual refresh.
    await tabs.getByRole('link', { name: 'Projects', exact: true }).click();
    await expect(view(page).getByRole('row', { name: /E2E-TABS/ })).toBeVisible();

    // Edit it from the list in an edit tab; the detail tab, still open, shows the new name when shown again.
    await view(page)
      .getByRole('row', { name: /E2E-TABS/ })
      .getByRole('button', { name: 'Edit' })
      .click();
    await expect(page).toHaveURL(/\/projectMgt\/projectEdit\?id=\d+/);
    await input(view(page), 'Project name').fill('Tabs study, renamed');
    await view(page).getByRole('button', { name: 'Save' }).click();
    await expect(view(page).getByText('Tabs study, renamed (E2E-TABS)')).toBeVisible();
    await tabs.getByRole('link', { name: 'Projects', exact: true }).click();
    await expect(view(page).getByRole('row', { name: /Tabs study, renamed/ })).toBeVisible();
  });

  test('an admin closes and archives a project from the list, and the operations view exports it as CSV', async ({ page, request }) => {
    test.setTimeout(90_000);
    const admin = await apiLogin(request, 'admin', ADMIN_PASSWORD);
    const created = await apiPost<{ id: number }>(request, admin, '/api/admin/project/add', {
      name: 'E2E coffee study',
      code: 'E2E-1',
      startDate: '2026-03-01',
      endDate: '2026-03-31',
      status: 'active',
    });
    expect(created.code).toBe(200);
    await signInAsAdmin(page);
    await page.goto('/projectMgt/projectList');
    const listed = view(page).getByRole('row', { name: /E2E-1/ });
    await listed.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'OK' }).click();
    await expect(listed).toContainText('Closed');
    await expect(listed.getByRole('button', { name: 'Edit' })).toHaveCount(0);
    await listed.getByRole('button', { name: 'Archive' }).click();
    await page.getByRole('button', { name: 'OK' }).click();
    await expect(listed).toContainText('Archived');

    await page.goto('/operation/admin');
    const ops = view(page);
    await ops.getByPlaceholder('Name or code').fill('E2E-1');
    await ops.getByRole('button', { name: 'Search' }).click();
    await expect(ops.getByRole('row', { name: /E2E-1/ })).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent('download'), ops.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^projects-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync(await download.path(), 'utf8');
    expect(csv).toContain('E2E-1,E2E coffee study,archived');
  });

  test("a moderator sees only their own projects in My Projects and is refused another project's id", async ({ page, request }) => {
    test.setTimeout(60_000);
    const admin = await apiLogin(request, 'admin', ADMIN_PASSWORD);
    const added = await apiPost<{ user: { userId: number } }>(request, admin, '/api/admin/user/add', {
      type: 'moderator',
      username: 'e2e-moderator',
      password: 'moderator-long-pass-1',
      realName: 'Mo Derator',
    });
    expect(added.code).toBe(200);
    const modId = added.result.user.userId;
    const project = (code: string, moderatorIds: number[]) =>
      apiPost<{ id: number }>(request, admin, '/api/admin/project/add', {
        name: `Project ${code}`,
        code,
        startDate: '2026-04-01',
        endDate: '2026-04-30',
        moderatorIds,
      });
    expect((await project('MOD-OWN', [modId])).code).toBe(200);
    const other = await project('MOD-OTHER', []);
    expect(other.code).toBe(200);

    await page.goto('/login');
    await signIn(page, 'e2e-moderator', 'moderator-long-pass-1');
    await expect(page).toHaveURL(/\/dashboard\/workplace/);
    await page.goto('/projectMgt/myProjects');
    const mine = view(page);
    await expect(mine.getByRole('row', { name: /MOD-OWN/ })).toBeVisible();
    await expect(mine.getByRole('row', { name: /MOD-OTHER/ })).toHaveCount(0);
    await mine
      .getByRole('row', { name: /MOD-OWN/ })
      .getByRole('button', { name: 'Detail' })
      .click();
    await expect(page).toHaveURL(/\/projectMgt\/projectMyDetail\?id=\d+/);
    await expect(view(page).getByText('Project MOD-OWN (MOD-OWN)')).toBeVisible();

    await page.goto(`/projectMgt/projectMyDetail?id=${other.result.id}`);
    await expect(view(page).getByText('This project does not exist or is not yours')).toBeVisible();
    await expect(page.getByText('Project not found')).toBeVisible();

    const moderator = await apiLogin(request, 'e2e-moderator', 'moderator-long-pass-1');
    expect((await apiPost(request, moderator, '/api/admin/project/myDetail', { id: other.result.id })).code).toBe(404);
    expect((await apiPost(request, moderator, '/api/admin/project/list', {})).code).toBe(403);
  });

  test('a stale project edit is refused, and Reload brings the other change into the form', async ({ page, request }) => {
    const admin = await apiLogin(request, 'admin', ADMIN_PASSWORD);
    const created = await apiPost<{ id: number }>(request, admin, '/api/admin/project/add', {
      name: 'Stale edit study',
      code: 'E2E-STALE',
      startDate: '2026-05-01',
      endDate: '2026-05-31',
      description: 'Kept by both',
    });
    await signInAsAdmin(page);
    await page.goto(`/projectMgt/projectDetail?id=${created.result.id}`);
    await view(page).getByRole('button', { name: 'Edit' }).click();
    await expect(page).toHaveURL(/\/projectMgt\/projectEdit\?id=\d+/);
    await expect(input(view(page), 'Project name')).toHaveValue('Stale edit study');

    // Someone else renames the project while the form is open.
    expect((await apiPost(request, admin, '/api/admin/project/update', { id: created.result.id, name: 'Renamed elsewhere' })).code).toBe(
      200,
    );
    await input(view(page), 'Project name').fill('My rename');
    await view(page).getByRole('button', { name: 'Save' }).click();
    const dialog = page.getByRole('dialog', { name: 'Someone else saved a newer version' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Reload' }).click();
    await expect(input(view(page), 'Project name')).toHaveValue('Renamed elsewhere');

    await input(view(page), 'Project name').fill('Renamed twice');
    await view(page).getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/projectMgt\/projectDetail\?id=\d+/);
    await expect(view(page).getByText('Renamed twice (E2E-STALE)')).toBeVisible();
    const stored = await apiPost<{ name: string; description: string }>(request, admin, '/api/admin/project/detail', {
      id: created.result.id,
    });
    expect(stored.result).toMatchObject({ name: 'Renamed twice', description: 'Kept by both' });
  });
});
