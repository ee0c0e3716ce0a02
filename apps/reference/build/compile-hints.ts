/**
 * V8's explicit compile hint (Chromium 136 and later): a script whose first line is this comment has all its
 * functions compiled as it loads (off the main thread while it streams in) rather than each on its first call.
 */
export const EAGER_COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * An `output.postBanner` (added after minification, so the comment stays the first line) that marks the
 * named chunks for eager compilation. For chunks whose code runs as a whole right after it is needed, and
 * that load before that: the signed-in chunk is preloaded on the login page, and rendering the first
 * signed-in screen calls most of its functions; compiled one by one during that render, they took about a
 * third of it. Other chunks stay lazily compiled (the login page's own script would paint later).
 *
 * @example
 * defineConfig({ build: { rolldownOptions: { output: { postBanner: eagerCompileBanner(['signed-in']) } } } });
 */
export function eagerCompileBanner(chunkNames: string[]): (chunk: { name: string }) => string {
  return (chunk) => (chunkNames.includes(chunk.name) ? EAGER_COMPILE_HINT : '');
}
