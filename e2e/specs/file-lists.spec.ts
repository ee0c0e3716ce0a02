// Issue 37, the file list on the kit's <ResourceList>: a search lives in the URL and survives a reload; two files
// deleted at once come back with Undo, and still download the same bytes.
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './fixtures';
import { signInAsAdmin } from './session';

const view = (page: Page) => page.locator('.bo-tab-view:visible');

test('a file search survives a reload; two files deleted at once come back with Undo and still download', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/setting/file');
  const input = page.locator('input[type=file]');
  for (const name of ['undo-e2e one.txt', 'undo-e2e two.txt', 'kept-e2e.txt']) {
    await input.setInputFiles({ name, mimeType: 'text/plain', buffer: Buffer.from(`bytes of ${name}\n`) });
    await expect(view(page).getByRole('row', { name: new RegExp(name) })).toBeVisible();
  }

  await view(page).getByRole('textbox', { name: 'File name' }).fill('undo-e2e');
  await view(page).getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/keyword=undo-e2e/);
  await expect(view(page).getByRole('row', { name: /kept-e2e/ })).toHaveCount(0);
  await page.reload();
  await expect(view(page).getByRole('textbox', { name: 'File name' })).toHaveValue('undo-e2e');
  await expect(view(page).getByRole('row', { name: /undo-e2e/ })).toHaveCount(2);
  await expect(view(page).getByRole('row', { name: /kept-e2e/ })).toHaveCount(0);

  for (const name of [/undo-e2e one/, /undo-e2e two/]) await view(page).getByRole('row', { name }).locator('label.arco-checkbox').click();
  const bar = view(page).getByRole('region', { name: '2 selected' });
  await bar.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Delete: 2 done')).toBeVisible();
  await expect(view(page).getByRole('row', { name: /undo-e2e/ })).toHaveCount(0);

  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(view(page).getByRole('row', { name: /undo-e2e/ })).toHaveCount(2);
  const downloading = page.waitForEvent('download');
  await view(page)
    .getByRole('row', { name: /undo-e2e two/ })
    .getByRole('button', { name: 'Download' })
    .click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('undo-e2e two.txt');
  expect((await readFile(await download.path())).toString()).toBe('bytes of undo-e2e two.txt\n');
});
