import type { Locale } from '@backoffice/console-core';

/**
 * The names the prerendered login page, its gate and its takeover agree on. index.html's body holds
 * `<div id="bo-prerender">` with one `<div class="bo-prerender__page" data-locale="…">` per language; the gate
 * names the one to show in `data-prerender` on `<html>` (absent: none shows); a submit of the prerendered form
 * before React took over leaves `data-prerender-submit` on `<html>`.
 *
 * @example
 * document.getElementById(PRERENDER.id)?.remove();
 */
export const PRERENDER = {
  id: 'bo-prerender',
  pageClass: 'bo-prerender__page',
  localeAttribute: 'data-locale',
  shownAttribute: 'data-prerender',
  submitAttribute: 'data-prerender-submit',
} as const;

/**
 * The id an element of the prerendered page gets in place of `id` (so that neither the other language's copy
 * nor the page React renders beside it has the same id).
 *
 * @example
 * prerenderedId('zh-CN', 'username_input'); // 'bo-prerender-zh-CN-username_input'
 */
export function prerenderedId(locale: Locale, id: string): string {
  return `${PRERENDER.id}-${locale}-${id}`;
}

/**
 * The stylesheet that shows the gate's choice of prerendered page and nothing else (before the gate has run,
 * or when it chose none, no prerendered page shows).
 *
 * @example
 * prerenderVisibilityCss(['en-US', 'zh-CN']);
 */
export function prerenderVisibilityCss(locales: readonly Locale[]): string {
  const shown = locales.map(
    (locale) => `html[${PRERENDER.shownAttribute}="${locale}"] .${PRERENDER.pageClass}[${PRERENDER.localeAttribute}="${locale}"]`,
  );
  return `.${PRERENDER.pageClass}{display:none}${shown.join(',')}{display:block}`;
}
