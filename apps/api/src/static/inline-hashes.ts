import { createHash } from 'node:crypto';
import type { ConsoleFile } from './console-files.js';

/**
 * The Content-Security-Policy sources (`'sha256-…'`) that allow a page's own inline `<script>` and `<style>`
 * elements, and nothing else inline.
 *
 * @example
 * const hashes: InlineHashes = { scripts: ["'sha256-abc='"], styles: [] };
 */
export interface InlineHashes {
  scripts: string[];
  styles: string[];
}

const sourceOf = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const unique = (list: string[]) => [...new Set(list)];

/**
 * The hashes of an HTML page's inline scripts (`<script>` elements without `src`) and `<style>` elements, over
 * their text as the browser reads it, in the page's order.
 *
 * @example
 * inlineHashes('<script src="/a.js"></script><script>go()</script><style>p{margin:0}</style>');
 * // { scripts: ["'sha256-…'"], styles: ["'sha256-…'"] } (the external script needs none)
 */
export function inlineHashes(html: string): InlineHashes {
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)]
    .filter(([, attributes]) => !/\ssrc\s*=/i.test(attributes!))
    .map(([, , text]) => sourceOf(text!));
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi)].map(([, text]) => sourceOf(text!));
  return { scripts: unique(scripts), styles: unique(styles) };
}

/**
 * The inline hashes of the index.html among the built console's `files` (console-files.ts: the very page the
 * server serves; the reference app's carries its prerendered login page's gate script and critical stylesheet);
 * none when there is no console or no index.html.
 *
 * @example
 * installSecurityHeaders(app, { inline: consolePageHashes(consoleFilesIn(config.staticDir)) });
 */
export function consolePageHashes(files: ReadonlyMap<string, ConsoleFile> | undefined): InlineHashes {
  const index = files?.get('/index.html');
  return index ? inlineHashes(index.body.toString('utf8')) : { scripts: [], styles: [] };
}
