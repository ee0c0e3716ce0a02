// Issue 37, a list's bulk actions and export against the real server: three questions deleted at once come back
// with Undo; a bulk change that meets a record it may no longer touch names that refusal and does the rest; the
// XLSX export of a filtered view holds exactly the rows the list shows.
import ExcelJS from 'exceljs';
import { expect, test, type Page } from './fixtures';
import { adminToken, call } from './admin-api';
import { signInAsAdmin } from './session';

const view = (page: Page) => page.locator('.bo-tab-view:visible');

/** Ticks the row whose text matches `text` in the list on show. */
async function select(page: Page, text: string | RegExp) {
  await view(page).getByRole('row', { name: text }).locator('label.arco-checkbox').click();
}

test('three questions deleted at once come back, all three, with Undo', async ({ page, request }) => {
  const token = await adminToken(request);
  for (const n of [1, 2, 3, 4])
    await call(request, token, '/api/admin/question/add', { text: `Undoable question ${n}?`, type: 'open_text' });
  await signInAsAdmin(page);
  await page.goto('/question/questionList?keyword=Undoable');
  await expect(view(page).getByRole('row', { name: /Undoable question/ })).toHaveCount(4);

  for (const n of [1, 2, 3]) await select(page, new RegExp(`Undoable question ${n}\\?`));
  await expect(view(page).getByRole('region', { name: '3 selected' })).toBeVisible();
  await view(page).getByRole('region', { name: '3 selected' }).getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Delete: 3 done')).toBeVisible();
  await expect(view(page).getByRole('row', { name: /Undoable question/ })).toHaveCount(1);

  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(view(page).getByRole('row', { name: /Undoable question/ })).toHaveCount(4);
  const listed = await call<{ total: number }>(request, token, '/api/admin/question/list', { keyword: 'Undoable' });
  expect(listed.total).toBe(4);
});

test('a bulk close names the project it could not touch and closes the others', async ({ page, request }) => {
  const token = await adminToken(request);
  const ids: number[] = [];
  for (const n of [1, 2, 3]) {
    const added = await call<{ id: number }>(request, token, '/api/admin/project/add', {
      name: `Bulk close study ${n}`,
      code: `BC-${n}`,
      startDate: '2026-05-01',
      endDate: '2026-05-31',
    });
    ids.push(added.id);
  }
  await signInAsAdmin(page);
  await page.goto('/projectMgt/projectList?keyword=Bulk%20close');
  await expect(view(page).getByRole('row', { name: /Bulk close study/ })).toHaveCount(3);
  for (const n of [1, 2, 3]) await select(page, new RegExp(`BC-${n}`));
  // Meanwhile someone else deletes the second one: it is no longer there for this admin to close.
  await call(request, token, '/api/admin/project/delete', { id: ids[1] });
  await view(page).getByRole('region', { name: '3 selected' }).getByRole('button', { name: 'Close' }).click();
  await expect(page.getByText(`Close: 2 done. 1 refused: #${ids[1]} Project not found or outside your scope`)).toBeVisible();
  const closed = await call<{ list: { code: string; status: string }[] }>(request, token, '/api/admin/project/list', {
    keyword: 'Bulk close',
  });
  expect(closed.list.map((p) => [p.code, p.status]).sort()).toEqual([
    ['BC-1', 'closed'],
    ['BC-3', 'closed'],
  ]);
});

test("the XLSX export of a filtered view holds exactly the list's rows", async ({ page, request }) => {
  const token = await adminToken(request);
  for (const n of [1, 2, 3]) {
    await call(request, token, '/api/admin/project/add', {
      name: `Exported study ${n}`,
      code: `XP-${n}`,
      startDate: '2026-07-01',
      endDate: '2026-07-31',
    });
  }
  await call(request, token, '/api/admin/project/add', {
    name: 'Not exported',
    code: 'XP-OTHER',
    startDate: '2026-07-01',
    endDate: '2026-07-31',
  });
  await signInAsAdmin(page);
  await page.goto('/projectMgt/projectList?keyword=Exported%20study');
  const rows = view(page).getByRole('row', { name: /Exported study/ });
  await expect(rows).toHaveCount(3);
  const shown = (await rows.allTextContents()).map((text) => /XP-\d/.exec(text)?.[0]);

  const [download] = await Promise.all([page.waitForEvent('download'), view(page).getByRole('button', { name: 'Export XLSX' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^projects-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await download.path());
  const sheet = book.worksheets[0]!;
  const header = (sheet.getRow(1).values as unknown[]).slice(1);
  const codeColumn = header.indexOf('Code') + 1;
  expect(codeColumn).toBeGreaterThan(0);
  const exported: unknown[] = [];
  sheet.eachRow((row, number) => {
    if (number > 1) exported.push(row.getCell(codeColumn).value);
  });
  expect(exported).toEqual(shown);
});
