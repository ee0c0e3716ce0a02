/**
 * Runs `run` once the page's first contentful paint is on screen (the browser's 'paint' entry), or after
 * `timeoutMs` when none comes (a page opened in the background). Work started earlier competes with that
 * first paint for the CPU (evaluating a big chunk, say); started then, it is still far ahead of any click.
 * Answers a cancel function (an effect's cleanup).
 *
 * @example
 * useEffect(() => afterFirstContentfulPaint(() => void preloadConsoleShell()), []);
 */
export function afterFirstContentfulPaint(run: () => void, timeoutMs = 1000): () => void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    observer?.disconnect();
    window.clearTimeout(timer);
    run();
  };
  const timer = window.setTimeout(once, timeoutMs);
  let observer: PerformanceObserver | undefined;
  try {
    observer = new PerformanceObserver((list) => {
      if (list.getEntries().some((entry) => entry.name === 'first-contentful-paint')) once();
    });
    observer.observe({ type: 'paint', buffered: true });
  } catch {
    // No paint timing in this browser: the timeout runs it.
  }
  return () => {
    done = true;
    observer?.disconnect();
    window.clearTimeout(timer);
  };
}
