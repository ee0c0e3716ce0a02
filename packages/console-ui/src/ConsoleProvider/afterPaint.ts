import { useEffect, useState } from 'react';

/**
 * Runs `run` once the current frame is painted (at the next frame, then in a task of its own), so work that
 * the first screen does not need does not delay its first paint. Answers a cancel function (an effect's
 * cleanup).
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
