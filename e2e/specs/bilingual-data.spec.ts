import { expect, test, type APIRequestContext, type Locator, type Page } from './fixtures';
import { ADMIN_PASSWORD } from '../playwright.config';
import { signInAsAdmin } from './session';

// Issue 17: in Chinese, the data the console seeds and shows as a label (dictionary names and items, built-in
// role names and remarks, agreement types) shows in Chinese too. A text with no Chinese label shows its English
// one, marked "EN".

/** The tab on show (cached tabs stay in the page, hidden). */
const view = (page: Page) => page.locator('.bo-tab-view:visible');

async function call<T>(request: APIRequestContext, token: string, url: string, data: unknown): Promise<T> {
  const body = await (await request.post(url, { data, headers: { authorization: `Bearer ${token}` } })).json();
  expect(body.code, `${url}: ${body.message}`).toBe(200);
  return body.result as T;
}

interface Labels {
  'en-US': string;
  'zh-CN'?: string;
}
interface DictAllEntry {
  dictCode: string;
  dictNames: Labels;
  items: { value: string; labels: Labels }[];
}
interface RoleOption {
  code: string;
  name: string;
  nameZh: string | null;
}
const BUILT_IN_ROLES = ['admin', 'moderator', 'client'];

/** Every seeded English label the console could show, each with its Chinese text, read from the server. */
async function seededLabels(request: APIRequestContext, token: string): Promise<Map<string, string>> {
  const dicts = await call<DictAllEntry[]>(request, token, '/api/admin/dict/all', {});
  const roles = await call<RoleOption[]>(request, token, '/api/admin/role/all', {});
  const pairs: [string, string | undefined | null][] = [
    ...dicts.flatMap((d) => [
      [d.dictNames['en-US'], d.dictNames['zh-CN']] as [string, string | undefined],
      ...d.items.map((i) => [i.labels['en-US'], i.labels['zh-CN']] as [string, string | undefined]),
    ]),
    // The built-in roles; roles other specs make (e.g. access.spec's 'Junior moderator') are data of their own.
    ...roles.filter((r) => BUILT_IN_ROLES.includes(r.code)).map((r) => [r.name, r.nameZh] as [string, string | null]),
    ['Built in', '内置'],
    ['Built-in role', '内置角色'],
  ];
  for (const [en, zh] of pairs) expect(zh, `a Chinese label for "${en}"`).toBeTruthy();
  return new Map(pairs.map(([en, zh]) => [en, zh ?? '']));
}

/** The seeded English labels that elements of `scope` show as their whole text (except those in `besides`). */
async function seededEnglishShown(scope: Locator, seeded: Map<string, string>, besides: readonly string[] = []): Promise<string[]> {
  const texts = await scope
    .locator('td, th, span, div, p, h1, h2, h3, h4, h5, h6, a, button, label')
    .evaluateAll((elements) => elements.map((e) => (e.childElementCount === 0 ? (e.textContent ?? '').trim() : '')).filter(Boolean));
  return texts.filter((text) => seeded.has(text) && !besides.includes(text));
}

/** Fails when any element of `scope` shows exactly one of the seeded English labels (except those in `besides`). */
async function expectNoSeededEnglish(scope: Locator, seeded: Map<string, string>, besides: readonly string[] = []): Promise<void> {
  expect(await seededEnglishShown(scope, seeded, besides), 'seeded English labels shown in Chinese').toEqual([]);
}

test.describe('seeded data in Chinese', () => {
  test.describe.configure({ timeout: 90_000 });

  test('every main page shows the seeded labels in Chinese, and marks a label with no Chinese text', async ({ page, request }) => {
    const token = await call<{ token: string }>(request, '', '/api/admin/land/login', { username: 'admin', password: ADMIN_PASSWORD }).then(
      (r) => r.token,
    );
    const seeded = await seededLabels(request, token);
    await call(request, token, '/api/admin/project/add', {
      name: 'Bilingual study',
      code: 'E2E-BI',
      startDate: '2030-01-01',
      endDate: '2030-02-01',
    });
    await call(request, token, '/api/admin/user/add', {
      type: 'moderator',
      username: 'bi.moderator',
      realName: 'Bi Moderator',
      password: 'bi-moderator-passphrase',
    });
    await call(request, token, '/api/admin/user/add', {
      type: 'client',
      username: 'bi.client',
      realName: 'Bi Client',
      password: 'bi-client-passphrase',
    });
    await call(request, token, '/api/admin/role/add', { code: 'auditor', name: 'Auditor', nameZh: '' });

    await signInAsAdmin(page);
    // In English the same check finds them (it would notice a label left in English).
    await page.goto('/setting/dict');
    await expect(view(page).getByRole('row', { name: /agreement_type/ })).toContainText('Agreement type');
    expect(await seededEnglishShown(view(page), seeded)).toEqual(expect.arrayContaining(['Project status', 'Gender', 'Built in']));

    await page.goto('/dashboard/workplace');
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitem', { name: '中文' }).click();
    await expect(page.getByText('语言已切换为中文')).toBeVisible();
    // The header names the console in the chosen language, as the footer does.
    await expect(page.getByRole('banner')).toContainText('后台管理控制台');
    await expect(page.getByRole('banner')).not.toContainText('Backoffice Console');
    await expect(view(page).locator('.arco-tag', { hasText: '草稿' }).first()).toBeVisible();
    await expectNoSeededEnglish(view(page), seeded);

    await page.goto('/projectMgt/projectList');
    const project = view(page).getByRole('row', { name: /Bilingual study/ });
    await expect(project.locator('.arco-tag', { hasText: '草稿' })).toBeVisible();
    await expectNoSeededEnglish(view(page), seeded);

    await page.goto('/setting/dict');
    await expect(view(page).getByRole('row', { name: /agreement_type/ })).toContainText('协议类型');
    await expect(view(page).getByRole('row', { name: /project_status/ })).toContainText('内置');
    await expectNoSeededEnglish(view(page), seeded);

    for (const [code, zh] of [
      ['question_type', '看图说话'],
      ['participant_status', '未出席'],
      ['gender', '未透露'],
    ] as const) {
      await page.goto(`/setting/dictItem?dictCode=${code}`);
      await expect(view(page).getByRole('row').filter({ hasText: zh }).first()).toBeVisible();
      await expectNoSeededEnglish(view(page), seeded);
    }

    await page.goto('/setting/role');
    // A role row's name starts with its selection box's label, then its code.
    const moderatorRole = view(page).getByRole('row', { name: /^选择 \d+ moderator / });
    await expect(moderatorRole).toContainText('主持人');
    await expect(moderatorRole).toContainText('内置角色');
    const auditor = view(page).getByRole('row', { name: /auditor/ });
    await expect(auditor).toContainText('Auditor');
    await expect(auditor.getByTestId('label-fallback')).toHaveText('EN');
    await expect(auditor.getByLabel('没有中文标签，显示英文')).toBeVisible();
    await expectNoSeededEnglish(view(page), seeded);

    // The admin account's real name is 'Administrator' (a person's name, not a label); its role tag is translated.
    for (const [path, username, role] of [
      ['/admin/adminList', 'admin', '管理员'],
      ['/moderator/moderatorList', 'bi.moderator', '主持人'],
      ['/client/clientList', 'bi.client', '客户'],
    ] as const) {
      await page.goto(path);
      const row = view(page).getByRole('row', { name: new RegExp(username) });
      await expect(row.locator('.arco-tag', { hasText: role })).toBeVisible();
      await expectNoSeededEnglish(view(page), seeded, path === '/admin/adminList' ? ['Administrator'] : []);
    }

    await page.goto('/setting/agreement');
    await expect(view(page).getByRole('combobox', { name: '协议类型' })).toContainText('用户协议');
    await expectNoSeededEnglish(view(page), seeded);
    await view(page).getByRole('combobox', { name: '协议类型' }).click();
    await expect(page.getByRole('option', { name: '参与者知情同意书' })).toBeVisible();
    await expectNoSeededEnglish(page.locator('.arco-select-popup'), seeded);
  });
});
