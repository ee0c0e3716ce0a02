// The walk of job-walk.spec.ts: an account of the demo signs in, reads the menu the server gives it, and opens
// each entry by clicking the side menu, as a person does; a job (walk-jobs.ts) then works on the page shown.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Browser, type Locator, type Page } from './fixtures';
import { signIn } from './session';

/** The demo's accounts and their published passwords (apps/api/src/sample-data/demo.ts). */
export const ACCOUNTS = {
  admin: 'demo-admin-pass',
  'lin.chen': 'demo-moderator-pass',
  'priya.nair': 'demo-junior-pass',
  'harbor.retail': 'demo-client-pass',
} as const;
export type Account = keyof typeof ACCOUNTS;

/** The tab on show (cached tabs stay in the page, hidden). */
export const view = (page: Page) => page.locator('.bo-tab-view:visible');
const sideMenu = (page: Page) => page.getByRole('complementary').getByRole('menu');

interface MenuNode {
  name: string;
  isShow: number;
  titles?: { 'en-US': string };
  children: MenuNode[];
}
/** A visible menu entry: its directory's title, its own title and route name. */
export interface Entry {
  group: string;
  title: string;
  name: string;
}

/** A page opened from the menu, and what a job on it needs: the page, the tab shown, the account's password. */
export interface Walk {
  page: Page;
  shown: Locator;
  password: string;
  /** Opens another entry of the account's menu by clicking, and answers the tab it shows. */
  go: (name: string) => Promise<Locator>;
}
/** One job finished on a page, its effect checked. */
export type Job = (walk: Walk) => Promise<void>;

/** Signs `username` in, in a context of its own, on the dashboard. */
export async function signedIn(browser: Browser, base: string, username: string, password: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(`${base}/login`);
  await signIn(page, username, password);
  await expect(page).toHaveURL(/\/dashboard\/workplace/);
  return page;
}

/** The entries the server's menu shows this account, in menu order (what the side menu must offer). */
export async function menuEntries(page: Page): Promise<Entry[]> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const answer = await page.request.post(`${new URL(page.url()).origin}/api/admin/self/menuAndOperate`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const { menuTree } = (await answer.json()).result as { menuTree: MenuNode[] };
  return menuTree.flatMap((dir) =>
    dir.children
      .filter((entry) => entry.isShow === 1)
      .map((entry) => ({ group: dir.titles?.['en-US'] ?? dir.name, title: entry.titles?.['en-US'] ?? entry.name, name: entry.name })),
  );
}

/** Opens an entry from the side menu with the mouse, and checks its page shows (no missing page, no error card). */
export async function open(page: Page, entry: Entry): Promise<Locator> {
  const menu = sideMenu(page);
  const item = menu.getByRole('menuitem', { name: entry.title, exact: true });
  // The group's header says whether it is open. Asking whether the entry is visible instead raced the side menu,
  // which renders a frame after the page: asked too early, the answer was no, and the click then closed the group
  // the menu had just opened for the current page (the entry never showed; the walk waited for it to time out).
  const group = menu.getByRole('menuitem', { name: entry.group, exact: true });
  await expect(group).toHaveAttribute('aria-expanded', /^(true|false)$/);
  if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
  await item.click();
  await expect(item).toHaveAttribute('aria-current', 'page');
  const shown = view(page);
  await expect(shown).not.toBeEmpty();
  await expect(shown.getByText('This page is not available yet')).toHaveCount(0);
  await expect(shown.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  return shown;
}

/**
 * Signs `account` in, checks its menu holds exactly `menu` (every entry, across the tests of the account), then
 * opens each of `names` by clicking and runs its job where `jobs` has one.
 */
export async function walkMenu(
  browser: Browser,
  base: string,
  account: Account,
  plan: { menu: string[]; names: string[]; jobs: Partial<Record<string, Job>> },
): Promise<void> {
  const password = ACCOUNTS[account];
  const page = await signedIn(browser, base, account, password);
  const entries = await menuEntries(page);
  expect(entries.map((e) => e.name).sort()).toEqual([...plan.menu].sort());
  const go = async (name: string) => {
    const entry = entries.find((e) => e.name === name);
    if (!entry) throw new Error(`${account} has no menu entry ${name}`);
    return open(page, entry);
  };
  for (const name of plan.names) {
    const shown = await go(name);
    await plan.jobs[name]?.({ page, shown, password, go });
  }
  await page.context().close();
}

/** The input of the form item labelled `label` inside `scope`. */
export const field = (scope: Locator, label: string) =>
  scope
    .locator('.arco-form-item')
    .filter({ has: scope.page().locator('.arco-form-label-item', { hasText: new RegExp(`^\\*?\\s*${label}$`) }) })
    .locator('input, textarea')
    .first();

/** The form fields axe finds without an accessible name (rules label, select-name, aria-input-field-name). */
export async function unlabelledFields(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withRules(['label', 'select-name', 'aria-input-field-name']).analyze();
  return violations.flatMap((v) => v.nodes.map((node) => `${v.id} at ${node.target.join(' ')}`));
}
