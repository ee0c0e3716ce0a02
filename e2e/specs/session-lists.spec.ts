// Issue 37, a project's sessions and a session's participants on the kit's ResourceList, against the real server:
// the sessions' status filter lives in the URL (under `sessions.`) and survives a reload; two sessions go in one
// bulk delete and come back with Undo, as does a row's delete; two participants removed in one bulk action come back
// with Undo.
import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { adminToken, call } from './admin-api';
import { signInAsAdmin } from './session';

const view = (page: Page) => page.locator('.bo-tab-view:visible');

/** A project with the sessions `titles` (one a day from May 4th); the project's and sessions' ids. */
async function projectWithSessions(request: APIRequestContext, token: string, code: string, titles: string[]) {
  const project = await call<{ id: number }>(request, token, '/api/admin/project/add', {
    name: `${code} study`,
    code,
    startDate: '2026-05-01',
    endDate: '2026-05-31',
  });
  const sessions: number[] = [];
  for (const [i, title] of titles.entries()) {
    const day = String(4 + i).padStart(2, '0');
    const added = await call<{ id: number }>(request, token, '/api/admin/session/add', {
      projectId: project.id,
      title,
      kind: 'interview',
      startAt: `2026-05-${day}T09:00:00Z`,
      endAt: `2026-05-${day}T10:00:00Z`,
      timeZone: 'Europe/London',
      capacity: 5,
    });
    sessions.push(added.id);
  }
  return { projectId: project.id, sessions };
}

/** Ticks the row whose text matches `text` in the list on show. */
async function select(page: Page, text: RegExp) {
  await view(page).getByRole('row', { name: text }).locator('label.arco-checkbox').click();
}

test('the sessions status filter survives a reload, two sessions go in one bulk delete, and Undo brings deletes back', async ({
  page,
  request,
}) => {
  // Four lists' worth of steps on a machine shared with other runs.
  test.setTimeout(60_000);
  const token = await adminToken(request);
  const { projectId, sessions } = await projectWithSessions(request, token, 'SL-1', [
    'Alpha group',
    'Beta group',
    'Gamma group',
    'Delta group',
  ]);
  await call(request, token, '/api/admin/session/update', { id: sessions[3]!, status: 'cancelled' });
  await signInAsAdmin(page);
  await page.goto(`/projectMgt/projectDetail?id=${projectId}`);
  await expect(view(page).getByRole('row', { name: /group/ })).toHaveCount(4);

  await view(page).getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Scheduled' }).click();
  await view(page).getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(new RegExp(`id=${projectId}&sessions\\.status=scheduled`));
  await expect(view(page).getByRole('row', { name: /group/ })).toHaveCount(3);
  await page.reload();
  await expect(view(page).getByRole('row', { name: /group/ })).toHaveCount(3);
  await expect(view(page).getByRole('row', { name: /Delta group/ })).toHaveCount(0);
  await expect(view(page).getByRole('combobox', { name: 'Status' })).toContainText('Scheduled');

  await select(page, /Alpha group/);
  await select(page, /Beta group/);
  await view(page).getByRole('region', { name: '2 selected' }).getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Delete: 2 done')).toBeVisible();
  await expect(view(page).getByRole('row', { name: /group/ })).toHaveCount(1);
  const titles = async () =>
    (await call<{ list: { title: string }[] }>(request, token, '/api/admin/session/list', { projectId })).list.map((s) => s.title);
  expect(await titles()).toEqual(['Gamma group', 'Delta group']);

  // The bulk delete is undone: both sessions come back.
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(view(page).getByRole('row', { name: /group/ })).toHaveCount(3);
  expect(await titles()).toEqual(['Alpha group', 'Beta group', 'Gamma group', 'Delta group']);

  // So is a row's delete.
  await view(page)
    .getByRole('row', { name: /Gamma group/ })
    .getByRole('button', { name: 'Delete' })
    .click();
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(view(page).getByRole('row', { name: /group/ })).toHaveCount(2);
  await expect(view(page).getByRole('row', { name: /Gamma group/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(view(page).getByRole('row', { name: /Gamma group/ })).toHaveCount(1);
  expect(await titles()).toEqual(['Alpha group', 'Beta group', 'Gamma group', 'Delta group']);
});

test('two participants removed at once come back with Undo', async ({ page, request }) => {
  const token = await adminToken(request);
  const { sessions } = await projectWithSessions(request, token, 'SL-2', ['Undo group']);
  for (const name of ['Ann Undo', 'Bob Undo', 'Cy Undo']) {
    await call(request, token, '/api/admin/session/participant/add', { sessionId: sessions[0]!, name });
  }
  await signInAsAdmin(page);
  await page.goto(`/projectMgt/sessionDetail?id=${sessions[0]}`);
  await expect(view(page).getByRole('row', { name: /(Ann|Bob|Cy) Undo/ })).toHaveCount(3);

  await select(page, /Ann Undo/);
  await select(page, /Bob Undo/);
  await view(page).getByRole('region', { name: '2 selected' }).getByRole('button', { name: 'Remove' }).click();
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Remove: 2 done')).toBeVisible();
  await expect(view(page).getByRole('row', { name: /(Ann|Bob|Cy) Undo/ })).toHaveCount(1);
  await expect(view(page).getByText('Participants (1 / 5)')).toBeVisible();

  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(view(page).getByRole('row', { name: /(Ann|Bob|Cy) Undo/ })).toHaveCount(3);
  await expect(view(page).getByText('Participants (3 / 5)')).toBeVisible();
  const stored = await call<{ participants: { name: string }[] }>(request, token, '/api/admin/session/detail', { id: sessions[0]! });
  expect(stored.participants.map((p) => p.name)).toEqual(['Ann Undo', 'Bob Undo', 'Cy Undo']);
});
