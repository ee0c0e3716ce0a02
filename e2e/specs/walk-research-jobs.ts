// The research jobs of job-walk.spec.ts: a project created on a labelled form, minutes written from the menu or
// from a project's session, and the read-only project and session views of the junior moderator and the client.
import { expect, type Locator } from './fixtures';
import { field, unlabelledFields, view, type Job } from './walk-support';

const RETAIL = 'Retail shopper study / 零售购物者研究 (RET-SHOP)';

/** Projects: a new project on a form whose every field has a label, then its detail. */
export const createProject: Job = async ({ page, shown }) => {
  await shown.getByRole('button', { name: 'New project' }).click();
  const form = view(page);
  await expect(form.getByRole('button', { name: 'Save' })).toBeVisible();
  expect(await unlabelledFields(page)).toEqual([]);
  await field(form, 'Project name').fill('Job walk study');
  await field(form, 'Code').fill('JOB-WALK');
  for (const [label, date] of [
    ['Start date', '2026-09-01'],
    ['End date', '2026-09-30'],
  ] as const) {
    const picker = field(form, label);
    await picker.click();
    await picker.fill(date);
    await picker.press('Enter');
  }
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(view(page).getByText('Job walk study (JOB-WALK)')).toBeVisible();
};

/** Minutes pages: the first session's minutes opened, a summary written and saved. */
export const writeMinutes =
  (keyPoint: string): Job =>
  async ({ page, shown }) => {
    await shown.getByRole('button', { name: 'Open minutes' }).first().click();
    await expect(shown.getByRole('button', { name: 'Save minutes' })).toBeVisible();
    await shown.getByRole('textbox', { name: 'Summary' }).fill(`Summary: ${keyPoint}`);
    // An earlier job's "Minutes saved" toast must be gone, so the one awaited below is this save's.
    await expect(page.getByText('Minutes saved')).toHaveCount(0);
    await shown.getByRole('button', { name: 'Save minutes' }).click();
    await expect(page.getByText('Minutes saved')).toBeVisible();
  };

/** Minutes pages of a reader: the first session's minutes opened, exported but not edited. */
export const readMinutes: Job = async ({ shown }) => {
  await shown.getByRole('button', { name: 'Open minutes' }).first().click();
  await expect(shown.getByRole('button', { name: 'Export Markdown' })).toBeVisible();
};

/** Opens the retail study from a project list by its Detail button, and answers its tab. */
async function openRetailStudy(shown: Locator): Promise<Locator> {
  await shown
    .getByRole('row', { name: /RET-SHOP/ })
    .getByRole('button', { name: 'Detail' })
    .click();
  const project = view(shown.page());
  await expect(project.getByText(RETAIL)).toBeVisible();
  return project;
}

/** The focus group's Minutes button on a project's sessions. */
const focusGroupMinutes = (project: Locator) =>
  project.getByRole('row').filter({ hasText: 'Focus group' }).first().getByRole('button', { name: 'Minutes' });

/** My projects of the moderator: minutes written from a session, and the session form offers the project's moderators only. */
export const moderateRetailStudy: Job = async ({ page, shown }) => {
  await focusGroupMinutes(await openRetailStudy(shown)).click();
  const minutes = view(page);
  await minutes.getByRole('textbox', { name: 'Summary' }).fill('Shoppers compare prices on their phones in the aisle.');
  // An earlier job's "Minutes saved" toast must be gone, so the one awaited below is this save's.
  await expect(page.getByText('Minutes saved')).toHaveCount(0);
  await minutes.getByRole('button', { name: 'Save minutes' }).click();
  await expect(page.getByText('Minutes saved')).toBeVisible();
  await minutes.getByRole('button', { name: 'Session detail' }).click();
  const session = view(page);
  await expect(session.getByRole('button', { name: 'Minutes' })).toBeVisible();
  await session.locator('.arco-card-header-extra').getByRole('button', { name: 'Edit' }).click();
  await view(page).getByRole('combobox', { name: 'Moderator' }).click();
  await expect(page.locator('.arco-select-popup:visible .arco-select-option')).toHaveText(['Priya Nair', '陈琳 Lin Chen']);
  await page.keyboard.press('Escape');
};

/** My projects of the junior moderator: a session's minutes are read, not edited. */
export const readRetailMinutes: Job = async ({ page, shown }) => {
  await focusGroupMinutes(await openRetailStudy(shown)).click();
  const minutes = view(page);
  await expect(minutes.getByRole('button', { name: 'Session detail' })).toBeVisible();
  await expect(minutes.getByRole('button', { name: 'Save minutes' })).toHaveCount(0);
};

/** The Operation list of the admin: every project. */
export const seeAllProjects: Job = async ({ shown }) => {
  await expect(shown.getByText('All projects')).toBeVisible();
};

/** The Operation list of the moderator: their projects, each opened read-only. */
export const openOwnProjectReadOnly: Job = async ({ shown }) => {
  await expect(shown.getByText('Your projects')).toBeVisible();
  const project = await openRetailStudy(shown);
  await expect(project.getByRole('button', { name: 'Edit' })).toHaveCount(0);
};

/** The Operation list of the client: its own three projects; one and a session opened read-only, and back. */
export const openClientResearch: Job = async ({ page, shown }) => {
  await expect(shown.getByText('Your projects')).toBeVisible();
  const rows = shown.locator('tbody .arco-table-tr');
  await expect(rows).toHaveCount(3);
  await expect(rows.filter({ hasNotText: 'Harbor Retail' })).toHaveCount(0);
  const project = await openRetailStudy(shown);
  await expect(project.getByRole('button', { name: /^(Edit|Close|Add session|Minutes)$/ })).toHaveCount(0);
  await project.getByRole('row').filter({ hasText: 'Focus group' }).first().getByRole('button', { name: 'Detail' }).click();
  const session = view(page);
  await expect(session.getByText(/^Participants \(/)).toBeVisible();
  await expect(session.getByRole('button', { name: /^(Edit|Add participant|Minutes)/ })).toHaveCount(0);
  await session.getByText('Retail shopper study / 零售购物者研究', { exact: true }).click();
  await expect(view(page).getByText(RETAIL)).toBeVisible();
};
