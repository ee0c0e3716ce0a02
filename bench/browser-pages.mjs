// What the browser benchmark does inside one page: first contentful paint of the login page, and the
// time from pressing "Login" until the signed-in page shows the expected text.

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
      document.addEventListener('click', () => { clickedAt = performance.now(); }, { capture: true, once: true });
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
  return page.evaluate((ms) => Promise.race([
    window.__benchSignIn,
    new Promise((_, reject) => setTimeout(() => reject(new Error(`signed-in page text not shown within ${ms} ms`)), ms)),
  ]), timeoutMs);
}

/**
 * One cold run in a new browser context (empty cache): loads `/login`, reads its first contentful
 * paint, then signs in and times it.
 */
export async function coldRun(browser, { url, username, password, readyText }) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    const page = await context.newPage();
    await page.goto(`${url}/login`, { waitUntil: 'load' });
    const fcp = await firstContentfulPaint(page);
    const requests = [];
    page.on('request', (request) => requests.push(`${request.resourceType()} ${new URL(request.url()).pathname}`));
    const signIn = await signInAndTime(page, username, password, readyText);
    return { fcp, signIn, requestsAfterSubmit: requests };
  } finally {
    await context.close();
  }
}
