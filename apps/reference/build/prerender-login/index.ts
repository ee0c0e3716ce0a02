import type { Plugin, Rollup } from 'vite';
import { classicScript, runInNode, type SourceSetup } from './node-builds';
import { criticalCss, classesIn } from './critical-css';
import { takeAppTags, withPrerender } from './index-html';

/** Options of {@link prerenderLogin}, paths relative to the app's root. */
export interface PrerenderLoginOptions {
  /** A module exporting `renderPrerender(): { html, css }`: the page's markup and a stylesheet of its own. */
  render: string;
  /** The gate's entry: a script run in `<head>` that shows the markup (or not) and loads the app's files. */
  gate: string;
  /** Selectors of the app's CSS that never apply while the markup shows (e.g. a theme the gate hides it in). */
  excludeSelectors?: RegExp[];
}

/** What the nested builds give: the prerendered markup, its own styles, the gate's code. */
interface Prerendered {
  html: string;
  css: string;
  gate: string;
}

/** The text of an asset or chunk of the bundle. */
function textOf(file: Rollup.OutputAsset | Rollup.OutputChunk | undefined): string {
  if (!file) return '';
  if (file.type === 'chunk') return file.code;
  return typeof file.source === 'string' ? file.source : new TextDecoder().decode(file.source);
}

/**
 * Paints the login page before its script (issue 40): at build time, renders the page with react-dom/server from
 * the app's own components (`render`) into index.html's body; its critical stylesheet (the rules of the entry's
 * CSS that may apply to that markup, plus the markup's own) replaces the entry's stylesheet in `<head>`, inline;
 * the entry's script, preloads and stylesheet are no longer tags but named on the gate (`gate`, built into an
 * inline classic script), which shows the markup only where React will render the same page, and loads them
 * once it is painted. The server allows the two inline elements by their hashes (apps/api's
 * static/inline-hashes.ts). Build only: `vite dev` serves index.html as it is.
 *
 * @example
 * defineConfig({ plugins: [react(), prerenderLogin({ render: 'src/pages/login/prerender/renderLoginPage.tsx', gate: 'src/pages/login/prerender/gate-script.ts' })] });
 */
export function prerenderLogin(options: PrerenderLoginOptions): Plugin {
  let setup: SourceSetup | undefined;
  let base = '/';
  let prerendered: Promise<Prerendered> | undefined;
  return {
    name: 'backoffice:prerender-login',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      setup = { root: config.root, alias: config.resolve.alias };
      base = config.base;
    },
    buildStart() {
      // Built beside the app (not after it): two small builds of their own.
      const nested = setup!;
      prerendered = Promise.all([
        runInNode<{ html: string; css: string }>(nested, options.render, 'renderPrerender'),
        classicScript(nested, options.gate),
      ]).then(([page, gate]) => ({ ...page, gate }));
      // Awaited in generateBundle; a failure must not surface earlier as an unhandled rejection.
      prerendered.catch(() => undefined);
    },
    async generateBundle(_, bundle) {
      const index = bundle['index.html'];
      if (!index || index.type !== 'asset')
        throw new Error('prerender-login: the bundle has no index.html (is the plugin after vite:build-html?)');
      const page = await prerendered!;
      const { tags, html } = takeAppTags(textOf(index));
      const fileOf = (url: string) => bundle[url.startsWith(base) ? url.slice(base.length) : url];
      const appCss = tags.styles.map((url) => textOf(fileOf(url))).join('');
      const critical = page.css + criticalCss(appCss, classesIn(page.html), options.excludeSelectors);
      index.source = withPrerender(html, { gate: page.gate.trim(), criticalCss: critical, markup: page.html, tags });
    },
  };
}
