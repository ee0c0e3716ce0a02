import { useEffect, useState } from 'react';

/**
 * Runs `run` once the current frame is painted (at the next frame, then in a task of its own), so work that
 * the screen does not need does not delay its paint. Answers a cancel function (an effect's cleanup).
 *
 * @example
 * useEffect(() => afterPaint(() => void import('./later')), []);
 */
export function afterPaint(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(run, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * Resolves once the current frame is painted ({@link afterPaint}), or after `timeoutMs` when no frame comes (a
 * tab in the background runs no frames): a promise to hold other work back with, never for long.
 *
 * @example
 * client.holdRequests?.(painted());
 */
export function painted(timeoutMs = 100): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      cancel();
      resolve();
    }, timeoutMs);
    const cancel = afterPaint(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/** True when this browser reports paint timing and the page's first contentful paint has not been reported yet. */
function firstContentfulPaintPending(): boolean {
  if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) return false;
  return performance.getEntriesByName('first-contentful-paint').length === 0;
}

/**
 * Runs `run` once the page's first contentful paint is on screen (the browser's 'paint' entry, which comes
 * when the frame is presented, after its raster), or after `timeoutMs` when none comes (a page opened in
 * the background, a first screen without text). Work started right after the paint task (evaluating a
 * chunk, rendering a bridge) competes with that frame's raster for the CPU; started then, it is still far
 * ahead of any click. Once the page has painted, or where the browser reports no paint timing (jsdom), it
 * is {@link afterPaint}. Answers a cancel function (an effect's cleanup).
 *
 * @example
 * useEffect(() => afterFirstContentfulPaint(() => void preloadConsoleShell()), []);
 */
export function afterFirstContentfulPaint(run: () => void, timeoutMs = 1000): () => void {
  if (!firstContentfulPaintPending()) return afterPaint(run);
  let done = false;
  let task: ReturnType<typeof setTimeout> | undefined;
  const once = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    clearTimeout(deadline);
    task = setTimeout(run, 0);
  };
  const deadline = setTimeout(once, timeoutMs);
  const observer = new PerformanceObserver((list) => {
    if (list.getEntries().some((entry) => entry.name === 'first-contentful-paint')) once();
  });
  observer.observe({ type: 'paint', buffered: true });
  return () => {
    done = true;
    observer.disconnect();
    clearTimeout(deadline);
    clearTimeout(task);
  };
}

/**
 * False in the first render, true once that render is painted (see {@link afterPaint}): a component renders a
 * light first version (e.g. the layout's chrome right after signing in) and its full version right after.
 *
 * @example
 * const painted = useAfterPaint();
 * return painted ? <Menu /> : <div className="placeholder" />;
 */
export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => (painted ? undefined : afterPaint(() => setPainted(true))), [painted]);
  return painted;
}

/**
 * False until the page's first contentful paint is on screen (see {@link afterFirstContentfulPaint}), then
 * true: for parts of the app that no screen needs at first (a toast bridge, a preloaded button). With
 * `{ atOnceWhenShown: true }` it is true from the first render when that paint is behind us already (or the
 * browser reports no paint timing): for a light stand-in that only the page's very first screen needs.
 *
 * @example
 * const shown = useAfterFirstContentfulPaint();
 * return shown ? <LazyToastBridge /> : null;
 */
export function useAfterFirstContentfulPaint(options: { atOnceWhenShown?: boolean } = {}): boolean {
  const [shown, setShown] = useState(() => options.atOnceWhenShown === true && !firstContentfulPaintPending());
  useEffect(() => (shown ? undefined : afterFirstContentfulPaint(() => setShown(true))), [shown]);
  return shown;
}
