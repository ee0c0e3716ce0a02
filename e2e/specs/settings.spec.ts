import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { expect, test, type Page } from './fixtures';
import { signInAsAdmin } from './session';

/** Opens an Arco select by its accessible name and picks an option by its text. */
async function pick(page: Page, selectName: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: selectName }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Confirms the open Popconfirm whose question starts with `question`. */
async function confirm(page: Page, question: string): Promise<void> {
  const popup = page.locator('.arco-popconfirm').filter({ hasText: question });
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: 'OK' }).click();
}

const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test.describe('settings: dictionaries, agreements and files', () => {
  // Each test walks several pages on a machine shared with other runs.
  test.describe.configure({ timeout: 60_000 });
  test.beforeEach(async ({ page }) => {
    await signInAsAdmin(page);
  });

  test('a new agreement_type item shows in the agreement page type select without a redeploy', async ({ page }) => {
    await page.goto('/setting/dict');
    await page.getByRole('textbox', { name: 'Code or name' }).fill('agreement');
    await page.getByRole('button', { name: 'Search' }).click();
    const row = page.getByRole('row', { name: /agreement_type/ });
    await expect(row).toBeVisible();
    await expect(page.getByRole('row')).toHaveCount(2);
    await row.getByRole('button', { name: 'Items' }).click();
    await expect(page).toHaveURL(/\/setting\/dictItem\?dictCode=agreement_type/);

    await page.getByRole('button', { name: 'New item' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Label').fill('Cookie policy');
    await dialog.getByLabel('Value').fill('cookie_policy');
    await pick(page, 'Tag colour', 'magenta');
    await expect(dialog.getByTestId('dict-item-preview').locator('.arco-tag')).toHaveText('Cookie policy');
    await expect(dialog.getByTestId('dict-item-preview').locator('.arco-tag-magenta')).toBeVisible();
    await dialog.getByRole('button', { name: 'Save' }).click();
    const added = page.getByRole('row', { name: /cookie_policy/ });
    await expect(added.locator('.arco-tag-magenta')).toHaveText(['Cookie policy', 'magenta']);

    // Move it to the top: the order is saved on the server.
    await added.getByRole('button', { name: 'Move Cookie policy up' }).click();
    await expect(page.getByText('Order saved')).toBeVisible();
    await added.getByRole('button', { name: 'Move Cookie policy up' }).click();
    await added.getByRole('button', { name: 'Move Cookie policy up' }).click();
    await expect(page.getByRole('row').nth(1)).toContainText('cookie_policy');

    await page.goto('/setting/agreement');
    await pick(page, 'Agreement type', 'Cookie policy');
    await expect(page.getByText('No version of this type is published yet')).toBeVisible();
  });

  test('publishing a new agreement version supersedes the old one; the preview is rendered safely', async ({ page }) => {
    await page.goto('/setting/agreement');
    await pick(page, 'Agreement type', 'Privacy policy');
    await page.getByRole('button', { name: 'New draft', exact: true }).click();
    let dialog = page.getByRole('dialog');
    await dialog.getByLabel('Title').fill('Privacy notice');
    await dialog
      .getByRole('textbox', { name: 'Content (Markdown)' })
      .fill('# Privacy\n\nWe keep **little** data.\n\n<img src="x" onerror="window.__pwned = 1">\n\n[bad](javascript:window.__pwned=2)');
    const preview = dialog.getByTestId('agreement-preview');
    await expect(preview.getByRole('heading', { name: 'Privacy' })).toBeVisible();
    await expect(preview.locator('strong')).toHaveText('little');
    await expect(preview.locator('[onerror], a[href^="javascript"]')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByText('Draft saved')).toBeVisible();

    const v1 = page.getByRole('row', { name: /v1/ });
    await v1.getByRole('button', { name: 'Publish' }).click();
    await confirm(page, 'Publish v1?');
    await expect(v1).toContainText('Published');
    await expect(page.getByTestId('agreement-published').getByRole('heading', { name: 'Privacy' })).toBeVisible();

    await page.getByRole('button', { name: 'New draft', exact: true }).click();
    dialog = page.getByRole('dialog');
    await expect(dialog.getByLabel('Title')).toHaveValue('Privacy notice');
    await dialog.getByRole('textbox', { name: 'Content (Markdown)' }).fill('# Privacy\n\nWe keep **less** data.');
    await dialog.getByRole('button', { name: 'Save draft' }).click();
    const v2 = page.getByRole('row', { name: /v2/ });
    await expect(v2).toContainText('Draft');
    await v2.getByRole('button', { name: 'Publish' }).click();
    await confirm(page, 'Publish v2?');
    await expect(v2).toContainText('Published');
    await expect(page.getByRole('row', { name: /v1/ })).toContainText('Superseded');
    await expect(page.getByTestId('agreement-published').locator('strong')).toHaveText('less');
    // A superseded version offers no edit.
    await expect(page.getByRole('row', { name: /v1/ }).getByRole('button', { name: 'Edit' })).toHaveCount(0);

    await page.getByRole('tab', { name: 'History and diff' }).click();
    await page.getByText('By word', { exact: true }).click();
    const diff = page.getByTestId('agreement-diff');
    await expect(diff.locator('del')).toContainText(['little']);
    await expect(diff.locator('ins')).toContainText(['less']);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  });

  test('the agreement list keeps its type and filters through a reload', async ({ page }) => {
    await page.goto('/setting/agreement');
    await pick(page, 'Agreement type', 'Participant consent');
    await pick(page, 'Status', 'Draft');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/type=participant_consent.*status=draft|status=draft.*type=participant_consent/);

    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Agreement type' })).toContainText('Participant consent');
    await expect(page.getByRole('combobox', { name: 'Status' })).toContainText('Draft');
    await expect(page.getByRole('row').filter({ hasText: 'Superseded' })).toHaveCount(0);
  });

  test('a file is uploaded, downloaded with the same bytes, previewed and deleted', async ({ page }) => {
    await page.goto('/setting/file');
    const csv = Buffer.from('name,city\nZoë,Zürich\n');
    const input = page.locator('input[type=file]');
    await input.setInputFiles({ name: 'people 报告.csv', mimeType: 'text/csv', buffer: csv });
    const row = page.getByRole('row', { name: /people 报告\.csv/ });
    await expect(row).toContainText('text/csv');

    const downloading = page.waitForEvent('download');
    await row.getByRole('button', { name: 'Download' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('people 报告.csv');
    const saved = await readFile(await download.path());
    expect(createHash('sha256').update(saved).digest('hex')).toBe(createHash('sha256').update(csv).digest('hex'));

    await input.setInputFiles({ name: 'pixel.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG });
    const image = page.getByRole('row', { name: /pixel\.png/ });
    await image.getByRole('button', { name: 'Preview' }).click();
    await expect(page.getByRole('dialog').getByRole('img', { name: 'Preview of pixel.png' })).toHaveJSProperty('naturalWidth', 1);
    await page.getByRole('dialog').getByRole('button', { name: /close/i }).click();

    await page.getByRole('textbox', { name: 'File name' }).fill('people');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('row', { name: /pixel\.png/ })).toHaveCount(0);
    await row.getByRole('button', { name: 'Delete' }).click();
    await confirm(page, 'Delete "people 报告.csv"?');
    await expect(page.getByText('File deleted')).toBeVisible();
    await expect(page.getByRole('row', { name: /people 报告\.csv/ })).toHaveCount(0);
  });

  test('an oversize file and a disguised file are refused with a clear message', async ({ page }, testInfo) => {
    // A file on disk goes to the browser by path, much faster than a 20 MiB buffer over the protocol.
    const huge = testInfo.outputPath('huge.txt');
    await writeFile(huge, Buffer.alloc(20 * 1024 * 1024 + 1024, 'a'));
    await page.goto('/setting/file');
    const input = page.locator('input[type=file]');
    await input.setInputFiles(huge);
    await expect(page.getByText('File is too large: the limit is 20 MiB').first()).toBeVisible({ timeout: 30_000 });

    await input.setInputFiles({ name: 'cat.png', mimeType: 'image/png', buffer: Buffer.from('<html><script>alert(1)</script></html>') });
    await expect(page.getByText('The content of "cat.png" is not a PNG image').first()).toBeVisible();
    await expect(page.getByRole('row', { name: /huge\.txt|cat\.png/ })).toHaveCount(0);
  });
});
