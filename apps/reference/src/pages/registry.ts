import type { ComponentType } from 'react';
import { LOCALES, type ConsoleI18n } from '@backoffice/console-core';
import { lazyWithPreload, type PreloadableComponent, type ResolvePage } from '@backoffice/console-ui';

/**
 * Every page folder's entry, loaded on demand. A server menu node's `component` ('dashboard/workplace')
 * names the folder `pages/dashboard/workplace/`, whose `index.tsx` default-exports the page.
 */
const pageModules = import.meta.glob<{ default: ComponentType }>('./*/*/index.tsx');

/** The component paths this build has pages for. */
export const availablePages = Object.keys(pageModules).map((key) => key.slice(2, -'/index.tsx'.length));

/**
 * The URL of every page folder ('setting/role' -> '/setting/role'): the pages this console has, whether or not a
 * user's menu gives them. A signed-in user who opens one their menu lacks sees the 403 page, not "Page Not Found".
 */
export const knownPages = availablePages.map((component) => `/${component}`);

/** What {@link createPageResolver} answers. */
export interface PageResolver {
  /** The page of a menu node's component path (the 'not available' page when this build has none). */
  resolvePage: ResolvePage;
  /** Starts loading a page and the page strings ahead of time (e.g. the dashboard while on the login page). */
  preloadPage(component: string): Promise<void>;
}

/**
 * Finds pages by component path and loads them on demand. The pages' strings (every page's messages, one
 * small chunk) load with the first page and are added to the console's i18n before it renders, so the
 * login page's first load carries none of them. A page preloaded with `preloadPage` renders at once when
 * it is shown (no Suspense fallback and its wait).
 *
 * @example
 * const { resolvePage } = createPageResolver(bundle.i18n);
 * resolvePage('setting/role'); // lazyWithPreload(() => import('./setting/role/index.tsx'))
 */
export function createPageResolver(i18n: ConsoleI18n): PageResolver {
  let messages: Promise<void> | undefined;
  const loadMessages = (): Promise<void> => {
    messages ??= import('./messages').then(
      ({ pageMessages }) => {
        for (const set of pageMessages) {
          for (const locale of LOCALES) i18n.i18n.addResourceBundle(locale, 'translation', set[locale], true, true);
        }
      },
      (error: unknown) => {
        messages = undefined; // tried again with the next page
        throw error;
      },
    );
    return messages;
  };
  const loaderOf = (component: string) => {
    const load = pageModules[`./${component.replace(/^\/+|\/+$/g, '')}/index.tsx`] ?? (() => import('./unavailable/UnavailablePage'));
    return () => Promise.all([load(), loadMessages()]).then(([module]) => module);
  };
  const cache = new Map<string, PreloadableComponent>();
  const pageOf = (component: string): PreloadableComponent => {
    let page = cache.get(component);
    if (!page) {
      page = lazyWithPreload(loaderOf(component));
      cache.set(component, page);
    }
    return page;
  };
  return {
    resolvePage: pageOf,
    async preloadPage(component) {
      await pageOf(component).preload();
    },
  };
}
