/**
 * Navigation progress bar settings, without a spinner (docs/behaviour.md#25-navigation-guard rule 4, docs/behaviour.md#9-constants-and-limits).
 * Shaped like NProgress's `configure` options.
 * @example
 * NProgress.configure(PROGRESS_CONFIG);
 */
export const PROGRESS_CONFIG = { minimum: 0.08, speed: 200, trickleSpeed: 800, showSpinner: false } as const;
