// Issue 37: a bulk change where one selected record lies outside what the caller may change names that refusal
// and does the rest. A custom role may list roles and change their status, but only of roles that grant no more
// than it holds: selecting such a role and the built-in moderator role, Disable disables the first and names the
// moderator role's refusal.
import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { ADMIN_PASSWORD } from '../playwright.config';
import { signIn } from './session';

const view = (page: Page) => page.locator('.bo-tab-view:visible');

async function login(request: APIRequestContext, username: string, password: string): Promise<string> {
  const body = await (await request.post('/api/admin/land/login', { data: { username, password } })).json();
  expect(body.code, body.message).toBe(200);
  return body.result.token as string;
}

async function call<T>(request: APIRequestContext, token: string, url: string, data: object): Promise<T> {
  const answer = await (await request.post(url, { data, headers: { authorization: `Bearer ${token}` } })).json();
  expect(answer.code, `${url}: ${answer.message}`).toBe(200);
  return answer.result as T;
}

interface TreeNode {
  id: number;
  name: string;
  code: string | null;
  children: TreeNode[];
}

/** The ids of the role menu, the nodes above it, and the operations `codes` under it. */
async function roleMenuPermissions(request: APIRequestContext, token: string, codes: string[]): Promise<number[]> {
  const tree = await call<TreeNode[]>(request, token, '/api/admin/permission/tree', {});
  const pathTo = (nodes: TreeNode[], name: string): TreeNode[] | null => {
    for (const node of nodes) {
      if (node.name === name) return [node];
      const below = pathTo(node.children, name);
      if (below) return [node, ...below];
    }
    return null;
  };
  const path = pathTo(tree, 'Role');
  expect(path).not.toBeNull();
  const menu = path![path!.length - 1]!;
  const operations = menu.children.filter((node) => node.code !== null && codes.includes(node.code));
  expect(operations.map((node) => node.code).sort()).toEqual([...codes].sort());
  return [...path!, ...operations].map((node) => node.id);
}

test('a custom role bulk-disabling two roles disables the one it may change and names the one outside its reach', async ({
  page,
  request,
}) => {
  const admin = await login(request, 'admin', ADMIN_PASSWORD);
  const keeper = await call<{ id: number }>(request, admin, '/api/admin/role/add', { code: 'role-keeper', name: 'Role keeper' });
  await call(request, admin, '/api/admin/role/assignPermissions', {
    id: keeper.id,
    permissionIds: await roleMenuPermissions(request, admin, ['role:list', 'role:status']),
  });
  const plain = await call<{ id: number }>(request, admin, '/api/admin/role/add', { code: 'plain-reader', name: 'Plain reader' });
  const moderator = (
    await call<{ list: { id: number; code: string }[] }>(request, admin, '/api/admin/role/list', { keyword: 'moderator' })
  ).list.find((role) => role.code === 'moderator');
  await call(request, admin, '/api/admin/user/add', {
    type: 'admin',
    username: 'e2e-role-keeper',
    password: 'role-keeper-long-pass-1',
    roleCodes: ['role-keeper'],
  });

  await page.goto('/login');
  await signIn(page, 'e2e-role-keeper', 'role-keeper-long-pass-1');
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/setting/role');
  // The first visit loads the page's code and the list (slow on a busy machine).
  await expect(view(page).getByRole('row', { name: /plain-reader/ })).toBeVisible({ timeout: 30_000 });
  await view(page)
    .getByRole('row', { name: /plain-reader/ })
    .locator('label.arco-checkbox')
    .click();
  // The built-in moderator role's row (its name starts with its selection box's label, then the code), not junior-mod's.
  await view(page)
    .getByRole('row', { name: /^Select \d+ moderator / })
    .locator('label.arco-checkbox')
    .click();
  const bar = view(page).getByRole('region', { name: '2 selected' });
  await expect(bar.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await bar.getByRole('button', { name: 'Disable' }).click();
  await expect(
    page.getByText(new RegExp(`Disable: 1 done\\. 1 refused: #${moderator!.id} This role holds permissions you do not hold`)),
  ).toBeVisible();

  const stored = await call<{ list: { code: string; status: string }[] }>(request, admin, '/api/admin/role/list', { pageSize: 100 });
  const status = Object.fromEntries(stored.list.map((role) => [role.code, role.status]));
  expect(status).toMatchObject({ 'plain-reader': 'disabled', moderator: 'enabled' });
  expect(plain.id).toBeGreaterThan(0);
});
