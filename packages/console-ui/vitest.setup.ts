// Arco's CommonJS build is what vitest loads; its React 19 adapter must run before any Arco component.
import '@arco-design/web-react/lib/_util/react-19-adapter';
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';

// The layout shell, the 404 page and the notifier bridge load on demand (dynamic imports); on a busy machine
// the first one can take more than Testing Library's default second to arrive.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

// The navigation progress bar (nprogress) removes its element on timers of its own after `done()`; a file that ends
// before they fire would tear jsdom down under them ("document is not defined" after the run). Wait for it to go.
afterAll(async () => {
  await vi.waitFor(
    () => {
      if (document.getElementById('nprogress')) throw new Error('the progress bar is still fading out');
    },
    { timeout: 5000, interval: 50 },
  );
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
