import {
  browserStorage,
  getToken,
  readJson,
  readStoredLocale,
  STORAGE_KEYS,
  type KeyValueStorage,
  type Locale,
} from '@backoffice/console-core';
import { PRERENDER } from './markers';

/**
 * The app's files, as build/prerender-login writes them on the gate's `<script>`: the entry module
 * (`data-entry`), the modules it imports (`data-modules`) and its stylesheets (`data-styles`), space-separated.
 *
 * @example
 * const assets: AppAssets = { entry: '/assets/index-1.js', modules: ['/assets/runtime-2.js'], styles: ['/assets/index-3.css'] };
 */
export interface AppAssets {
  entry: string;
  modules: string[];
  styles: string[];
}

/** Paths where the router shows the login page to a signed-out visitor ('/' redirects there). */
const LOGIN_PATHS = ['/', '/login'];

/**
 * The language of the prerendered login page to show, or null when it is not what React will render: a path
 * other than '/' and '/login', a stored token (signed in), or stored settings that change the page's look (the
 * dark theme, colour-weak mode; see applySettingsToBody). The language is the app's: the stored one, else en-US.
 *
 * @example
 * prerenderToShow('/login', createMemoryStorage({ 'arco-locale': 'zh-CN' })); // 'zh-CN'
 * prerenderToShow('/login', createMemoryStorage({ token: 't' })); // null
 */
export function prerenderToShow(pathname: string, storage: KeyValueStorage): Locale | null {
  if (!LOGIN_PATHS.includes(pathname) || getToken(storage) !== null) return null;
  const settings = readJson<{ theme?: unknown; colorWeak?: unknown } | null>(storage, STORAGE_KEYS.settings);
  if (settings?.theme === 'dark' || settings?.colorWeak === true) return null;
  return readStoredLocale(storage);
}

/**
 * The app's files named on the gate's script element (null without `data-entry`).
 *
 * @example
 * readAssets(document.currentScript); // { entry: '/assets/index-1.js', modules: [...], styles: [...] }
 */
export function readAssets(script: HTMLOrSVGScriptElement | null): AppAssets | null {
  const list = (name: string) => (script?.getAttribute(name) ?? '').split(' ').filter(Boolean);
  const entry = script?.getAttribute('data-entry');
  return entry ? { entry, modules: list('data-modules'), styles: list('data-styles') } : null;
}

function addLink(doc: Document, rel: string, href: string): HTMLLinkElement {
  const link = doc.createElement('link');
  link.rel = rel;
  link.href = href;
  // As Vite writes them: module scripts and their preloads share one request in the same mode.
  link.crossOrigin = '';
  doc.head.appendChild(link);
  return link;
}

const loaded = (link: HTMLLinkElement) =>
  new Promise<void>((resolve) => {
    link.onload = link.onerror = () => resolve();
  });

const parsed = (doc: Document) =>
  new Promise<void>((resolve) => {
    if (doc.readyState !== 'loading') resolve();
    else doc.addEventListener('DOMContentLoaded', () => resolve(), { once: true });
  });

/**
 * Loads the app: its stylesheets and module preloads at once, its entry script once the stylesheets are in and
 * the document is parsed (so React never renders a frame without the app's styles, and finds #root).
 *
 * @example
 * loadApp(document, { entry: '/assets/index-1.js', modules: [], styles: ['/assets/index-3.css'] });
 */
export function loadApp(doc: Document, assets: AppAssets): Promise<void> {
  const styles = assets.styles.map((href) => loaded(addLink(doc, 'stylesheet', href)));
  for (const href of [assets.entry, ...assets.modules]) addLink(doc, 'modulepreload', href);
  return Promise.all([...styles, parsed(doc)]).then(() => {
    const script = doc.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = assets.entry;
    doc.head.appendChild(script);
  });
}

/**
 * Runs `run` once the page's first contentful paint is on screen, its raster done (not as soon as its frame is
 * committed: the app's script would compete with that raster for the CPU, and the paint would come later), or
 * after a second without one (a page opened in the background). console-ui's afterFirstContentfulPaint does the
 * same for the app; the gate, inline in index.html, stays a few lines of its own.
 */
function afterFirstPaint(view: Window, run: () => void): void {
  let done = false;
  const once = () => {
    if (!done) view.setTimeout(run, 0);
    done = true;
  };
  view.setTimeout(once, 1000);
  try {
    const painted = (list: PerformanceObserverEntryList) => list.getEntriesByName('first-contentful-paint').length > 0;
    new PerformanceObserver((list) => painted(list) && once()).observe({ type: 'paint', buffered: true });
  } catch {
    // No paint timing here: after the next frame.
    view.requestAnimationFrame(() => view.setTimeout(once, 0));
  }
}

/**
 * Keeps a submit of the prerendered form (Enter, the Login button) from leaving the page as a GET with the
 * password in the address; it is marked on `<html>`, and the takeover submits React's form in its place.
 */
function holdPrerenderedSubmits(doc: Document): void {
  doc.addEventListener(
    'submit',
    (event) => {
      const form = event.target as Element | null;
      if (!form?.closest?.(`#${PRERENDER.id}`)) return;
      event.preventDefault();
      doc.documentElement.setAttribute(PRERENDER.submitAttribute, '');
    },
    true,
  );
}

/**
 * The gate, run by the inline script in index.html's `<head>` before the body is parsed: shows the prerendered
 * login page in the right language when that is what React will render, else removes it; and
 * loads the app: right away when the page shows nothing yet, once the prerendered page's first paint is on
 * screen otherwise (a module already loaded would run, and React render, before that paint).
 *
 * @example
 * runGate(document, document.currentScript, browserStorage(), location.pathname);
 */
export function runGate(doc: Document, script: HTMLOrSVGScriptElement | null, storage: KeyValueStorage, pathname: string): void {
  const shown = prerenderToShow(pathname, storage);
  const assets = readAssets(script);
  if (shown) {
    doc.documentElement.setAttribute(PRERENDER.shownAttribute, shown);
    holdPrerenderedSubmits(doc);
  }
  // A copy that will not show leaves the document once it is parsed (React never takes it over).
  else void parsed(doc).then(() => doc.getElementById(PRERENDER.id)?.remove());
  if (!assets) return;
  if (shown) void parsed(doc).then(() => afterFirstPaint(doc.defaultView!, () => void loadApp(doc, assets)));
  else void loadApp(doc, assets);
}

/**
 * The built gate script's body (see build/prerender-login).
 *
 * @example
 * gateMain();
 */
export function gateMain(): void {
  runGate(document, document.currentScript, browserStorage(), location.pathname);
}
