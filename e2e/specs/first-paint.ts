// What the login page's first-paint tests watch in the page: each animation frame's content and the layout shifts,
// recorded by an init script from the document's start; and a hold on the app's entry script, to see the page as
// it is before any of the app's JavaScript runs.
import type { APIRequestContext, Page } from './fixtures';

/** One animation frame: what it is about to paint. */
export interface FrameSample {
  at: number;
  /** A login form (one with a password field) is on screen. */
  loginForm: boolean;
  /** That form is index.html's prerendered copy (React has not taken over yet). */
  prerendered: boolean;
  /** Part of a prerendered page is on screen without its whole form (a frame painted halfway through parsing). */
  partial: boolean;
  /** The signed-in layout is on screen. */
  signedIn: boolean;
}

/** A layout shift the browser reported. */
export interface Shift {
  value: number;
  at: number;
  hadRecentInput: boolean;
}

declare global {
  interface Window {
    __frames: FrameSample[];
    __shifts: Shift[];
  }
}

/** Installed before the page's own scripts: samples every frame and collects the layout shifts. */
function watchFrames(): void {
  window.__frames = [];
  window.__shifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
      window.__shifts.push({ value: entry.value, at: entry.startTime, hadRecentInput: entry.hadRecentInput });
    }
  }).observe({ type: 'layout-shift', buffered: true });
  const onScreen = (element: Element | null) => element !== null && element.getClientRects().length > 0;
  // A whole login form: its password field and its submit button are there and on screen.
  const whole = (f: Element) =>
    onScreen(f) && onScreen(f.querySelector('input[type="password"]')) && onScreen(f.querySelector('button[type="submit"]'));
  const sample = () => {
    const form = [...document.querySelectorAll('form')].find(whole) ?? null;
    const copy = [...document.querySelectorAll('.bo-prerender__page')].find(onScreen);
    window.__frames.push({
      at: performance.now(),
      loginForm: form !== null,
      prerendered: form?.closest('#bo-prerender') != null,
      partial: copy !== undefined && !copy.contains(form),
      signedIn: onScreen(document.querySelector('.bo-layout')),
    });
    requestAnimationFrame(sample);
  };
  requestAnimationFrame(sample);
}

/** Starts recording frames and layout shifts in every document `page` opens from now on. */
export async function recordFrames(page: Page): Promise<void> {
  await page.addInitScript(watchFrames);
}

/** The frames and layout shifts recorded so far in the current document. */
export async function recorded(page: Page): Promise<{ frames: FrameSample[]; shifts: Shift[] }> {
  return page.evaluate(() => ({ frames: window.__frames, shifts: window.__shifts }));
}

/** The app's entry script as index.html names it (on the gate's script). */
export async function entryScriptPath(request: APIRequestContext): Promise<string> {
  const html = await (await request.get('/login')).text();
  const entry = /data-entry="([^"]+)"/.exec(html)?.[1];
  if (!entry) throw new Error('index.html names no entry script (data-entry)');
  return entry;
}

/**
 * Holds the app's entry script (a static file: it is fetched from the server once released) so that the page
 * shows what it shows before any of the app's JavaScript runs. Answers the release.
 */
export async function holdEntryScript(page: Page, request: APIRequestContext): Promise<() => void> {
  const entry = await entryScriptPath(request);
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === entry,
    async (route) => {
      await released;
      await route.continue();
    },
  );
  return release;
}
