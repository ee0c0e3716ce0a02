// What the browser benchmark does inside one page: the login page's first contentful paint, largest
// contentful paint, layout shifts and the time its app's form is there, and the time from pressing "Login"
// until the signed-in page shows the expected text.

/** Launch options of Debian's Chromium, the same flags as e2e/playwright.config.ts. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** First contentful paint of the loaded page, in ms since navigation start. */
export function firstContentfulPaint(page) {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        new PerformanceObserver((list, observer) => {
          const entry = list.getEntries().find((e) => e.name === 'first-contentful-paint');
          if (entry) {
            observer.disconnect();
            resolve(entry.startTime);
          }
        }).observe({ type: 'paint', buffered: true });
      }),
  );
}

/**
 * Fills the login form, presses "Login" and returns the ms from the click until `readyText` is in the
 * document and the next frame has started (measured in the page, so the driver's polling adds nothing).
 */
export async function signInAndTime(page, username, password, readyText, timeoutMs = 30_000) {
  await page.getByPlaceholder('Username').fill(username);
  await page.getByPlaceholder('Password').fill(password);
  await page.evaluate((text) => {
    window.__benchSignIn = new Promise((resolve) => {
      let clickedAt = 0;
      document.addEventListener(
        'click',
        () => {
          clickedAt = performance.now();
          window.__benchClickedAt = clickedAt;
        },
        { capture: true, once: true },
      );
      const done = () => requestAnimationFrame(() => resolve(performance.now() - clickedAt));
      const observer = new MutationObserver(() => {
        if (clickedAt && document.body.textContent?.includes(text)) {
          observer.disconnect();
          done();
        }
      });
      observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    });
  }, readyText);
  await page.getByRole('button', { name: 'Login' }).click();
  return page.evaluate(
    (ms) =>
      Promise.race([
        window.__benchSignIn,
        new Promise((_, reject) => setTimeout(() => reject(new Error(`signed-in page text not shown within ${ms} ms`)), ms)),
      ]),
    timeoutMs,
  );
}

/**
 * What the page fetched from the click on "Login" until the signed-in page showed (`signInMs` after the
 * click), from the page's resource timing: `<initiator> <path> +<start>..<end> ms` relative to the click,
 * `..pending` when it had not finished by then. The waterfall says what waited on what.
 */
export function requestsSinceClick(page, signInMs) {
  return page.evaluate((until) => {
    const clickedAt = window.__benchClickedAt ?? 0;
    const ms = (t) => Math.round(t - clickedAt);
    return performance
      .getEntriesByType('resource')
      .filter((e) => e.startTime >= clickedAt && e.startTime <= clickedAt + until)
      .sort((a, b) => a.startTime - b.startTime)
      .map((e) => {
        const end = e.responseEnd > 0 && e.responseEnd <= clickedAt + until ? String(ms(e.responseEnd)) : 'pending';
        return `${e.initiatorType} ${new URL(e.name).pathname} +${ms(e.startTime)}..${end} ms`;
      });
  }, signInMs);
}

/**
 * The sign-in's phases from the page's resource timing, in ms: `beforeRequest` (click until the login
 * request started), `request` (its round trip) and `afterAnswer` (its answer until the greeting's frame).
 * Diagnostics only: the measured span stays click -> greeting painted.
 */
export function signInPhases(page, signInMs) {
  return page.evaluate((total) => {
    const clickedAt = window.__benchClickedAt ?? 0;
    const login = performance.getEntriesByType('resource').find((e) => e.name.includes('/land/login') && e.startTime >= clickedAt);
    if (!login) return undefined;
    return {
      beforeRequest: login.startTime - clickedAt,
      request: login.responseEnd - login.startTime,
      afterAnswer: total - (login.responseEnd - clickedAt),
    };
  }, signInMs);
}

/**
 * Installed before the page's own scripts: its largest contentful paint (`__benchLcp`, the last candidate),
 * the sum of its layout shifts not caused by input (`__benchCls`), and when the app's login form (a form in
 * #root, rendered by React; a prerendered copy is outside it) was first in the document (`__benchFormAt`).
 */
function watchLoginPage() {
  window.__benchCls = 0;
  new PerformanceObserver((list) => {
    const last = list.getEntries().at(-1);
    if (last) window.__benchLcp = last.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__benchCls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
  const formThere = () => {
    if (window.__benchFormAt === undefined && document.querySelector('#root form')) {
      window.__benchFormAt = performance.now();
      observer.disconnect();
    }
  };
  const observer = new MutationObserver(formThere);
  observer.observe(document, { childList: true, subtree: true });
}

/** Waits until the app's login form is there and its frame has been painted (two frames later). */
export async function waitForLoginForm(page) {
  await page.waitForFunction(() => document.querySelector('#root form') !== null);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/**
 * One cold run in a new browser context (empty cache): loads `/login`, reads its first contentful paint, its
 * largest contentful paint and layout shifts so far and when the app's form was there (before any input: an
 * input ends the largest-paint candidates), then signs in with the app's form and times it.
 */
export async function coldRun(browser, { url, username, password, readyText }) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    await context.addInitScript(watchLoginPage);
    const page = await context.newPage();
    await page.goto(`${url}/login`, { waitUntil: 'load' });
    const fcp = await firstContentfulPaint(page);
    await waitForLoginForm(page);
    const { lcp, cls, formAt } = await page.evaluate(() => ({
      lcp: window.__benchLcp,
      cls: window.__benchCls,
      formAt: window.__benchFormAt,
    }));
    const signIn = await signInAndTime(page, username, password, readyText);
    return {
      fcp,
      lcp,
      cls,
      formAt,
      signIn,
      phases: await signInPhases(page, signIn),
      requestsAfterSubmit: await requestsSinceClick(page, signIn),
    };
  } finally {
    await context.close();
  }
}
