// Issue 37, the project list on <ResourceList>: its view (search, page) lives in the URL, so a reload, a copied
// link in another browser and Back all show the rows the user saw; a hidden column stays hidden after a reload
// and in another browser signed in as the same user (settings on the server); at phone width the rows are
// readable cards and the header's icons are not covered by its title.
import { expect, test, type Browser, type Page } from './fixtures';
import { ADMIN_PASSWORD } from '../playwright.config';
import { signInAsAdmin } from './session';

const view = (page: Page) => page.locator('.bo-tab-view:visible');
const LIST = '/projectMgt/projectList';
const KEYWORD = 'Listview';

/** The codes of the project rows on show, in order. */
async function rowCodes(page: Page): Promise<string[]> {
  const rows = view(page).getByRole('row').filter({ hasText: KEYWORD });
  await expect(rows.first()).toBeVisible();
  return (await rows.allTextContents()).map((text) => /LV\d{3}/.exec(text)?.[0] ?? text);
}

/** A new browser (context) signed in as the admin. */
async function secondBrowser(browser: Browser, viewport?: { width: number; height: number }) {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, ...(viewport ? { viewport } : {}) });
  const page = await context.newPage();
  await signInAsAdmin(page);
  return { context, page };
}

test.describe('the project list keeps its view and settings', () => {
  test.beforeAll(async ({ request }) => {
    const login = await (await request.post('/api/admin/land/login', { data: { username: 'admin', password: ADMIN_PASSWORD } })).json();
    const headers = { authorization: `Bearer ${login.result.token as string}` };
    const existing = await (await request.post('/api/admin/project/list', { data: { keyword: KEYWORD }, headers })).json();
    if (existing.result.total > 0) return;
    for (let n = 1; n <= 70; n++) {
      const code = `LV${String(n).padStart(3, '0')}`;
      const data = { name: `${KEYWORD} study ${n}`, code, startDate: '2026-06-01', endDate: '2026-06-30' };
      expect((await (await request.post('/api/admin/project/add', { data, headers })).json()).code).toBe(200);
    }
  });

  test('a search and page 3 survive a reload, open the same rows from the copied URL in another browser, and Back returns to page 1', async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    await signInAsAdmin(page);
    await page.goto(LIST);
    await view(page).getByPlaceholder('Name or code').fill(KEYWORD);
    await view(page).getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/keyword=Listview/);
    const firstPage = await rowCodes(page);
    await view(page).locator('.arco-pagination-item', { hasText: /^3$/ }).click();
    await expect(page).toHaveURL(/current=3/);
    await expect(view(page).getByRole('row', { name: new RegExp(firstPage[0]!) })).toHaveCount(0);
    const third = await rowCodes(page);
    expect(third).toHaveLength(20);

    await page.reload();
    await expect(view(page).getByPlaceholder('Name or code')).toHaveValue(KEYWORD);
    expect(await rowCodes(page)).toEqual(third);

    const copied = page.url();
    const other = await secondBrowser(browser);
    await other.page.goto(copied);
    expect(await rowCodes(other.page)).toEqual(third);
    await other.context.close();

    await page.goBack();
    await expect(page).not.toHaveURL(/current=3/);
    await expect(view(page).getByRole('row', { name: new RegExp(firstPage[0]!) })).toBeVisible();
    expect(await rowCodes(page)).toEqual(firstPage);
  });

  test('a hidden column stays hidden after a reload and in another browser signed in as the same user', async ({ page, browser }) => {
    test.setTimeout(60_000);
    await signInAsAdmin(page);
    await page.goto(LIST);
    const header = (p: Page) => view(p).locator('.arco-table-th', { hasText: 'Moderators' });
    await expect(header(page)).toBeVisible();
    await view(page).getByRole('button', { name: 'List settings' }).click();
    const saved = page.waitForResponse('**/api/admin/self/listPreferences/save');
    await page.locator('.bo-column-settings label', { hasText: 'Moderators' }).click();
    await saved;
    await expect(header(page)).toHaveCount(0);

    await page.reload();
    await expect(view(page).getByRole('columnheader', { name: 'Project name' })).toBeVisible();
    await expect(header(page)).toHaveCount(0);

    const other = await secondBrowser(browser);
    await other.page.goto(LIST);
    await expect(view(other.page).getByRole('columnheader', { name: 'Project name' })).toBeVisible();
    await expect(header(other.page)).toHaveCount(0);
    await other.context.close();

    // Back to the defaults, so the other specs see every column.
    await view(page).getByRole('button', { name: 'List settings' }).click();
    const reset = page.waitForResponse('**/api/admin/self/listPreferences/reset');
    await page.locator('.bo-column-settings').getByRole('button', { name: 'Reset settings' }).click();
    await reset;
    await expect(header(page)).toBeVisible();
  });

  test('at 390×844 the projects show as readable cards and the header icons are not covered', async ({ browser }) => {
    test.setTimeout(60_000);
    const { context, page } = await secondBrowser(browser, { width: 390, height: 844 });
    await page.goto(`${LIST}?keyword=${KEYWORD}`);
    const card = view(page).locator('.bo-resource-cards li').first();
    await expect(card).toContainText(KEYWORD);
    await expect(view(page).locator('.arco-table')).toHaveCount(0);
    const box = (await card.boundingBox())!;
    expect(box.width).toBeGreaterThan(300);
    // Readable: a value sits on one line, not one letter per line.
    const name = card.locator('dd', { hasText: `${KEYWORD} study` });
    expect((await name.boundingBox())!.height).toBeLessThan(40);

    const icons = page.locator('.bo-navbar__actions button');
    expect(await icons.count()).toBeGreaterThanOrEqual(4);
    for (const icon of await icons.all()) {
      const at = (await icon.boundingBox())!;
      expect(at.x + at.width).toBeLessThanOrEqual(390);
      const onTop = await icon.evaluate((button, point) => button.contains(document.elementFromPoint(point.x, point.y)), {
        x: at.x + at.width / 2,
        y: at.y + at.height / 2,
      });
      expect(onTop).toBe(true);
    }
    await context.close();
  });
});
