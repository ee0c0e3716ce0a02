// Issue 37 on the dictionary lists: a dictionary search lives in the URL and survives a reload; two items deleted at
// once come back, both and in their order, with Undo.
import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { ADMIN_PASSWORD } from '../playwright.config';
import { signInAsAdmin } from './session';

const view = (page: Page) => page.locator('.bo-tab-view:visible');

async function call<T>(request: APIRequestContext, url: string, data: object): Promise<T> {
  const login = await (await request.post('/api/admin/land/login', { data: { username: 'admin', password: ADMIN_PASSWORD } })).json();
  const answer = await (await request.post(url, { data, headers: { authorization: `Bearer ${login.result.token}` } })).json();
  expect(answer.code, `${url}: ${answer.message}`).toBe(200);
  return answer.result as T;
}

test('a dictionary search survives a reload', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/setting/dict');
  await view(page).getByRole('textbox', { name: 'Code or name' }).fill('gender');
  await view(page).getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/setting\/dict\?keyword=gender$/);
  await expect(view(page).getByRole('row')).toHaveCount(2);

  await page.reload();
  await expect(view(page).getByRole('textbox', { name: 'Code or name' })).toHaveValue('gender');
  await expect(view(page).getByRole('row')).toHaveCount(2);
  await expect(view(page).getByRole('row', { name: /gender/ })).toContainText('Gender');
});

test('two dictionary items deleted at once come back, both and in their order, with Undo', async ({ page, request }) => {
  await call(request, '/api/admin/dict/add', { code: 'e2e_undo_items', name: 'Undo items' });
  for (const value of ['first', 'second', 'third']) {
    await call(request, '/api/admin/dict/item/add', { dictCode: 'e2e_undo_items', label: `Item ${value}`, value });
  }
  await signInAsAdmin(page);
  await page.goto('/setting/dictItem?dictCode=e2e_undo_items');
  const rows = view(page).getByRole('row', { name: /Item (first|second|third)/ });
  await expect(rows).toHaveCount(3);

  for (const value of ['first', 'third']) {
    await view(page)
      .getByRole('row', { name: new RegExp(`Item ${value}`) })
      .locator('label.arco-checkbox')
      .click();
  }
  const bar = view(page).getByRole('region', { name: '2 selected' });
  await bar.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Delete: 2 done')).toBeVisible();
  await expect(rows).toHaveCount(1);

  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(rows).toHaveText([/Item first/, /Item second/, /Item third/]);
  const listed = await call<{ list: { value: string }[] }>(request, '/api/admin/dict/item/list', { dictCode: 'e2e_undo_items' });
  expect(listed.list.map((i) => i.value)).toEqual(['first', 'second', 'third']);
});
