// An admin on a brand-new console loads the sample data set from the dashboard. The suite's shared
// server fills up as other specs run, so this spec starts the same built server on a fresh database
// of its own (a free port, a temporary SQLite file) and stops it afterwards.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test, type Page } from './fixtures';
import { ADMIN_PASSWORD } from '../playwright.config';
import { signIn } from './session';

const server = resolve(process.env.E2E_SERVER ?? '../apps/api/dist/server.js');
const staticDir = process.env.E2E_STATIC_DIR ? resolve(process.env.E2E_STATIC_DIR) : undefined;
let child: ChildProcess | undefined;
let dataDir = '';
let base = '';

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
  const port = await freePort();
  dataDir = mkdtempSync(join(tmpdir(), 'console-e2e-sample-'));
  base = `http://127.0.0.1:${port}`;
  child = spawn(process.execPath, [server], {
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: `file:${join(dataDir, 'fresh.db')}`,
      CONSOLE_ADMIN_PASSWORD: ADMIN_PASSWORD,
      LOG_LEVEL: 'warn',
      // This fresh console's admin signs in with a password alone, as the suite's server's does (two-step.spec
      // tests the requirement a new installation starts with).
      SECOND_FACTOR_ADMIN_DEFAULT: 'off',
      ...(staticDir ? { STATIC_DIR: staticDir } : {}),
    },
  });
  await expect.poll(async () => (await fetch(`${base}/api/health`).catch(() => undefined))?.status, { timeout: 60_000 }).toBe(200);
});

test.afterAll(() => {
  child?.kill('SIGTERM');
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** The tab on show (cached tabs stay in the page, hidden). */
const view = (page: Page) => page.locator('.bo-tab-view:visible');

test('an admin on a fresh console loads the sample data and sees figures and projects', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto(`${base}/login`);
  await signIn(page);
  await expect(page).toHaveURL(/\/dashboard\/workplace/);
  const dashboard = view(page);
  const projects = dashboard.locator('.arco-statistic').filter({ hasText: 'Projects' });
  await expect(projects.locator('.arco-statistic-value')).toHaveText('0');
  await expect(dashboard.getByText('Your console is empty')).toBeVisible();

  await dashboard.getByRole('button', { name: 'Load sample data' }).click();
  await expect(page.getByText(/Sample data loaded: 12 projects, \d+ sessions/)).toBeVisible();
  await expect(dashboard.getByText('Your console is empty')).toHaveCount(0);
  await expect(projects.locator('.arco-statistic-value')).toHaveText('12');
  await expect(dashboard.locator('.arco-statistic').filter({ hasText: 'Participants' }).locator('.arco-statistic-value')).not.toHaveText(
    '0',
  );
  await expect(dashboard.getByText(/^(Focus group \d+ · .+ \/ 焦点小组|In-depth interview \d+ \/ 深度访谈)/).first()).toBeVisible();
  await expect(dashboard.getByTestId('weekly-chart')).toBeVisible();

  await page.goto(`${base}/projectMgt/projectList`);
  const list = view(page);
  await expect(list.getByRole('row').filter({ hasText: 'Retail shopper study / 零售购物者研究' })).toBeVisible();
  await expect(list.getByRole('row').filter({ hasText: 'RET-SHOP' })).toBeVisible();
  await expect(list.locator('tbody .arco-table-tr')).toHaveCount(12);
});
