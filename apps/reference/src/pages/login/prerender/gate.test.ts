import { createMemoryStorage } from '@backoffice/console-core';
import { prerenderToShow, runGate } from './gate';
import { PRERENDER } from './markers';

describe('prerenderToShow', () => {
  const show = (pathname: string, stored: Record<string, string> = {}) => prerenderToShow(pathname, createMemoryStorage(stored));

  it("shows the prerendered login to a signed-out visitor of '/' and '/login', in the stored language", () => {
    expect(show('/login')).toBe('en-US');
    expect(show('/')).toBe('en-US');
    expect(show('/login', { 'arco-locale': 'zh-CN' })).toBe('zh-CN');
    // A language the console does not have is read as the default, as the app reads it.
    expect(show('/login', { 'arco-locale': 'fr-FR' })).toBe('en-US');
  });

  it('shows nothing where React renders another page: another path, or a stored token', () => {
    expect(show('/dashboard/workplace')).toBeNull();
    expect(show('/login/')).toBeNull();
    expect(show('/mslogin')).toBeNull();
    expect(show('/login', { token: 'a-token' })).toBeNull();
    expect(show('/', { token: 'a-token' })).toBeNull();
  });

  it('shows nothing when stored settings change the look (dark theme, colour weak), and reads them as the app does', () => {
    expect(show('/login', { 'console-settings': JSON.stringify({ theme: 'dark' }) })).toBeNull();
    expect(show('/login', { 'console-settings': JSON.stringify({ colorWeak: true }) })).toBeNull();
    // Values the settings store ignores (wrong type, unreadable JSON) change nothing.
    expect(show('/login', { 'console-settings': JSON.stringify({ colorWeak: 'true', theme: 'light', menuWidth: 300 }) })).toBe('en-US');
    expect(show('/login', { 'console-settings': '{not json' })).toBe('en-US');
  });
});

describe('runGate', () => {
  const ASSETS = { 'data-entry': '/assets/index-1.js', 'data-modules': '/assets/runtime-2.js', 'data-styles': '/assets/index-3.css' };
  const gateScript = () => {
    const script = document.createElement('script');
    for (const [name, value] of Object.entries(ASSETS)) script.setAttribute(name, value);
    return script;
  };
  const links = (rel: string) =>
    [...document.head.querySelectorAll<HTMLLinkElement>(`link[rel="${rel}"]`)].map((l) => l.getAttribute('href'));
  const entryScript = () => document.head.querySelector('script[type="module"]');

  afterEach(() => {
    vi.unstubAllGlobals();
    document.head.innerHTML = '';
    document.body.innerHTML = '';
    document.documentElement.removeAttribute(PRERENDER.shownAttribute);
    document.documentElement.removeAttribute(PRERENDER.submitAttribute);
  });

  /** A browser's paint timing, reporting the first contentful paint when the test says so. */
  function fakePaintTiming(): () => void {
    let report = () => undefined as void;
    vi.stubGlobal(
      'PerformanceObserver',
      class {
        constructor(callback: (list: { getEntriesByName(name: string): unknown[] }) => void) {
          report = () => callback({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) });
        }
        observe() {}
        disconnect() {}
      },
    );
    return () => report();
  }

  it("names the prerendered page to show on <html>, and loads the app once that page's first paint is on screen", async () => {
    const paint = fakePaintTiming();
    runGate(document, gateScript(), createMemoryStorage({ 'arco-locale': 'zh-CN' }), '/login');
    expect(document.documentElement.getAttribute(PRERENDER.shownAttribute)).toBe('zh-CN');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(links('stylesheet')).toEqual([]);
    paint();
    await vi.waitFor(() => expect(links('stylesheet')).toEqual(['/assets/index-3.css']));
    expect(links('modulepreload')).toEqual(['/assets/index-1.js', '/assets/runtime-2.js']);
    // The entry runs once the app's styles are in: React never paints a frame without them.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(entryScript()).toBeNull();
    document.head.querySelector('link[rel="stylesheet"]')!.dispatchEvent(new Event('load'));
    await vi.waitFor(() => expect(entryScript()?.getAttribute('src')).toBe('/assets/index-1.js'));
  });

  it('loads the app after the next frame where the browser has no paint timing', async () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    runGate(document, gateScript(), createMemoryStorage(), '/login');
    await vi.waitFor(() => expect(links('stylesheet')).toEqual(['/assets/index-3.css']));
  });

  it('shows nothing to a signed-in user, removes the copy and loads the app at once', async () => {
    document.body.innerHTML = `<div id="${PRERENDER.id}"></div><div id="root"></div>`;
    runGate(document, gateScript(), createMemoryStorage({ token: 'a-token' }), '/');
    expect(document.documentElement.hasAttribute(PRERENDER.shownAttribute)).toBe(false);
    await vi.waitFor(() => expect(document.getElementById(PRERENDER.id)).toBeNull());
    expect(links('stylesheet')).toEqual(['/assets/index-3.css']);
    expect(links('modulepreload')).toEqual(['/assets/index-1.js', '/assets/runtime-2.js']);
    document.head.querySelector('link[rel="stylesheet"]')!.dispatchEvent(new Event('error'));
    await vi.waitFor(() => expect(entryScript()).not.toBeNull());
  });

  it("holds a submit of the prerendered form (it would send the password in the address) and notes it; other forms' are theirs", () => {
    document.body.innerHTML = `<div id="${PRERENDER.id}"><form><button type="submit">Login</button></form></div><form id="other"></form>`;
    runGate(document, null, createMemoryStorage(), '/login');
    const prerendered = new Event('submit', { bubbles: true, cancelable: true });
    document.querySelector(`#${PRERENDER.id} form`)!.dispatchEvent(prerendered);
    expect(prerendered.defaultPrevented).toBe(true);
    expect(document.documentElement.hasAttribute(PRERENDER.submitAttribute)).toBe(true);
    const other = new Event('submit', { bubbles: true, cancelable: true });
    let seen = false;
    document.getElementById('other')!.addEventListener('submit', (event) => {
      seen = !event.defaultPrevented;
      event.preventDefault();
    });
    document.getElementById('other')!.dispatchEvent(other);
    expect(seen).toBe(true);
  });
});
