import { createHash } from 'node:crypto';
import { expect, test } from './fixtures';
import { holdEntryScript, recorded, recordFrames } from './first-paint';
import { signIn, signInAsAdmin } from './session';

const PRERENDERED = '#bo-prerender';

test.describe('the login page before its script', () => {
  test('index.html carries the login page in both languages, its gate and styles inline, allowed by hash alone', async ({ request }) => {
    const response = await request.get('/login');
    const html = await response.text();
    expect(html).toContain('<div id="bo-prerender">');
    expect(html).toContain('<h1 class="bo-login__title">Login to Backoffice Console</h1>');
    expect(html).toContain('<h1 class="bo-login__title">登录 Backoffice Console</h1>');
    // One script, the gate, and one style element: the page waits for no other file before its first paint.
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.map(([, attributes]) => attributes)).toEqual([expect.stringMatching(/^ data-entry="\/assets\/index-[\w-]+\.js"/)]);
    const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)];
    expect(styles).toHaveLength(1);
    expect(html).not.toMatch(/<link rel="stylesheet"|<script[^>]*\ssrc=/);
    const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    const policy = response.headers()['content-security-policy']!;
    expect(policy).toContain(`script-src 'self' ${sha(scripts[0]![2]!)};`);
    expect(policy).toContain(`style-src 'self' ${sha(styles[0]![1]!)};`);
    expect(policy).not.toContain('unsafe-inline');
  });

  test('shows the login form before the app script runs, and React takes it over without a pixel changing', async ({ page, request }) => {
    const release = await holdEntryScript(page, request);
    await page.goto('/login', { waitUntil: 'commit' });
    await expect(page.locator(PRERENDERED).getByRole('heading', { name: 'Login to Backoffice Console' })).toBeVisible();
    await expect(page.getByPlaceholder('Username')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    expect(await page.locator('#root').innerHTML()).toBe('');
    // Down to the Login button: the Microsoft button, which the app adds later, comes below it.
    const button = (await page.getByRole('button', { name: 'Login' }).boundingBox())!;
    const clip = { x: 0, y: 0, width: page.viewportSize()!.width, height: Math.ceil(button.y + button.height) + 4 };
    const before = await page.screenshot({ clip });
    release();
    await expect(page.locator(PRERENDERED)).toHaveCount(0);
    await expect(page.locator('#root').getByRole('form', { name: 'Login to Backoffice Console' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in with Microsoft' })).toBeVisible();
    expect(await page.screenshot({ clip })).toEqual(before);
  });

  for (const path of ['/login', '/']) {
    test(`opening ${path}: from the first painted frame on, every frame shows the whole login form, and nothing shifts`, async ({
      page,
    }) => {
      await recordFrames(page);
      await page.goto(path);
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.locator(PRERENDERED)).toHaveCount(0);
      // A second for what comes after the takeover (the toast bridge, the preloads) to have painted too.
      await page.waitForTimeout(1000);
      const { frames, shifts } = await recorded(page);
      const first = frames.findIndex((frame) => frame.loginForm);
      expect(first).toBeGreaterThanOrEqual(0);
      expect(frames[first]!.prerendered).toBe(true);
      expect(frames.filter((frame) => frame.partial)).toEqual([]);
      expect(frames.slice(first).filter((frame) => !frame.loginForm)).toEqual([]);
      expect(frames.at(-1)!.prerendered).toBe(false);
      expect(shifts).toEqual([]);
    });
  }

  // '/' goes to the login screen for everyone (docs/behaviour.md#21-public-routes): a signed-in user too sees the
  // login page there, but never the prerendered copy (the gate shows it to signed-out visitors only).
  test('a signed-in user opening / never sees the prerendered form, and no blank frame once the login page shows', async ({ page }) => {
    await signInAsAdmin(page);
    await recordFrames(page);
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.locator('#root').getByRole('form', { name: 'Login to Backoffice Console' })).toBeVisible();
    await page.waitForTimeout(500);
    const { frames } = await recorded(page);
    expect(frames.filter((frame) => frame.prerendered)).toEqual([]);
    const first = frames.findIndex((frame) => frame.loginForm);
    expect(frames.slice(first).filter((frame) => !frame.loginForm)).toEqual([]);
    // On the pages a signed-in user works in, the copy is gone from the document.
    await page.goto('/dashboard/workplace');
    await expect(page.getByText(/^Welcome back, /)).toBeVisible();
    await expect(page.locator(PRERENDERED)).toHaveCount(0);
  });

  test('a zh-CN user sees the Chinese login page before the script, and after it', async ({ page, request }) => {
    await page.addInitScript(() => localStorage.setItem('arco-locale', 'zh-CN'));
    const release = await holdEntryScript(page, request);
    await page.goto('/login', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { name: '登录 Backoffice Console' })).toBeVisible();
    await expect(page.getByPlaceholder('用户名')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Login to Backoffice Console' })).toHaveCount(0);
    release();
    await expect(page.locator(PRERENDERED)).toHaveCount(0);
    await expect(page.getByRole('heading', { name: '登录 Backoffice Console' })).toBeVisible();
    await expect(page.getByRole('button', { name: '登录' })).toBeVisible();
  });

  test('a user of the dark theme sees no light prerendered page: the app renders the dark one', async ({ page, request }) => {
    await page.addInitScript(() => localStorage.setItem('console-settings', JSON.stringify({ theme: 'dark' })));
    const release = await holdEntryScript(page, request);
    await page.goto('/login', { waitUntil: 'commit' });
    await page.waitForTimeout(300);
    await expect(page.getByRole('heading', { name: 'Login to Backoffice Console' })).toHaveCount(0);
    release();
    await expect(page.getByRole('heading', { name: 'Login to Backoffice Console' })).toBeVisible();
    await expect(page.locator('body')).toHaveAttribute('arco-theme', 'dark');
  });
});

test.describe('typing before the app script has run', () => {
  test('what was typed, and the focus, survive the takeover', async ({ page, request }) => {
    const release = await holdEntryScript(page, request);
    await page.goto('/login', { waitUntil: 'commit' });
    await page.getByPlaceholder('Username').fill('admin');
    await page.getByPlaceholder('Password').fill('typed early');
    release();
    await expect(page.locator(PRERENDERED)).toHaveCount(0);
    await expect(page.getByPlaceholder('Username')).toHaveValue('admin');
    await expect(page.getByPlaceholder('Password')).toHaveValue('typed early');
    await expect(page.getByPlaceholder('Password')).toBeFocused();
    // The form's own state has them: the empty-field messages do not appear, the server answers.
    await page.keyboard.press('Enter');
    await expect(page.getByRole('form').getByRole('alert')).toHaveText('Invalid username or password');
    await expect(page.getByText('Username cannot be empty')).toHaveCount(0);
  });

  test('Login pressed before the script signs in once the app is there, and sends nothing before', async ({ page, request }) => {
    const release = await holdEntryScript(page, request);
    let loginCalls = 0;
    page.on('request', (r) => {
      if (r.url().includes('/api/admin/land/login')) loginCalls += 1;
    });
    await page.goto('/login', { waitUntil: 'commit' });
    await signIn(page);
    await page.waitForTimeout(200);
    // The prerendered form sent nothing (no GET with the password in the address either).
    expect(loginCalls).toBe(0);
    await expect(page).toHaveURL(/\/login$/);
    release();
    await expect(page).toHaveURL(/\/dashboard\/workplace/);
    await expect(page.getByText('welcome to use')).toBeVisible();
    expect(loginCalls).toBe(1);
  });

  test('Login pressed with empty fields before the script shows the spec messages once the app is there', async ({ page, request }) => {
    const release = await holdEntryScript(page, request);
    await page.goto('/login', { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Login' }).click();
    release();
    await expect(page.getByText('Username cannot be empty')).toBeVisible();
    await expect(page.getByText('Password cannot be empty')).toBeVisible();
  });
});
