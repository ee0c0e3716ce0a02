import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { ADMIN_PASSWORD } from '../playwright.config';
import { selectTreeNode } from './permission-tree';
import { signInAsAdmin } from './session';

// Two people edit the same record: the second save is refused, and the console offers the newer version
// instead of overwriting it (projects and sessions are covered in projects.spec.ts).

async function adminToken(request: APIRequestContext): Promise<string> {
  const body = await (await request.post('/api/admin/land/login', { data: { username: 'admin', password: ADMIN_PASSWORD } })).json();
  expect(body.code).toBe(200);
  return body.result.token as string;
}

async function call<T>(request: APIRequestContext, token: string, url: string, data: unknown): Promise<T> {
  const body = await (await request.post(url, { data, headers: { authorization: `Bearer ${token}` } })).json();
  expect(body.code, `${url}: ${body.message}`).toBe(200);
  return body.result as T;
}

/** A new project (named after `label`, coded `code`) with one session; the session's id. */
async function newSession(request: APIRequestContext, token: string, label: string, code: string): Promise<number> {
  const project = await call<{ id: number }>(request, token, '/api/admin/project/add', {
    name: `${label} study`,
    code,
    startDate: '2026-05-01',
    endDate: '2026-05-31',
  });
  const session = await call<{ id: number }>(request, token, '/api/admin/session/add', {
    projectId: project.id,
    title: `${label} group`,
    kind: 'interview',
    startAt: '2026-05-04T09:00:00Z',
    endAt: '2026-05-04T10:00:00Z',
    timeZone: 'Europe/London',
    capacity: 3,
  });
  return session.id;
}

/** Answers the stale-edit question the console asks after a refused save, and waits for it to close. */
async function answerStaleQuestion(page: Page, choice: 'Reload' | 'Keep editing'): Promise<void> {
  const question = page.getByRole('dialog', { name: 'Someone else saved a newer version' });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: choice }).click();
  await expect(question).toBeHidden();
}

/** A node of the permission tree as the API answers it, without its children. */
interface TreeNode {
  id: number;
  name: string;
  title: string;
  code: string | null;
  updatedAt: string;
}

/** Every node of the permission tree, depth first. */
async function permissionNodes(request: APIRequestContext, token: string): Promise<TreeNode[]> {
  type Branch = TreeNode & { children: Branch[] };
  const flat = (nodes: Branch[]): TreeNode[] => nodes.flatMap((node) => [node, ...flat(node.children)]);
  return flat(await call<Branch[]>(request, token, '/api/admin/permission/tree', {}));
}

const field = (scope: ReturnType<Page['locator']>, label: string) =>
  scope
    .locator('.arco-form-item')
    .filter({ has: scope.page().getByText(label, { exact: true }) })
    .locator('input')
    .first();

type Scope = Page | ReturnType<Page['locator']>;

/** Opens the Edit form of the row of `scope` named `row`, which shows the name `name`. */
async function editRow(page: Page, scope: Scope, row: string, dialog: string, name = row) {
  await scope
    .getByRole('row', { name: new RegExp(row) })
    .getByRole('button', { name: 'Edit' })
    .click();
  const form = page.getByRole('dialog', { name: dialog });
  await expect(field(form, 'Name')).toHaveValue(name);
  return form;
}

/**
 * While `form` is open someone else renames the record to `theirs` (`elsewhere`); saving `mine` is refused as a
 * stale edit, and Reload closes the form on a list that shows their name and not mine.
 */
async function reloadAfterStaleSave(
  page: Page,
  scope: Scope,
  form: ReturnType<Page['locator']>,
  { elsewhere, theirs, mine }: { elsewhere: () => Promise<unknown>; theirs: string; mine: string },
) {
  await elsewhere();
  await field(form, 'Name').fill(mine);
  await form.getByRole('button', { name: 'Save' }).click();
  await answerStaleQuestion(page, 'Reload');
  await expect(form).toBeHidden();
  await expect(scope.getByRole('row', { name: new RegExp(theirs) })).toBeVisible();
  await expect(scope.getByRole('row', { name: new RegExp(mine) })).toHaveCount(0);
}

test('a stale role edit offers the newer version, and a save after Reload keeps both changes', async ({ page, request }) => {
  const token = await adminToken(request);
  const role = await call<{ id: number }>(request, token, '/api/admin/role/add', {
    code: 'stale-role',
    name: 'Stale role',
    remark: 'Set by the first',
  });
  await signInAsAdmin(page);
  await page.goto('/setting/role');
  const form = await editRow(page, page, 'Stale role', 'Edit role');
  await reloadAfterStaleSave(page, page, form, {
    elsewhere: () => call(request, token, '/api/admin/role/update', { id: role.id, name: 'Renamed elsewhere' }),
    theirs: 'Renamed elsewhere',
    mine: 'My rename',
  });

  await editRow(page, page, 'Renamed elsewhere', 'Edit role');
  await field(form, 'Name').fill('Renamed twice');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('row', { name: /Renamed twice/ })).toBeVisible();
  const stored = await call<{ name: string; remark: string }>(request, token, '/api/admin/role/detail', { id: role.id });
  expect(stored).toMatchObject({ name: 'Renamed twice', remark: 'Set by the first' });
});

test('Keep editing after a stale dictionary save leaves the typed name in the form, and nothing is overwritten', async ({
  page,
  request,
}) => {
  const token = await adminToken(request);
  const dict = await call<{ id: number }>(request, token, '/api/admin/dict/add', { code: 'stale_dict', name: 'Stale dictionary' });
  await signInAsAdmin(page);
  await page.goto('/setting/dict');
  const form = await editRow(page, page, 'Stale dictionary', 'Edit dictionary');

  await call(request, token, '/api/admin/dict/update', { id: dict.id, name: 'Changed elsewhere' });
  await field(form, 'Name').fill('Mine');
  await form.getByRole('button', { name: 'Save' }).click();
  await answerStaleQuestion(page, 'Keep editing');
  await expect(field(form, 'Name')).toHaveValue('Mine');
  const stored = await call<{ name: string }>(request, token, '/api/admin/dict/detail', { id: dict.id });
  expect(stored.name).toBe('Changed elsewhere');
});

test("a stale participant edit offers the newer version, and Reload shows the other person's change", async ({ page, request }) => {
  const token = await adminToken(request);
  const sessionId = await newSession(request, token, 'Stale participant', 'STALE-PART');
  const participant = await call<{ id: number }>(request, token, '/api/admin/session/participant/add', {
    sessionId,
    name: 'Pat Stale',
  });
  await signInAsAdmin(page);
  await page.goto(`/projectMgt/sessionDetail?id=${sessionId}`);
  const view = page.locator('.bo-tab-view:visible');
  const form = await editRow(page, view, 'Pat Stale', 'Edit participant');
  await reloadAfterStaleSave(page, view, form, {
    elsewhere: () => call(request, token, '/api/admin/session/participant/update', { id: participant.id, name: 'Pat Renamed' }),
    theirs: 'Pat Renamed',
    mine: 'Pat Mine',
  });
  const stored = await call<{ participants: { name: string }[] }>(request, token, '/api/admin/session/detail', { id: sessionId });
  expect(stored.participants.map((p) => p.name)).toEqual(['Pat Renamed']);
});

test('a stale menu edit in the permission tree is refused, and Keep editing leaves the stored node as the other save made it', async ({
  page,
  request,
}) => {
  const token = await adminToken(request);
  const menu = (await permissionNodes(request, token)).find((node) => node.name === 'QuestionList');
  expect(menu).toBeDefined();
  await signInAsAdmin(page);
  await page.goto('/setting/permission');
  await selectTreeNode(page, 'Question List');
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const form = page.getByRole('dialog', { name: 'Edit Menu' });
  await expect(field(form, 'Title (i18n key)')).toHaveValue(menu!.title);

  // Someone else saves the menu (as it is) while the form is open: its version moves on.
  await call(request, token, '/api/admin/permission/update', { id: menu!.id });
  await field(form, 'Title (i18n key)').fill('menu.question.mine');
  await form.getByRole('button', { name: 'Save' }).click();
  await answerStaleQuestion(page, 'Keep editing');
  await expect(field(form, 'Title (i18n key)')).toHaveValue('menu.question.mine');
  await form.getByRole('button', { name: 'Cancel' }).click();
  const stored = (await permissionNodes(request, token)).find((node) => node.id === menu!.id);
  expect(stored?.title).toBe(menu!.title);
  expect(stored?.updatedAt).not.toBe(menu!.updatedAt);
});

test("a role's permissions saved over a set someone else changed are refused, and Reload shows their set", async ({ page, request }) => {
  const token = await adminToken(request);
  const role = await call<{ id: number }>(request, token, '/api/admin/role/add', { code: 'stale-grants', name: 'Stale grants' });
  const nodes = await permissionNodes(request, token);
  const operation = (code: string) => nodes.find((node) => node.code === code)!;
  await signInAsAdmin(page);
  await page.goto('/setting/role');
  await page
    .getByRole('row', { name: /Stale grants/ })
    .getByRole('button', { name: 'Permissions' })
    .click();
  const drawer = page.locator('.arco-drawer').filter({ hasText: 'Permissions of Stale grants' });
  await drawer.getByRole('button', { name: 'Expand all' }).click();
  const node = (label: string) => drawer.locator('.arco-tree-node').filter({ has: page.getByText(label, { exact: true }) });
  await expect(node('role:list').locator('.arco-checkbox-checked')).toHaveCount(0);

  // Someone else grants role:list while the drawer is open; this editor grants question:list over the set it loaded.
  await call(request, token, '/api/admin/role/assignPermissions', { id: role.id, permissionIds: [operation('role:list').id] });
  await node('question:list').locator('.arco-checkbox').click();
  await drawer.getByRole('button', { name: 'Save permissions' }).click();
  await answerStaleQuestion(page, 'Reload');
  await expect(node('role:list').locator('.arco-checkbox-checked')).toHaveCount(1);
  await expect(node('question:list').locator('.arco-checkbox-checked')).toHaveCount(0);
  const stored = await call<{ permissionIds: number[] }>(request, token, '/api/admin/role/detail', { id: role.id });
  expect(stored.permissionIds).toEqual([operation('role:list').id]);
});

test('a question guide saved over one someone else changed is refused, and Reload shows their guide', async ({ page, request }) => {
  const token = await adminToken(request);
  const sessionId = await newSession(request, token, 'Stale guide', 'STALE-GUIDE');
  const ask = (text: string) => call<{ id: number }>(request, token, '/api/admin/question/add', { text, type: 'open_text' });
  const [first, second] = [await ask('Stale guide first question?'), await ask('Stale guide second question?')];
  await call(request, token, '/api/admin/session/guide/set', { sessionId, questionIds: [first.id, second.id] });
  await signInAsAdmin(page);
  await page.goto(`/projectMgt/sessionDetail?id=${sessionId}`);
  const guide = page.locator('.bo-tab-view:visible .arco-card').filter({ hasText: 'Question guide' });
  await expect(guide.getByText('Stale guide second question?')).toBeVisible();

  // Someone else drops the first question while this editor moves it down.
  await call(request, token, '/api/admin/session/guide/set', { sessionId, questionIds: [second.id] });
  await guide.getByRole('button', { name: 'Move down' }).first().click();
  await guide.getByRole('button', { name: 'Save guide' }).click();
  await answerStaleQuestion(page, 'Reload');
  await expect(guide.getByText('Stale guide first question?')).toHaveCount(0);
  await expect(guide.getByText('Stale guide second question?')).toBeVisible();
  const stored = await call<{ guide: { questionId: number }[] }>(request, token, '/api/admin/session/detail', { id: sessionId });
  expect(stored.guide.map((item) => item.questionId)).toEqual([second.id]);
});
