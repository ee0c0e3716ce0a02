// An admin on a brand-new console loads the sample data set from the dashboard, on a server of this spec's own
// (own-server.ts).
import { expect, test, type Page } from './fixtures';
import { ADMIN_PASSWORD } from '../playwright.config';
import { startOwnServer, type OwnServer } from './own-server';
import { signIn } from './session';

let server: OwnServer | undefined;
let base = '';

test.beforeAll(async () => {
  server = await startOwnServer('sample', { CONSOLE_ADMIN_PASSWORD: ADMIN_PASSWORD });
  base = server.base;
});

test.afterAll(() => server?.stop());

/** The tab on show (cached tabs stay in the page, hidden). */
const view = (page: Page) => page.locator('.bo-tab-view:visible');

test('an admin on a fresh console loads the sample data and sees figures and projects', async ({ page }) => {
  test.setTimeout(60_000);
  // Every layout shift the page reports once the dashboard is there (input or not): the offer must move nothing.
  await page.addInitScript(() => {
    const shifts: { value: number; moved: string[] }[] = [];
    (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
    let shownAt = Infinity;
    const watch = new MutationObserver(() => {
      if (document.body?.textContent?.includes('Welcome back, ')) {
        shownAt = performance.now();
        watch.disconnect();
      }
    });
    watch.observe(document, { childList: true, subtree: true, characterData: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; sources?: { node?: Node }[] })[])
        if (entry.startTime >= shownAt)
          shifts.push({ value: entry.value, moved: (entry.sources ?? []).map((source) => source.node?.textContent?.slice(0, 40) ?? '') });
    }).observe({ type: 'layout-shift' });
  });
  await page.goto(`${base}/login`);
  await signIn(page);
  await expect(page).toHaveURL(/\/dashboard\/workplace/);
  const dashboard = view(page);
  const projects = dashboard.locator('.arco-statistic').filter({ hasText: 'Projects' });
  await expect(projects.locator('.arco-statistic-value')).toHaveText('0');
  await expect(dashboard.getByText('Your console is empty')).toBeVisible();
  // The offer and the figures came in place of the spinner, together: nothing on screen was pushed down.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(await page.evaluate(() => (window as unknown as { __shifts: unknown[] }).__shifts)).toEqual([]);

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
