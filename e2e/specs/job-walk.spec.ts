// Issue 38, "every staff job can be found and finished": each account of the demo (`npm run demo`) signs in once,
// opens every entry its menu holds by clicking the side menu only, and finishes a job where the page offers one:
// an admin creates a project and writes minutes, the moderator writes the minutes of a session reached from their
// project, the junior moderator (a custom role) reads a session's minutes from it, and the client opens one of its
// own projects and a session from the Operation list, read-only. Like sample-data.spec.ts, it starts the built
// server on a fresh SQLite file of its own, as the demo.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Locator, type Page } from './fixtures';
import { signIn } from './session';

const server = resolve(process.env.E2E_SERVER ?? '../apps/api/dist/server.js');
const staticDir = process.env.E2E_STATIC_DIR ? resolve(process.env.E2E_STATIC_DIR) : undefined;
let child: ChildProcess | undefined;
let dataDir = '';
let base = '';

/** The demo's accounts and their published passwords (apps/api/src/sample-data/demo.ts). */
const ACCOUNTS = {
  admin: 'demo-admin-pass',
  'lin.chen': 'demo-moderator-pass',
  'priya.nair': 'demo-junior-pass',
  'harbor.retail': 'demo-client-pass',
} as const;
type Account = keyof typeof ACCOUNTS;

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

test.beforeAll(async () => {
  // The demo loads its sample data set before it listens: 20 s on a busy machine.
  test.setTimeout(120_000);
  const port = await freePort();
  dataDir = mkdtempSync(join(tmpdir(), 'console-e2e-jobs-'));
  base = `http://127.0.0.1:${port}`;
  child = spawn(process.execPath, [server], {
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: `file:${join(dataDir, 'demo.db')}`,
      CONSOLE_DEMO: '1',
      LOG_LEVEL: 'warn',
      SECOND_FACTOR_ADMIN_DEFAULT: 'off',
      ...(staticDir ? { STATIC_DIR: staticDir } : {}),
    },
  });
  await expect.poll(async () => (await fetch(`${base}/api/health`).catch(() => undefined))?.status, { timeout: 90_000 }).toBe(200);
});

test.afterAll(() => {
  child?.kill('SIGTERM');
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** The tab on show (cached tabs stay in the page, hidden). */
const view = (page: Page) => page.locator('.bo-tab-view:visible');
const sideMenu = (page: Page) => page.getByRole('complementary').getByRole('menu');

interface MenuNode {
  name: string;
  isShow: number;
  titles?: { 'en-US': string };
  children: MenuNode[];
}
/** A visible menu entry: its directory's title, its own title and route name. */
interface Entry {
  group: string;
  title: string;
  name: string;
}

/** Signs `account` in once in a context of its own, on the dashboard. */
async function signedIn(browser: Browser, account: Account): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(`${base}/login`);
  await signIn(page, account, ACCOUNTS[account]);
  await expect(page).toHaveURL(/\/dashboard\/workplace/);
  return page;
}

/** The entries the server's menu shows this account, in menu order (what the side menu must offer). */
async function menuEntries(page: Page): Promise<Entry[]> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const answer = await page.request.post(`${base}/api/admin/self/menuAndOperate`, { headers: { authorization: `Bearer ${token}` } });
  const { menuTree } = (await answer.json()).result as { menuTree: MenuNode[] };
  return menuTree.flatMap((dir) =>
    dir.children
      .filter((entry) => entry.isShow === 1)
      .map((entry) => ({ group: dir.titles?.['en-US'] ?? dir.name, title: entry.titles?.['en-US'] ?? entry.name, name: entry.name })),
  );
}

/** Opens an entry from the side menu with the mouse, and checks its page shows (no missing page, no error card). */
async function open(page: Page, entry: Entry): Promise<Locator> {
  const menu = sideMenu(page);
  const item = menu.getByRole('menuitem', { name: entry.title, exact: true });
  if (!(await item.isVisible())) await menu.getByRole('menuitem', { name: entry.group, exact: true }).click();
  await item.click();
  await expect(item).toHaveAttribute('aria-current', 'page');
  const shown = view(page);
  await expect(shown).not.toBeEmpty();
  await expect(shown.getByText('This page is not available yet')).toHaveCount(0);
  await expect(shown.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  return shown;
}

/** The input of the form item labelled `label` inside `scope`. */
const field = (scope: Locator, label: string) =>
  scope
    .locator('.arco-form-item')
    .filter({ has: scope.page().locator('.arco-form-label-item', { hasText: new RegExp(`^\\*?\\s*${label}$`) }) })
    .locator('input, textarea')
    .first();

/** The form fields axe finds without an accessible name (rules label, select-name, aria-input-field-name). */
async function unlabelledFields(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withRules(['label', 'select-name', 'aria-input-field-name']).analyze();
  return violations.flatMap((v) => v.nodes.map((node) => `${v.id} at ${node.target.join(' ')}`));
}

/** Opens the first session with minutes on the minutes page, writes a key point and saves. */
async function writeMinutes(page: Page, minutes: Locator, keyPoint: string): Promise<void> {
  await minutes.getByRole('button', { name: 'Open minutes' }).first().click();
  await expect(minutes.getByRole('button', { name: 'Save minutes' })).toBeVisible();
  await minutes.getByRole('textbox', { name: 'Summary' }).fill(`Summary: ${keyPoint}`);
  await minutes.getByRole('button', { name: 'Save minutes' }).click();
  await expect(page.getByText('Minutes saved')).toBeVisible();
}

/** The project menus no client holds: a client reaches its research through the Operation list only. */
const NOT_FOR_CLIENTS = ['ProjectMgtList', 'MyProjects', 'MeetingMinutes', 'MyMeetingMinutes'];

test.describe('every staff job can be found and finished (issue 38)', () => {
  test('the admin reaches every menu entry, creates a project on a labelled form, and writes minutes', async ({ browser }) => {
    // Twenty-odd pages, the permission tree among them: four minutes and more on a machine shared with other runs.
    test.setTimeout(480_000);
    const page = await signedIn(browser, 'admin');
    const entries = await menuEntries(page);
    expect(entries.map((e) => e.name)).toEqual(
      expect.arrayContaining(['ProjectMgtList', 'MeetingMinutes', 'MyMeetingMinutes', 'ProjectList']),
    );
    for (const entry of entries) {
      const shown = await open(page, entry);
      if (entry.name === 'ProjectMgtList') {
        await shown.getByRole('button', { name: 'New project' }).click();
        const form = view(page);
        await expect(form.getByRole('button', { name: 'Save' })).toBeVisible();
        expect(await unlabelledFields(page)).toEqual([]);
        await field(form, 'Project name').fill('Job walk study');
        await field(form, 'Code').fill('JOB-WALK');
        for (const [label, date] of [
          ['Start date', '2026-09-01'],
          ['End date', '2026-09-30'],
        ]) {
          const picker = field(form, label!);
          await picker.click();
          await picker.fill(date!);
          await picker.press('Enter');
        }
        await form.getByRole('button', { name: 'Save' }).click();
        await expect(view(page).getByText('Job walk study (JOB-WALK)')).toBeVisible();
      }
      if (entry.name === 'MeetingMinutes') await writeMinutes(page, shown, 'the admin reached the minutes from the menu');
      if (entry.name === 'ProjectList') await expect(shown.getByText('All projects')).toBeVisible();
    }
    await page.context().close();
  });

  test("the moderator writes a session's minutes from the project, and the form offers only the project's moderators", async ({
    browser,
  }) => {
    test.setTimeout(300_000);
    const page = await signedIn(browser, 'lin.chen');
    const entries = await menuEntries(page);
    expect(entries.map((e) => e.name)).toEqual(expect.arrayContaining(['MyProjects', 'MyMeetingMinutes', 'ProjectList']));
    for (const entry of entries) {
      const shown = await open(page, entry);
      if (entry.name === 'MyProjects') {
        await shown
          .getByRole('row', { name: /RET-SHOP/ })
          .getByRole('button', { name: 'Detail' })
          .click();
        const project = view(page);
        await expect(project.getByText('Retail shopper study / 零售购物者研究 (RET-SHOP)')).toBeVisible();
        await project.getByRole('row').filter({ hasText: 'Focus group' }).first().getByRole('button', { name: 'Minutes' }).click();
        const minutes = view(page);
        await minutes.getByRole('textbox', { name: 'Summary' }).fill('Shoppers compare prices on their phones in the aisle.');
        await minutes.getByRole('button', { name: 'Save minutes' }).click();
        await expect(page.getByText('Minutes saved')).toBeVisible();
        await minutes.getByRole('button', { name: 'Session detail' }).click();
        const session = view(page);
        await expect(session.getByRole('button', { name: 'Minutes' })).toBeVisible();
        await session.locator('.arco-card-header-extra').getByRole('button', { name: 'Edit' }).click();
        await view(page).getByRole('combobox', { name: 'Moderator' }).click();
        const offered = page.locator('.arco-select-popup:visible .arco-select-option');
        await expect(offered).toHaveText(['Priya Nair', '陈琳 Lin Chen']);
        await page.keyboard.press('Escape');
      }
      if (entry.name === 'MyMeetingMinutes') await writeMinutes(page, shown, 'the moderator found the minutes in the menu');
      if (entry.name === 'ProjectList') {
        await expect(shown.getByText('Your projects')).toBeVisible();
        await shown
          .getByRole('row', { name: /RET-SHOP/ })
          .getByRole('button', { name: 'Detail' })
          .click();
        const project = view(page);
        await expect(project.getByText('Retail shopper study / 零售购物者研究 (RET-SHOP)')).toBeVisible();
        await expect(project.getByRole('button', { name: 'Edit' })).toHaveCount(0);
      }
    }
    await page.context().close();
  });

  test("the junior moderator (a custom role) reads a session's minutes from their project", async ({ browser }) => {
    test.setTimeout(180_000);
    const page = await signedIn(browser, 'priya.nair');
    const entries = await menuEntries(page);
    expect(entries.map((e) => e.name)).toEqual(expect.arrayContaining(['MyProjects', 'MyMeetingMinutes']));
    for (const entry of entries) {
      const shown = await open(page, entry);
      if (entry.name === 'MyProjects') {
        await shown
          .getByRole('row', { name: /RET-SHOP/ })
          .getByRole('button', { name: 'Detail' })
          .click();
        await view(page).getByRole('row').filter({ hasText: 'Focus group' }).first().getByRole('button', { name: 'Minutes' }).click();
        const minutes = view(page);
        await expect(minutes.getByRole('button', { name: 'Session detail' })).toBeVisible();
        await expect(minutes.getByRole('button', { name: 'Save minutes' })).toHaveCount(0);
      }
      if (entry.name === 'MyMeetingMinutes') {
        await shown.getByRole('button', { name: 'Open minutes' }).first().click();
        await expect(shown.getByRole('button', { name: 'Export Markdown' })).toBeVisible();
      }
    }
    await page.context().close();
  });

  test('the client sees only its own projects on the Operation list and opens one and a session, read-only', async ({ browser }) => {
    test.setTimeout(180_000);
    const page = await signedIn(browser, 'harbor.retail');
    const entries = await menuEntries(page);
    expect(entries.map((e) => e.name)).toContain('ProjectList');
    for (const name of NOT_FOR_CLIENTS) expect(entries.map((e) => e.name)).not.toContain(name);
    for (const entry of entries) {
      const shown = await open(page, entry);
      if (entry.name !== 'ProjectList') continue;
      await expect(shown.getByText('Your projects')).toBeVisible();
      const rows = shown.locator('tbody .arco-table-tr');
      await expect(rows).toHaveCount(3);
      await expect(rows.filter({ hasNotText: 'Harbor Retail' })).toHaveCount(0);
      await rows.filter({ hasText: 'RET-SHOP' }).getByRole('button', { name: 'Detail' }).click();
      const project = view(page);
      await expect(project.getByText('Retail shopper study / 零售购物者研究 (RET-SHOP)')).toBeVisible();
      await expect(project.getByRole('button', { name: /^(Edit|Close|Add session|Minutes)$/ })).toHaveCount(0);
      await project.getByRole('row').filter({ hasText: 'Focus group' }).first().getByRole('button', { name: 'Detail' }).click();
      const session = view(page);
      await expect(session.getByText(/^Participants \(/)).toBeVisible();
      await expect(session.getByRole('button', { name: /^(Edit|Add participant|Minutes)/ })).toHaveCount(0);
      await session.getByText('Retail shopper study / 零售购物者研究', { exact: true }).click();
      await expect(view(page).getByText('Retail shopper study / 零售购物者研究 (RET-SHOP)')).toBeVisible();
    }
    await page.context().close();
  });
});
