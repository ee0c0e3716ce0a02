export { isPreloadable, lazyWithPreload, retryFailedLoads } from './lazyWithPreload';
export type { PreloadableComponent } from './lazyWithPreload';
