// The `test` every spec uses: Playwright's, plus a watch on every page a test opens (its own `page` and
// pages of contexts it makes with `browser.newContext()`). A test fails when a page logs a console error,
// throws an uncaught error, or reports a Content-Security-Policy violation: the server sends the console's
// strict policy, so this proves the console runs under it. Refusals the console handles (a 4xx answer that
// Chromium logs as "Failed to load resource") are expected; a test that provokes other errors on purpose
// names them in `allowedConsoleErrors` (one pattern; an array would read as a fixture tuple in `test.use`).
import { expect, test as base, type BrowserContext, type Page } from '@playwright/test';

export { expect };
export type { APIRequestContext, Browser, BrowserContext, Locator, Page } from '@playwright/test';

/** Reports each securitypolicyviolation event as a console error the watch below collects. */
const REPORT_CSP_VIOLATIONS = `document.addEventListener('securitypolicyviolation', (event) => {
  console.error('[csp-violation] ' + event.effectiveDirective + ' blocked ' + (event.blockedURI || 'inline') + ' at ' + event.sourceFile + ':' + event.lineNumber);
});`;

/** Chromium's log line for an answer with a 4xx status: the console shows the envelope's message instead. */
const HANDLED_REFUSAL = /^Failed to load resource: the server responded with a status of 4\d\d/;

interface PageWatchOptions {
  /** Console errors this test provokes on purpose (e.g. a stopped server); everything else fails the test. */
  allowedConsoleErrors: RegExp | undefined;
}

async function watchContext(context: BrowserContext, problems: string[], allowed: (text: string) => boolean): Promise<void> {
  await context.addInitScript(REPORT_CSP_VIOLATIONS);
  const watchPage = (page: Page) => {
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const text = message.text();
      if (HANDLED_REFUSAL.test(text) || allowed(text)) return;
      problems.push(`console error on ${page.url()}: ${text}`);
    });
    page.on('pageerror', (error) => {
      if (allowed(error.message)) return;
      problems.push(`uncaught error on ${page.url()}: ${error.message}`);
    });
  };
  context.pages().forEach(watchPage);
  context.on('page', watchPage);
}

export const test = base.extend<PageWatchOptions & { pageWatch: void }>({
  allowedConsoleErrors: [undefined, { option: true }],
  pageWatch: [
    async ({ context, browser, allowedConsoleErrors }, use) => {
      const problems: string[] = [];
      const allowed = (text: string) => allowedConsoleErrors?.test(text) ?? false;
      await watchContext(context, problems, allowed);
      // Contexts a test makes itself (a second user's browser) are watched too.
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args) => {
        const made = await newContext(...args);
        await watchContext(made, problems, allowed);
        return made;
      };
      try {
        await use();
      } finally {
        browser.newContext = newContext;
      }
      expect(problems, 'console errors, uncaught errors or CSP violations').toEqual([]);
    },
    { auto: true },
  ],
});
