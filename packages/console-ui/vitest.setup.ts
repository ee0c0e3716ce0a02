// Arco's CommonJS build is what vitest loads; its React 19 adapter must run before any Arco component.
import '@arco-design/web-react/lib/_util/react-19-adapter';
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import NProgress from 'nprogress';
import { PROGRESS_CONFIG } from '@backoffice/console-core';

// The layout shell, the 404 page and the notifier bridge load on demand (dynamic imports); on a busy machine
// the first one can take more than Testing Library's default second to arrive.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  // A bar a test left running is not the next test's (nprogress is one module-wide bar).
  NProgress.status = null;
  NProgress.remove();
});

// The files of a worker share one jsdom (vitest.react.ts: isolate off), and this setup runs before each file: each
// starts on a blank page, as a file of its own would, whatever the file before it left.
beforeAll(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  for (const element of [document.documentElement, document.body]) {
    for (const name of element.getAttributeNames()) element.removeAttribute(name);
  }
  document.body.replaceChildren();
  document.title = '';
  window.history.replaceState(null, '', '/');
});

// A file that leaves the frame or timer functions replaced (fake timers still on, or a global stubbed after
// `vi.useFakeTimers()`, whose putting back then restores the fake) would hang every later file of its worker that
// waits for a frame: such a file fails here, by name, and the real functions are put back. The first ones this
// worker saw are the real ones.
type TimingFunctions = Pick<typeof globalThis, 'requestAnimationFrame' | 'cancelAnimationFrame' | 'setTimeout' | 'clearTimeout'>;
const timingNames = ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout', 'clearTimeout'] as const;
const worker = globalThis as typeof globalThis & { realTimingFunctions?: TimingFunctions };
worker.realTimingFunctions ??= Object.fromEntries(timingNames.map((name) => [name, globalThis[name]])) as unknown as TimingFunctions;
afterAll(() => {
  const real = worker.realTimingFunctions!;
  const replaced = timingNames.filter((name) => globalThis[name] !== real[name]);
  if (replaced.length === 0) return;
  for (const name of replaced) Object.assign(globalThis, { [name]: real[name] });
  throw new Error(
    `this file left ${replaced.join(', ')} replaced: later files of the worker would wait for frames or timers that never come`,
  );
});

// The navigation progress bar (nprogress) removes its element on timers of its own after `done()` (a fade, then
// the removal); a file that ends before they fire would tear jsdom down under them ("document is not defined"
// after the run). Each `done()` is noted here, and a file's end waits until its timers have run and the bar's
// element is gone (its steps queue one after another, so on a busy machine that can take longer than two fades),
// for at most three seconds.
// The module (and so the wrapped `done`) is shared by the files of a worker: it is wrapped once.
const progress = NProgress as typeof NProgress & { settlesAt?: number };
if (progress.settlesAt === undefined) {
  progress.settlesAt = 0;
  const progressDone = NProgress.done.bind(NProgress);
  NProgress.done = (force?: boolean) => {
    progress.settlesAt = Date.now() + 2 * PROGRESS_CONFIG.speed + 50;
    return progressDone(force);
  };
}
afterAll(async () => {
  const giveUpAt = Date.now() + 3000;
  while (((progress.settlesAt ?? 0) > Date.now() || NProgress.isRendered()) && Date.now() < giveUpAt) {
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
});

// jsdom lacks these browser APIs that Arco's Grid, Table and Trigger use.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}
if (!('ResizeObserver' in window)) {
  (window as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
