import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

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
 * The inline hashes of the built console's index.html in `dir`, read once at start like the console's files
 * (the reference app's index.html carries its prerendered login page's gate script and critical stylesheet);
 * none when there is no console there.
 *
 * @example
 * installSecurityHeaders(app, { inline: consolePageHashes(config.staticDir) });
 */
export function consolePageHashes(dir: string): InlineHashes {
  const index = path.join(dir, 'index.html');
  return fs.existsSync(index) ? inlineHashes(fs.readFileSync(index, 'utf8')) : { scripts: [], styles: [] };
}
