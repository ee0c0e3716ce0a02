import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { ADMIN_PASSWORD } from '../playwright.config';
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

const field = (scope: ReturnType<Page['locator']>, label: string) =>
  scope
    .locator('.arco-form-item')
    .filter({ has: scope.page().getByText(label, { exact: true }) })
    .locator('input')
    .first();

test('a stale role edit offers the newer version, and a save after Reload keeps both changes', async ({ page, request }) => {
  const token = await adminToken(request);
  const role = await call<{ id: number }>(request, token, '/api/admin/role/add', {
    code: 'stale-role',
    name: 'Stale role',
    remark: 'Set by the first',
  });
  await signInAsAdmin(page);
  await page.goto('/setting/role');
  await page
    .getByRole('row', { name: /Stale role/ })
    .getByRole('button', { name: 'Edit' })
    .click();
  const form = page.getByRole('dialog', { name: 'Edit role' });
  await expect(field(form, 'Name')).toHaveValue('Stale role');

  // Someone else renames the role while the form is open.
  await call(request, token, '/api/admin/role/update', { id: role.id, name: 'Renamed elsewhere' });
  await field(form, 'Name').fill('My rename');
  await form.getByRole('button', { name: 'Save' }).click();
  const question = page.getByRole('dialog', { name: 'Someone else saved a newer version' });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Reload' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByRole('row', { name: /Renamed elsewhere/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /My rename/ })).toHaveCount(0);

  await page
    .getByRole('row', { name: /Renamed elsewhere/ })
    .getByRole('button', { name: 'Edit' })
    .click();
  await expect(field(form, 'Name')).toHaveValue('Renamed elsewhere');
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
  await page
    .getByRole('row', { name: /Stale dictionary/ })
    .getByRole('button', { name: 'Edit' })
    .click();
  const form = page.getByRole('dialog', { name: 'Edit dictionary' });
  await expect(field(form, 'Name')).toHaveValue('Stale dictionary');

  await call(request, token, '/api/admin/dict/update', { id: dict.id, name: 'Changed elsewhere' });
  await field(form, 'Name').fill('Mine');
  await form.getByRole('button', { name: 'Save' }).click();
  const question = page.getByRole('dialog', { name: 'Someone else saved a newer version' });
  await question.getByRole('button', { name: 'Keep editing' }).click();
  await expect(question).toBeHidden();
  await expect(field(form, 'Name')).toHaveValue('Mine');
  const stored = await call<{ name: string }>(request, token, '/api/admin/dict/detail', { id: dict.id });
  expect(stored.name).toBe('Changed elsewhere');
});
