import NProgress from 'nprogress';
import { PROGRESS_CONFIG } from '@backoffice/console-core';

let configured = false;
/** When the bar's fade-out after the latest `done()` has run its course (epoch ms): nprogress fades, then removes. */
let settlesAt = 0;

/**
 * The navigation progress bar (nprogress configured from core's PROGRESS_CONFIG: no spinner).
 *
 * @example
 * progress.start(); await guard(target); progress.done();
 */
export const progress = {
  start(): void {
    if (!configured) {
      NProgress.configure({ ...PROGRESS_CONFIG });
      configured = true;
    }
    NProgress.start();
  },
  done(): void {
    if (!NProgress.isStarted()) return;
    NProgress.done();
    settlesAt = Date.now() + 2 * PROGRESS_CONFIG.speed + 50;
  },
  /** When the bar's own timers after the latest `done()` have all run (epoch ms); a test waits for it before jsdom goes. */
  settlesAt(): number {
    return settlesAt;
  },
};
