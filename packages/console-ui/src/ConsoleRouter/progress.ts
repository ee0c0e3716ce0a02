import NProgress from 'nprogress';
import { PROGRESS_CONFIG } from '@backoffice/console-core';

let configured = false;

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
    if (NProgress.isStarted()) NProgress.done();
  },
};
