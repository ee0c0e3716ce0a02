/** The files Vite's index.html loads for the app: its entry module, the modules it preloads, its stylesheets. */
export interface AppTags {
  entry: string;
  modules: string[];
  styles: string[];
}

const ENTRY = /\s*<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/g;
const MODULE_PRELOAD = /\s*<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>/g;
const STYLESHEET = /\s*<link rel="stylesheet"[^>]*\shref="([^"]+)"[^>]*>/g;

/**
 * The app's tags in Vite's built index.html (one entry module), and the page without them.
 *
 * @example
 * const { tags, html } = takeAppTags(indexHtml); // tags.entry: '/assets/index-BqIkmrMj.js'
 */
export function takeAppTags(indexHtml: string): { tags: AppTags; html: string } {
  const take = (pattern: RegExp, page: string) => {
    const found = [...page.matchAll(pattern)].map((match) => match[1]!);
    return { found, rest: page.replace(pattern, '') };
  };
  const entries = take(ENTRY, indexHtml);
  if (entries.found.length !== 1) throw new Error(`prerender-login: index.html has ${entries.found.length} module scripts, expected 1`);
  const modules = take(MODULE_PRELOAD, entries.rest);
  const styles = take(STYLESHEET, modules.rest);
  return { tags: { entry: entries.found[0]!, modules: modules.found, styles: styles.found }, html: styles.rest };
}

/** The id of the (inert) element after the markup, which the first paint waits for. */
export const MARKUP_END = 'prerender-end';

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** `text` as the content of an inline `<script>` or `<style>`: refused if it would end the element early. */
function inline(text: string, element: 'script' | 'style'): string {
  if (new RegExp(`</${element}|<!--`, 'i').test(text)) throw new Error(`prerender-login: the inline ${element} holds </${element} or <!--`);
  return text;
}

/**
 * index.html with the prerendered page: in `<head>`, the gate as an inline script (naming the app's files, which
 * it loads) and the critical stylesheet as an inline `<style>`, so that the first paint waits for no request
 * but the page's (the server's Content-Security-Policy allows both by their hash); the prerendered markup
 * first in `<body>`, and no frame before it is all parsed (`<link rel="expect" blocking="render">`).
 *
 * @example
 * withPrerender(html, { gate: 'gateMain()', criticalCss: '.a{color:red}', markup: '<div id="bo-prerender">…</div>', tags });
 */
export function withPrerender(
  html: string,
  { gate, criticalCss, markup, tags }: { gate: string; criticalCss: string; markup: string; tags: AppTags },
): string {
  const gateTag =
    `<script data-entry="${attribute(tags.entry)}" data-modules="${attribute(tags.modules.join(' '))}"` +
    ` data-styles="${attribute(tags.styles.join(' '))}">${inline(gate, 'script')}</script>`;
  // No frame until the whole markup is parsed (the parser may yield halfway, and a frame would show the top of
  // the page, which then moves as the rest arrives): the end marker after it is what the first paint expects.
  const blocking = `<link rel="expect" href="#${MARKUP_END}" blocking="render">`;
  const head = `    ${gateTag}\n    <style>${inline(criticalCss, 'style')}</style>\n    ${blocking}\n  </head>`;
  if (!html.includes('</head>') || !/<body[^>]*>/.test(html)) throw new Error('prerender-login: index.html has no </head> or <body>');
  const end = `<template id="${MARKUP_END}"></template>`;
  return html.replace(/\s*<\/head>/, () => `\n${head}`).replace(/<body[^>]*>/, (body) => `${body}\n    ${markup}${end}`);
}
