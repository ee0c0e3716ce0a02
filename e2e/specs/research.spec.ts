import { expect, test, type Page } from './fixtures';
import { signInAsAdmin } from './session';

// One research story, in order: the Picture It set feeds the question, the question goes into a
// session's guide, the session gets minutes and shows on the dashboard.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

const SET_NAME = 'E2E Weather';
const QUESTION = 'Which picture feels like your week?';
const SESSION_TITLE = 'E2E focus group';
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
let sessionId = 0;

interface Envelope<T> {
  code: number;
  message: string;
  result: T;
}

/** Calls the API with the signed-in page's token (setup through routes the UI of another slice owns). */
async function api<T>(page: Page, url: string, data: unknown): Promise<Envelope<T>> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const response = await page.request.post(url, { data, headers: { authorization: `Bearer ${token}` } });
  return (await response.json()) as Envelope<T>;
}

const formItem = (page: Page, label: string) =>
  page
    .getByRole('dialog')
    .locator('.arco-form-item')
    .filter({ has: page.getByText(label, { exact: true }) });

async function choose(page: Page, label: string, option: string): Promise<void> {
  await formItem(page, label).locator('.arco-select-view').click();
  await page.locator('.arco-select-popup:visible .arco-select-option').filter({ hasText: option }).first().click();
}

test('an admin builds a Picture It set from an uploaded image and a picture_it question that uses it', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/pictureIt/pictureItList');
  await page.getByRole('button', { name: 'New Picture It set' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Set name is required')).toBeVisible();
  await formItem(page, 'Set name').locator('input').fill(SET_NAME);
  await formItem(page, 'Instructions').locator('textarea').fill('Choose the picture that stands for your feeling, then explain why');
  await dialog.locator('input[type=file]').setInputFiles({ name: 'calm-sea.png', mimeType: 'image/png', buffer: PNG });
  await expect(dialog.getByTestId('picture-it-image').locator('img')).toBeVisible();
  await dialog.getByLabel('Caption of image 1').fill('Calm sea');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Picture It set saved')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: SET_NAME });
  await expect(row).toBeVisible();
  await expect(row.locator('img')).toBeVisible();

  await page.goto('/question/questionList');
  await page.getByRole('button', { name: 'New question' }).click();
  await formItem(page, 'Question text').locator('textarea').fill(QUESTION);
  await choose(page, 'Type', 'Picture It');
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('dialog').getByText('Choose the Picture It set')).toBeVisible();
  await choose(page, 'Picture It set', SET_NAME);
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Question saved')).toBeVisible();
  const questionRow = page.getByRole('row').filter({ hasText: QUESTION });
  await expect(questionRow).toContainText('Picture It');
  await expect(questionRow).toContainText(SET_NAME);
  await expect(questionRow).toContainText('Used in 0');
});

test("the question goes into a session's guide: it shows where it is used and cannot be deleted", async ({ page }) => {
  await signInAsAdmin(page);
  const questions = await api<{ list: { id: number }[] }>(page, '/api/admin/question/list', { keyword: QUESTION });
  const questionId = questions.result.list[0]!.id;
  const project = await api<{ id: number }>(page, '/api/admin/project/add', {
    name: 'E2E research project',
    code: 'E2E-RES',
    status: 'active',
    startDate: '2026-01-01',
    endDate: '2027-12-31',
  });
  expect(project.code).toBe(200);
  const start = new Date(Date.now() + 2 * 86400_000);
  const session = await api<{ id: number }>(page, '/api/admin/session/add', {
    projectId: project.result.id,
    title: SESSION_TITLE,
    kind: 'focus_group',
    startAt: start.toISOString(),
    endAt: new Date(start.getTime() + 90 * 60_000).toISOString(),
    timeZone: 'UTC',
    capacity: 8,
  });
  expect(session.code).toBe(200);
  sessionId = session.result.id;
  expect((await api(page, '/api/admin/session/guide/set', { sessionId, questionIds: [questionId] })).code).toBe(200);

  await page.goto('/question/questionList');
  const row = page.getByRole('row').filter({ hasText: QUESTION });
  await row.getByRole('button', { name: 'Used in 1' }).click();
  const drawer = page.locator('.arco-drawer');
  await expect(drawer.getByRole('row').filter({ hasText: SESSION_TITLE })).toContainText('E2E research project');
  await drawer.locator('.arco-drawer-close-icon').click();

  await row.getByRole('button', { name: 'Delete' }).click();
  await page.locator('.arco-popconfirm').getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('This question is used in a session guide and cannot be deleted')).toBeVisible();
  await expect(row).toBeVisible();
});

test('minutes are written, a stale save is refused with 409, and they export as Markdown', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto(`/projectMgt/meetingMinutes?sessionId=${sessionId}`);
  await expect(page.getByText(SESSION_TITLE).first()).toBeVisible();
  await page.getByLabel('Summary').fill('Participants liked calm pictures.');
  await page.getByRole('button', { name: 'Add key point' }).click();
  await page.getByLabel('Key point 1').fill('Calm beats busy');
  await page.getByRole('button', { name: 'Add line' }).click();
  await page.getByLabel('Time of line 1').fill('99:99');
  await page.getByLabel('Text of line 1').fill('The sea picture feels like my week');
  await page.getByRole('button', { name: 'Save minutes' }).click();
  await expect(page.getByText('Enter the speaker')).toBeVisible();
  await expect(page.getByText('Time from start as m:ss or h:mm:ss')).toBeVisible();
  await page.getByLabel('Speaker of line 1').fill('P1');
  await page.getByLabel('Time of line 1').fill('2:05');
  await page.getByRole('button', { name: 'Save minutes' }).click();
  await expect(page.getByText('Minutes saved')).toBeVisible();
  await expect(page.getByText('Version 1')).toBeVisible();
  // "Last saved" shows this save at once (it said "—" until a reload).
  await expect(page.getByText(/ · admin$/)).toBeVisible();

  // Someone else saves from the same version first.
  const other = await api<{ version: number }>(page, '/api/admin/minutes/save', {
    sessionId,
    version: 1,
    summary: 'Edited by a colleague',
    keyPoints: [],
    segments: [],
  });
  expect(other.result.version).toBe(2);
  await page.getByLabel('Summary').fill('My later edit');
  await page.getByRole('button', { name: 'Save minutes' }).click();
  await expect(page.locator('.arco-alert').getByText('Someone else changed these minutes; reload to see their changes')).toBeVisible();
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByLabel('Summary')).toHaveValue('Edited by a colleague');
  await expect(page.getByText('Version 2')).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export Markdown' }).click();
  expect((await download).suggestedFilename()).toBe(`minutes-${sessionId}-e2e-focus-group.md`);
});

test("the session shows among the dashboard's upcoming sessions", async ({ page }) => {
  await signInAsAdmin(page);
  await expect(page.getByText('Upcoming sessions')).toBeVisible();
  await expect(page.getByTestId('upcoming-session').filter({ hasText: SESSION_TITLE })).toContainText('E2E research project');
  await expect(page.getByText('Sessions this week')).toBeVisible();
  await expect(page.getByTestId('weekly-chart')).toBeVisible();
});

test('the demo table pages, sorts, and keeps hidden columns after a reload', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/demo/demo-table');
  await expect(page.getByText('Total: 237')).toBeVisible();
  await page.locator('.arco-pagination-jumper input').fill('3');
  await page.locator('.arco-pagination-jumper input').press('Enter');
  await expect(page.getByRole('row').nth(1)).toContainText('41');
  await page.getByRole('button', { name: 'List settings' }).click();
  await page.locator('.arco-popover-content').getByText('Owner', { exact: true }).click();
  await expect(page.getByRole('columnheader', { name: 'Owner' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByText('Total: 237')).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Region' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Owner' })).toHaveCount(0);
  await page.getByLabel('Status').first().click();
  await page.locator('.arco-select-popup:visible .arco-select-option').filter({ hasText: 'Paused' }).click();
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('row').nth(1)).toContainText('Paused');
  await expect(page.getByText('Total: 237')).toHaveCount(0);

  await page.getByRole('columnheader', { name: 'Score' }).click();
  await expect(page.getByRole('columnheader', { name: 'Score' })).toHaveClass(/arco-table-col-sorted/);
  await expect
    .poll(async () => {
      const headers = await page.getByRole('columnheader').allInnerTexts();
      const column = headers.findIndex((h) => h.trim() === 'Score');
      const rows = await page
        .getByRole('row')
        .evaluateAll(
          (trs, i) => trs.filter((tr) => tr.querySelector('td')).map((tr) => Number(tr.querySelectorAll('td')[i]?.textContent)),
          column,
        );
      return rows.length > 1 && rows.every((score, i) => i === 0 || (rows[i - 1] ?? 0) <= score);
    })
    .toBe(true);
});
