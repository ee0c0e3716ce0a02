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
