import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from './fixtures';

// What the accessibility spec checks on a page: axe-core's WCAG 2.0/2.1 A and AA rules find no critical or serious
// violation, and no field is named by its placeholder alone.

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING_IMPACTS = new Set(['critical', 'serious']);

/** Waits until no CSS transition or animation runs (a fading modal or an opening sub-menu would skew contrast). */
export async function settle(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
}

/** Opens `path` and waits for its data (the visible tab has content and nothing is loading). */
export async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('.bo-tab-view:visible')).not.toBeEmpty();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.bo-tab-view:visible .arco-spin-loading')).toHaveCount(0);
  await settle(page);
}

/** The critical and serious violations on the page: rule id, impact and help, then each element's selector. */
async function blockingViolations(page: Page, where: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
    .map(
      (violation) =>
        `${where}: ${violation.id} (${violation.impact}) ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`,
    );
}

/** Visible fields (inputs, text areas, selects) with no name but their placeholder: it goes when a value is there. */
async function fieldsNamedByPlaceholderOnly(page: Page, where: string): Promise<string[]> {
  const fields = await page.evaluate(() => {
    const named = (el: Element) => Boolean(el.getAttribute('aria-label') || el.getAttribute('aria-labelledby') || el.getAttribute('title'));
    return (
      [...document.querySelectorAll<HTMLElement>('input, textarea, [role="combobox"]')]
        .filter((el) => el.checkVisibility() && el.getAttribute('aria-hidden') !== 'true' && (el as HTMLInputElement).type !== 'hidden')
        // A select's own text box sits inside its combobox, which carries the name.
        .filter((el) => !(el.parentElement?.closest('[role="combobox"]') && named(el.parentElement.closest('[role="combobox"]')!)))
        .filter((el) => !(named(el) || el.closest('label') || (el.id && document.querySelector(`label[for="${CSS.escape(el.id)}"]`))))
        .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} placeholder="${el.getAttribute('placeholder') ?? ''}"`)
    );
  });
  return fields.map((field) => `${where}: field named by its placeholder only: ${field}`);
}

/** Every blocking finding on the page as it shows now, each line prefixed with `where`. */
export async function audit(page: Page, where: string): Promise<string[]> {
  return [...(await blockingViolations(page, where)), ...(await fieldsNamedByPlaceholderOnly(page, where))];
}
