import { expect, test } from './fixtures';
import { signIn, signInAsAdmin } from './session';

test.describe('signing in', () => {
  test('a wrong password shows an error and stays on the login page', async ({ page }) => {
    await page.goto('/login');
    await signIn(page, 'admin', 'not-the-password');
    await expect(page.getByRole('form').getByRole('alert')).toHaveText('Invalid username or password');
    await expect(page).toHaveURL(/\/login/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('empty fields show the spec messages and send nothing', async ({ page }) => {
    await page.goto('/login');
    let loginCalls = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/admin/land/login')) loginCalls += 1;
    });
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Username cannot be empty')).toBeVisible();
    await expect(page.getByText('Password cannot be empty')).toBeVisible();
    expect(loginCalls).toBe(0);
  });

  test('the right password welcomes the admin and opens the dashboard in the layout', async ({ page }) => {
    await page.goto('/login');
    await signIn(page);
    await expect(page.getByText('welcome to use')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/workplace/);
    // The dashboard is the opening tab, and the server's menu is shown beside it.
    await expect(page.getByRole('navigation', { name: 'Open tabs' }).getByRole('link', { name: 'Data Overview' })).toBeVisible();
    const menu = page.getByRole('menu').first();
    await expect(menu.getByText('Dashboard')).toBeVisible();
    await expect(menu.getByText('Settings')).toBeVisible();
    // Every menu title the server sends is translated: no raw i18n key reaches the screen.
    for (const group of await menu.locator('.arco-menu-inline-header').all()) await group.click();
    await expect(menu.getByText(/^menu\./)).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
  });

  test('the dashboard shows before the rest of the frame, and nothing moves when the menu, buttons and tabs follow', async ({ page }) => {
    await page.goto('/login');
    // From the greeting's first frame on, in every frame: where the greeting, the console's name and the content stand.
    await page.evaluate(() => {
      const seen = { places: [] as string[], tabsInFirstFrame: true };
      (window as unknown as { __seen: typeof seen }).__seen = seen;
      const watch = () => {
        const greeting = [...document.querySelectorAll('h5')].find((h) => h.textContent?.startsWith('Welcome back'));
        if (greeting) {
          if (seen.places.length === 0) seen.tabsInFirstFrame = document.querySelector('[aria-label="Open tabs"]') !== null;
          const place = (element: Element | null) => {
            const box = element?.getBoundingClientRect();
            return box ? `${box.left},${box.top}` : 'none';
          };
          seen.places.push(
            [greeting, document.querySelector('.bo-navbar__title'), document.querySelector('.bo-content')].map(place).join(' '),
          );
        }
        requestAnimationFrame(watch);
      };
      requestAnimationFrame(watch);
    });
    await signIn(page);
    await expect(page.getByRole('navigation', { name: 'Open tabs' }).getByRole('link', { name: 'Data Overview' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^User menu/ })).toBeVisible();
    await expect(page.getByRole('menu').first().getByText('Dashboard')).toBeVisible();
    const seen = await page.evaluate(() => (window as unknown as { __seen: { places: string[]; tabsInFirstFrame: boolean } }).__seen);
    // The greeting's first frame came before the tabs (a light frame), and nothing of it moved in the frames after.
    expect(seen.tabsInFirstFrame).toBe(false);
    expect(seen.places.length).toBeGreaterThan(1);
    expect(new Set(seen.places)).toEqual(new Set([seen.places[0]]));
  });

  test("the dashboard's first frame is painted before its data requests leave, and its data follows", async ({ page }) => {
    await page.goto('/login');
    // When the page sends each request, and when the first frame that had the greeting ran its animation-frame
    // callbacks (just before it is painted; the time a callback runs, not the frame's start time it is given).
    await page.evaluate(() => {
      const seen = { frameAt: 0, sent: [] as { path: string; at: number }[] };
      (window as unknown as { __seen: typeof seen }).__seen = seen;
      const { open, send } = XMLHttpRequest.prototype;
      const paths = new WeakMap<XMLHttpRequest, string>();
      XMLHttpRequest.prototype.open = function (this: XMLHttpRequest, ...args: Parameters<XMLHttpRequest['open']>) {
        paths.set(this, new URL(String(args[1]), location.href).pathname);
        return open.apply(this, args);
      } as XMLHttpRequest['open'];
      XMLHttpRequest.prototype.send = function (this: XMLHttpRequest, body?: Document | XMLHttpRequestBodyInit | null) {
        seen.sent.push({ path: paths.get(this) ?? '', at: performance.now() });
        return send.call(this, body);
      };
      const watch = () => {
        if (document.body.textContent?.includes('Welcome back, ')) seen.frameAt = performance.now();
        else requestAnimationFrame(watch);
      };
      requestAnimationFrame(watch);
    });
    await signIn(page);
    await expect(page.getByText('Sessions this week')).toBeVisible();
    const seen = await page.evaluate(
      () => (window as unknown as { __seen: { frameAt: number; sent: { path: string; at: number }[] } }).__seen,
    );
    const data = seen.sent.filter((request) => /^\/api\/admin\/(dashboard\/overview|sampleData\/status)$/.test(request.path));
    expect(data.map((request) => request.path).sort()).toEqual(['/api/admin/dashboard/overview', '/api/admin/sampleData/status']);
    expect(seen.frameAt).toBeGreaterThan(0);
    for (const request of data) expect(request.at, request.path).toBeGreaterThan(seen.frameAt);
  });

  test('signing in shows the dashboard after the login request alone; a reload asks for user info and menu and stays signed in', async ({
    page,
  }) => {
    await page.goto('/login');
    const calls: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (request.method() === 'POST' && /^\/api\/admin\/(land|self)\//.test(path)) calls.push(path);
    });
    await signIn(page);
    await expect(page.getByText(/^Welcome back, /)).toBeVisible();
    await expect(page.getByRole('menu').first().getByText('Settings')).toBeVisible();
    // The login result carries the user info and the menu: nothing else is asked before the page shows.
    expect(calls).toEqual(['/api/admin/land/login']);
    calls.length = 0;
    // A reload has no login result: the guard asks the server for both, and the page comes back.
    await page.reload();
    await expect(page.getByText(/^Welcome back, /)).toBeVisible();
    await expect(page.getByRole('menu').first().getByText('Settings')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/workplace/);
    expect(calls).toEqual(['/api/admin/self/selfInfo', '/api/admin/self/menuAndOperate']);
  });

  test('the root address goes to login', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/login/);
  });
});

test.describe('the guard', () => {
  test('a protected address visited signed out lands on login keeping the redirect, and signing in returns there', async ({ page }) => {
    await page.goto('/setting/resetPassword?from=mail');
    await expect(page).toHaveURL(/\/login\?/);
    const url = new URL(page.url());
    // Signed out, the server menu that names this page is not loaded, so its path is kept.
    expect(url.searchParams.get('redirect')).toBe('/setting/resetPassword');
    expect(url.searchParams.get('from')).toBe('mail');
    await signIn(page);
    await expect(page).toHaveURL(/\/setting\/resetPassword\?from=mail/);
  });

  test('an unknown address inside the console shows the not-found page', async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto('/no/such/page');
    await expect(page.getByText('Page Not Found')).toBeVisible();
    await page.getByRole('button', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/dashboard\/workplace/);
  });
});

test.describe('signing out', () => {
  test('logout returns to login and the old token is refused by the API with 50008', async ({ page, request }) => {
    await signInAsAdmin(page);
    const token = await page.evaluate(() => localStorage.getItem('token'));
    expect(token).toBeTruthy();

    const before = await request.post('/api/admin/self/selfInfo', { headers: { Authorization: `Bearer ${token}` } });
    expect((await before.json()).code).toBe(200);

    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByText('Logout', { exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    const after = await request.post('/api/admin/self/selfInfo', { headers: { Authorization: `Bearer ${token}` } });
    expect((await after.json()).code).toBe(50008);
  });
});
