import { lazy } from 'react';
import type { PageComponent } from '@backoffice/console-ui';

/**
 * Every page folder's entry, loaded on demand. A server menu node's `component` ('dashboard/workplace')
 * names the folder `pages/dashboard/workplace/`, whose `index.tsx` default-exports the page.
 */
const pageModules = import.meta.glob<{ default: PageComponent }>('./*/*/index.tsx');

const cache = new Map<string, PageComponent>();
const Unavailable = lazy(() => import('./unavailable/UnavailablePage'));

/**
 * Finds the page of a menu node's component path. A component the server names but this build does not
 * have shows the 'not available' page rather than a blank tab.
 *
 * @example
 * resolvePage('setting/role'); // lazy(() => import('./setting/role/index.tsx'))
 */
export function resolvePage(component: string): PageComponent | undefined {
  const key = `./${component.replace(/^\/+|\/+$/g, '')}/index.tsx`;
  const cached = cache.get(key);
  if (cached) return cached;
  const load = pageModules[key];
  const page = load ? lazy(load) : Unavailable;
  cache.set(key, page);
  return page;
}

/** The component paths this build has pages for. */
export const availablePages = Object.keys(pageModules).map((key) => key.slice(2, -'/index.tsx'.length));
