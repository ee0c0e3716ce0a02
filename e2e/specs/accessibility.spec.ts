// Accessible by default: axe-core (WCAG 2.0/2.1 A and AA) finds no critical or serious violation on every page of
// the admin's menu as the server sends it (one test per page directory, so a new module's page is checked without
// editing this spec), an open form modal, the settings drawer and a tab bar with several tabs, in both languages and
// both themes; no field is named by its placeholder alone; the keyboard alone reaches every menu entry and tab.
import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { adminToken, call } from './admin-api';
import { audit, settle, visit } from './axe-audit';
import { adminMenuPages, consolePageDirectories } from './menu-pages';
import { signInAsAdmin } from './session';

/** The pages checked again in zh-CN and in the dark theme: the layout with a list, a tree, tabs and a form. */
const LAYOUT_PAGES = [
  '/dashboard/workplace',
  '/projectMgt/projectList',
  '/setting/role',
  '/setting/permission',
  '/setting/auditLog',
  '/setting/resetPassword',
];
/** A page's budget: one visit and audit, with room for a loaded machine. */
const PER_PAGE_MS = 20_000;

async function addProject(request: APIRequestContext): Promise<number> {
  const data = { name: 'Accessible study', code: 'E2E-A11Y', startDate: '2026-06-01', endDate: '2026-06-30' };
  return (await call<{ id: number }>(request, await adminToken(request), '/api/admin/project/add', data)).id;
}

/** Opens a page from the side menu with the mouse (the tab bar gains a tab). */
async function openFromMenu(page: Page, group: string | RegExp, entry: string | RegExp): Promise<void> {
  const menu = page.getByRole('complementary').getByRole('menu');
  const item = menu.getByRole('menuitem', { name: entry, exact: true });
  if (!(await item.isVisible())) await menu.getByRole('menuitem', { name: group, exact: true }).click();
  await item.click();
  await expect(item).toHaveAttribute('aria-current', 'page');
  await page.waitForLoadState('networkidle');
  await settle(page);
}

/** Signs in, visits each of `paths` and answers every blocking finding, the test's budget set by their number. */
async function auditPages(page: Page, paths: readonly string[]): Promise<string[]> {
  test.setTimeout(30_000 + PER_PAGE_MS * paths.length);
  await signInAsAdmin(page);
  const found: string[] = [];
  for (const path of paths) {
    await test.step(path, async () => {
      await visit(page, path);
      found.push(...(await audit(page, path)));
    });
  }
  return found;
}

test.describe('accessibility', () => {
  const directories = consolePageDirectories();

  test("every directory of the admin's menu is a console page directory, so a test below walks it", async ({ request }) => {
    const menu = await adminMenuPages(request);
    expect([...menu.keys()].filter((directory) => !directories.includes(directory))).toEqual([]);
    expect([...menu.keys()]).toEqual(expect.arrayContaining(['dashboard', 'setting']));
  });

  for (const directory of directories) {
    test(`the ${directory} pages of the admin's menu have no critical or serious axe violation and no field named by its placeholder only`, async ({
      page,
      request,
    }) => {
      const paths = (await adminMenuPages(request)).get(directory) ?? [];
      expect(paths, `the admin's menu shows a page of ${directory}`).not.toEqual([]);
      expect(await auditPages(page, paths)).toEqual([]);
    });
  }

  test("the pages beside the menu pass too: a record's detail page and the 403 page", async ({ page, request }) => {
    const projectId = await addProject(request);
    expect(await auditPages(page, [`/projectMgt/projectDetail?id=${projectId}`, '/forbidden'])).toEqual([]);
  });

  test('a form modal, the settings drawer and a tab bar with several tabs pass, in the light and the dark theme', async ({ page }) => {
    test.setTimeout(120_000);
    await signInAsAdmin(page);
    await settle(page);
    const found: string[] = [];
    await openFromMenu(page, 'Settings', 'Roles');
    await openFromMenu(page, 'Settings', 'Dictionaries');
    await openFromMenu(page, 'Project Management', 'Projects');
    await openFromMenu(page, 'Settings', 'Audit Log');
    await expect(page.getByRole('navigation', { name: 'Open tabs' }).getByRole('link')).toHaveCount(5);
    found.push(...(await audit(page, 'five tabs, light')));

    await page.getByRole('navigation', { name: 'Open tabs' }).getByRole('link', { name: 'Roles' }).click();
    await page.getByRole('button', { name: 'New role' }).click();
    await expect(page.getByRole('dialog', { name: 'New role' })).toBeVisible();
    await settle(page);
    found.push(...(await audit(page, 'New role modal, light')));
    await page.getByRole('dialog', { name: 'New role' }).getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('dialog', { name: 'New role' })).toBeHidden();

    await page.getByRole('button', { name: 'Settings', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Copy Settings' })).toBeVisible();
    await settle(page);
    found.push(...(await audit(page, 'settings drawer, light')));
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Copy Settings' })).toBeHidden();

    await page.getByRole('button', { name: 'Collapse menu' }).click();
    await expect(page.getByRole('complementary').getByRole('menuitem', { name: 'Settings' })).toHaveAttribute('aria-haspopup', 'true');
    await settle(page);
    found.push(...(await audit(page, 'collapsed menu, light')));
    await page.getByRole('button', { name: 'Expand menu' }).click();
    await settle(page);

    await page.getByRole('button', { name: 'Click to use dark mode' }).click();
    await expect(page.locator('body')).toHaveAttribute('arco-theme', 'dark');
    await settle(page);
    found.push(...(await audit(page, 'five tabs, dark')));
    await page.getByRole('button', { name: 'New role' }).click();
    await expect(page.getByRole('dialog', { name: 'New role' })).toBeVisible();
    await settle(page);
    found.push(...(await audit(page, 'New role modal, dark')));
    await page.getByRole('dialog', { name: 'New role' }).getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('dialog', { name: 'New role' })).toBeHidden();
    for (const path of LAYOUT_PAGES) {
      await visit(page, path);
      await expect(page.locator('body')).toHaveAttribute('arco-theme', 'dark');
      found.push(...(await audit(page, `${path}, dark`)));
    }
    expect(found).toEqual([]);
  });

  test('in zh-CN the layout pages, a form modal and the settings drawer pass too', async ({ page }) => {
    test.setTimeout(120_000);
    await signInAsAdmin(page);
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitem', { name: '中文' }).click();
    await expect(page.getByRole('button', { name: '语言' })).toBeVisible();
    const found: string[] = [];
    for (const path of LAYOUT_PAGES) {
      await visit(page, path);
      found.push(...(await audit(page, `${path}, zh-CN`)));
    }
    await visit(page, '/setting/role');
    await page.getByRole('button', { name: '新增角色' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await settle(page);
    found.push(...(await audit(page, 'role modal, zh-CN')));
    await page.getByRole('dialog').getByRole('button', { name: '取消' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await page.getByRole('button', { name: '页面配置', exact: true }).click();
    await expect(page.getByRole('button', { name: '复制配置' })).toBeVisible();
    await settle(page);
    found.push(...(await audit(page, 'settings drawer, zh-CN')));
    expect(found).toEqual([]);
  });

  test('the keyboard alone reaches every menu entry, opens a page from the menu and switches tabs', async ({ page }) => {
    test.setTimeout(90_000);
    await signInAsAdmin(page);
    await settle(page);
    const focusedIn = (selector: string) => page.evaluate((s) => Boolean(document.activeElement?.closest(s)), selector);
    const tabUntilIn = async (selector: string) => {
      for (let presses = 0; presses < 60 && !(await focusedIn(selector)); presses += 1) await page.keyboard.press('Tab');
      expect(await focusedIn(selector), `Tab reaches ${selector}`).toBe(true);
    };
    const focusedName = () => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

    // Tab into the side menu, then walk it with the arrow keys, opening each closed sub-menu with Enter.
    await tabUntilIn('.bo-sider [role="menu"]');
    const menu = page.getByRole('complementary').getByRole('menu');
    const reached = new Set<string>();
    const first = await focusedName();
    for (let step = 0; step < 80; step += 1) {
      reached.add(await focusedName());
      if ((await page.evaluate(() => document.activeElement?.getAttribute('aria-expanded'))) === 'false') {
        await page.keyboard.press('Enter');
        await settle(page);
      }
      await page.keyboard.press('ArrowDown');
      if ((await focusedName()) === first) break;
    }
    const entries = await menu.getByRole('menuitem').allTextContents();
    expect([...reached].sort()).toEqual(entries.map((entry) => entry.trim()).sort());

    // Home, then down to Settings > Roles, and Enter opens it in a new tab.
    await page.keyboard.press('End');
    await expect(menu.getByRole('menuitem', { name: 'Audit Log', exact: true })).toBeFocused();
    for (let step = 0; step < 20 && (await focusedName()) !== 'Roles'; step += 1) await page.keyboard.press('ArrowUp');
    await expect(menu.getByRole('menuitem', { name: 'Roles', exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/setting\/role$/);
    await expect(page.getByRole('button', { name: 'New role' })).toBeVisible();

    // On to the tab bar: Tab reaches the first tab; Enter switches to it; Right arrow and Enter switch back.
    const tabs = page.getByRole('navigation', { name: 'Open tabs' });
    await tabUntilIn('.bo-tabbar__list');
    await expect(tabs.getByRole('link', { name: 'Data Overview' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/dashboard\/workplace$/);
    await expect(tabs.getByRole('link', { name: 'Data Overview' })).toHaveAttribute('aria-current', 'page');
    await page.keyboard.press('ArrowRight');
    await expect(tabs.getByRole('link', { name: 'Roles' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/setting\/role$/);
    await expect(tabs.getByRole('link', { name: 'Roles' })).toHaveAttribute('aria-current', 'page');
  });
});
