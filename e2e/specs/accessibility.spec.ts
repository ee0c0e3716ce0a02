// Accessible by default: axe-core (WCAG 2.0/2.1 A and AA) finds no critical or serious violation on the console's
// main pages, an open form modal, the settings drawer and a tab bar with several tabs, in both languages and
// both themes; no field is named by its placeholder alone; the keyboard alone reaches every menu entry and tab.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { ADMIN_PASSWORD } from '../playwright.config';
import { signInAsAdmin } from './session';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING_IMPACTS = new Set(['critical', 'serious']);

/** Pages of the reference console's menu (the project detail page is added with a project made for it). */
const MAIN_PAGES = [
  '/dashboard/workplace',
  '/projectMgt/projectList',
  '/question/questionList',
  '/pictureIt/pictureItList',
  '/admin/adminList',
  '/moderator/moderatorList',
  '/client/clientList',
  '/setting/role',
  '/setting/permission',
  '/setting/dict',
  '/setting/dictItem',
  '/setting/agreement',
  '/setting/file',
  '/setting/verifyCode',
  '/setting/auditLog',
  '/setting/resetPassword',
  '/operation/admin',
  // The 403 page (a page the user's role may not open).
  '/forbidden',
];
/** The pages checked again in zh-CN and in the dark theme: the layout with a list, a tree, tabs and a form. */
const LAYOUT_PAGES = [
  '/dashboard/workplace',
  '/projectMgt/projectList',
  '/setting/role',
  '/setting/permission',
  '/setting/auditLog',
  '/setting/resetPassword',
];

/** Waits until no CSS transition or animation runs (a fading modal or an opening sub-menu would skew contrast). */
async function settle(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
}

/** Opens `path` and waits for its data (the visible tab has content and nothing is loading). */
async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('.bo-tab-view:visible')).not.toBeEmpty();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.bo-tab-view:visible .arco-spin-loading')).toHaveCount(0);
  await settle(page);
}

/** The critical and serious violations on the page: rule id, impact and help, then each element's selector. */
async function blockingViolations(page: Page, where: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
    .map(
      (violation) =>
        `${where}: ${violation.id} (${violation.impact}) ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`,
    );
}

/** Visible fields (inputs, text areas, selects) with no name but their placeholder: it goes when a value is there. */
async function fieldsNamedByPlaceholderOnly(page: Page, where: string): Promise<string[]> {
  const fields = await page.evaluate(() => {
    const named = (el: Element) => Boolean(el.getAttribute('aria-label') || el.getAttribute('aria-labelledby') || el.getAttribute('title'));
    return (
      [...document.querySelectorAll<HTMLElement>('input, textarea, [role="combobox"]')]
        .filter((el) => el.checkVisibility() && el.getAttribute('aria-hidden') !== 'true' && (el as HTMLInputElement).type !== 'hidden')
        // A select's own text box sits inside its combobox, which carries the name.
        .filter((el) => !(el.parentElement?.closest('[role="combobox"]') && named(el.parentElement.closest('[role="combobox"]')!)))
        .filter((el) => !(named(el) || el.closest('label') || (el.id && document.querySelector(`label[for="${CSS.escape(el.id)}"]`))))
        .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} placeholder="${el.getAttribute('placeholder') ?? ''}"`)
    );
  });
  return fields.map((field) => `${where}: field named by its placeholder only: ${field}`);
}

async function audit(page: Page, where: string): Promise<string[]> {
  return [...(await blockingViolations(page, where)), ...(await fieldsNamedByPlaceholderOnly(page, where))];
}

async function addProject(request: APIRequestContext): Promise<number> {
  const login = await (await request.post('/api/admin/land/login', { data: { username: 'admin', password: ADMIN_PASSWORD } })).json();
  const headers = { authorization: `Bearer ${login.result.token as string}` };
  const data = { name: 'Accessible study', code: 'E2E-A11Y', startDate: '2026-06-01', endDate: '2026-06-30' };
  const created = await (await request.post('/api/admin/project/add', { data, headers })).json();
  expect(created.code).toBe(200);
  return created.result.id as number;
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

test.describe('accessibility', () => {
  test('the main pages have no critical or serious axe violation and no field named by its placeholder only', async ({ page, request }) => {
    test.setTimeout(180_000);
    const projectId = await addProject(request);
    await signInAsAdmin(page);
    const found: string[] = [];
    for (const path of [...MAIN_PAGES, `/projectMgt/projectDetail?id=${projectId}`]) {
      await visit(page, path);
      found.push(...(await audit(page, path)));
    }
    expect(found).toEqual([]);
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
