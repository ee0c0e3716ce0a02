export { isPreloadable, lazyWithPreload } from './lazyWithPreload';
export type { PreloadableComponent } from './lazyWithPreload';
