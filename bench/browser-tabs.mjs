// The cached-tab benchmark: with two tabs open in the console, switches between them N times by
// clicking the tab bar, counting network requests during the switches and checking that nothing
// remounts (the DOM nodes and an input's typed value survive), and times each switch.
import { signInAndTime, waitForLoginForm } from './browser-pages.mjs';
import { median, round } from './stats.mjs';

const TYPED = 'bench-typed-value';

/** Goes to `path` inside the single-page app without reloading it (as a router link does). */
function clientNavigate(page, path) {
  return page.evaluate((to) => {
    history.pushState({}, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: {} }));
  }, path);
}

/**
 * @param {import('playwright-core').Browser} browser
 * @param {{ url: string, username: string, password: string, readyText: string, firstTab: string, secondTab: string, switches: number }} options
 */
export async function measureCachedTabs(browser, options) {
  const { url, username, password, readyText, firstTab, secondTab, switches } = options;
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    const page = await context.newPage();
    await page.goto(`${url}/login`);
    await waitForLoginForm(page);
    await signInAndTime(page, username, password, readyText);
    await clientNavigate(page, secondTab);
    const view = (path) => `.bo-tab-view[data-tab="${path}"]`;
    const input = page.locator(`${view(secondTab)} input:not([type=hidden]):not([readonly])`).first();
    await input.waitFor({ state: 'visible', timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    await input.fill(TYPED);
    // Keep references to a node of each page and to the input: a remount would replace them.
    await page.evaluate(
      ({ first, second, typed }) => {
        const input = [...document.querySelectorAll(`.bo-tab-view[data-tab="${second}"] input`)].find((el) => el.value === typed);
        window.__benchNodes = {
          first: document.querySelector(`.bo-tab-view[data-tab="${first}"]`)?.firstElementChild,
          second: document.querySelector(`.bo-tab-view[data-tab="${second}"]`)?.firstElementChild,
          input,
        };
      },
      { first: firstTab, second: secondTab, typed: TYPED },
    );

    const requests = [];
    page.on('request', (request) => requests.push({ type: request.resourceType(), path: new URL(request.url()).pathname }));
    // Which of Chromium's own favicon checks its memory or disk cache answered (the others reached the server).
    const network = await page.context().newCDPSession(page);
    const faviconIds = new Set();
    const fromCache = new Set();
    network.on('Network.requestWillBeSent', ({ requestId, request }) => {
      if (new URL(request.url).pathname === '/favicon.svg') faviconIds.add(requestId);
    });
    network.on('Network.requestServedFromCache', ({ requestId }) => fromCache.add(requestId));
    network.on('Network.responseReceived', ({ requestId, response }) => {
      if (response.fromDiskCache) fromCache.add(requestId);
    });
    await network.send('Network.enable');
    const latencies = await page.evaluate(
      async ({ first, second, count }) => {
        const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));
        const times = [];
        for (let i = 0; i < count; i += 1) {
          const target = i % 2 === 0 ? first : second;
          const link = document.querySelector(`nav.bo-tabbar a[href="${target}"]`);
          if (!link) throw new Error(`no tab link for ${target}`);
          const node = document.querySelector(`.bo-tab-view[data-tab="${target}"]`);
          const started = performance.now();
          link.click();
          while (!node?.checkVisibility()) await new Promise((resolve) => setTimeout(resolve, 0));
          await frame();
          times.push(performance.now() - started);
          await frame();
        }
        return times;
      },
      { first: firstTab, second: secondTab, count: switches },
    );
    await page.waitForTimeout(500);
    const survived = await page.evaluate((typed) => {
      const nodes = window.__benchNodes ?? {};
      return {
        firstPageNode: Boolean(nodes.first?.isConnected),
        secondPageNode: Boolean(nodes.second?.isConnected),
        typedValue: Boolean(nodes.input?.isConnected && nodes.input.value === typed),
      };
    }, TYPED);
    return {
      tabs: [firstTab, secondTab],
      switches,
      // Requests the page made (API calls, chunks, ...) and those Chromium made by itself (the favicon,
      // re-checked on every same-document navigation), kept apart.
      requests: requests.filter((r) => r.path !== '/favicon.svg').length,
      requestList: [...new Set(requests.filter((r) => r.path !== '/favicon.svg').map((r) => `${r.type} ${r.path}`))],
      faviconRequests: requests.filter((r) => r.path === '/favicon.svg').length,
      faviconFromServer: [...faviconIds].filter((id) => !fromCache.has(id)).length,
      remounts: Object.values(survived).filter((ok) => !ok).length,
      survived,
      switchMedianMs: round(median(latencies)),
      switchMaxMs: round(Math.max(...latencies)),
    };
  } finally {
    await context.close();
  }
}
