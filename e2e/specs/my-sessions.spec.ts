import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { ADMIN_PASSWORD } from '../playwright.config';
import { signIn } from './session';

/** The tab on show (cached tabs stay in the page, hidden). */
const view = (page: Page) => page.locator('.bo-tab-view:visible');
/** The input of the form item labelled `label` inside `scope`. */
const input = (scope: ReturnType<Page['locator']>, label: string) =>
  scope
    .locator('.arco-form-item')
    .filter({ has: scope.page().locator('.arco-form-label-item', { hasText: new RegExp(`^\\*?\\s*${label}$`) }) })
    .locator('input, textarea')
    .first();

async function apiLogin(request: APIRequestContext, username: string, password: string): Promise<string> {
  const body = await (await request.post('/api/admin/land/login', { data: { username, password } })).json();
  expect(body.code).toBe(200);
  return body.result.token as string;
}

async function apiPost<T>(
  request: APIRequestContext,
  token: string,
  url: string,
  data: unknown,
): Promise<{ code: number; result: T; message: string }> {
  return (await request.post(url, { data, headers: { authorization: `Bearer ${token}` } })).json();
}

/** Adds a moderator and a project with one session they moderate; answers the session's id. */
async function moderatedSession(request: APIRequestContext, admin: string, username: string, code: string): Promise<number> {
  const added = await apiPost<{ user: { userId: number } }>(request, admin, '/api/admin/user/add', {
    type: 'moderator',
    username,
    password: 'moderator-long-pass-1',
    realName: username,
  });
  expect(added.code).toBe(200);
  const moderatorId = added.result.user.userId;
  const project = await apiPost<{ id: number }>(request, admin, '/api/admin/project/add', {
    name: `Project ${code}`,
    code,
    startDate: '2026-05-01',
    endDate: '2026-05-31',
    moderatorIds: [moderatorId],
  });
  expect(project.code).toBe(200);
  const session = await apiPost<{ id: number }>(request, admin, '/api/admin/session/add', {
    projectId: project.result.id,
    title: `Group ${code}`,
    kind: 'focus_group',
    startAt: '2026-05-04T09:00:00Z',
    endAt: '2026-05-04T10:00:00Z',
    timeZone: 'Europe/London',
    capacity: 3,
    moderatorId,
  });
  expect(session.code).toBe(200);
  return session.result.id;
}

test.describe("a moderator's own sessions", () => {
  test("a moderator adds a participant on their session's My edit page and marks them attended; another session is refused", async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const admin = await apiLogin(request, 'admin', ADMIN_PASSWORD);
    const own = await moderatedSession(request, admin, 'e2e-mysess-own', 'MYS-OWN');
    const other = await moderatedSession(request, admin, 'e2e-mysess-other', 'MYS-OTHER');

    await page.goto('/login');
    await signIn(page, 'e2e-mysess-own', 'moderator-long-pass-1');
    await expect(page).toHaveURL(/\/dashboard\/workplace/);
    await page.goto(`/projectMgt/sessionMyEdit?id=${own}`);
    const session = view(page);
    await expect(session.getByText('Participants (0 / 3)')).toBeVisible();

    await session
      .getByRole('button', { name: /^Add participant/ })
      .first()
      .click();
    const add = page.getByRole('dialog');
    await input(add, 'Name').fill('Pat Example');
    await add.getByRole('button', { name: 'Save' }).click();
    await expect(add).toBeHidden();
    const row = session.getByRole('row', { name: /Pat Example/ });
    await expect(row).toContainText('Invited');
    await expect(session.getByText('Participants (1 / 3)')).toBeVisible();

    await row.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog');
    await edit.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Attended', exact: true }).click();
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit).toBeHidden();
    await expect(row).toContainText('Attended');
    await page.reload();
    await expect(view(page).getByRole('row', { name: /Pat Example/ })).toContainText('Attended');

    const moderator = await apiLogin(request, 'e2e-mysess-own', 'moderator-long-pass-1');
    const refused = await apiPost(request, moderator, '/api/admin/session/my/participant/add', { sessionId: other, name: 'Intruder' });
    expect(refused).toMatchObject({ code: 404, message: 'Session not found' });
    const theirs = await apiPost<{ participants: unknown[] }>(request, admin, '/api/admin/session/detail', { id: other });
    expect(theirs.result.participants).toEqual([]);
  });
});
