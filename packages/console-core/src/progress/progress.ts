/**
 * Navigation progress bar settings (spec §2 guard rule 4 and §9): no spinner.
 * Shaped like NProgress's `configure` options.
 * @example
 * NProgress.configure(PROGRESS_CONFIG);
 */
export const PROGRESS_CONFIG = { minimum: 0.08, speed: 200, trickleSpeed: 800, showSpinner: false } as const;
