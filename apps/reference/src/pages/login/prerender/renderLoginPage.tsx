// Runs at build time only, in Node (build/prerender-login bundles it for the server and calls `renderPrerender`):
// the login page from the app's own components, once per language, for index.html.
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { createMemoryStorage, LOCALES, STORAGE_KEYS, type Locale } from '@backoffice/console-core';
import { ConsoleProvider } from '@backoffice/console-ui';
import { createReferenceConsole } from '../../../app/console';
import { LoginPage } from '../LoginPage';
import { PRERENDER, prerenderedId, prerenderVisibilityCss } from './markers';

/** Attributes that hold an element id, or a list of them. */
const ID_ATTRIBUTES = /\s(id|for|aria-(?:labelledby|describedby|controls|owns|activedescendant|errormessage))="([^"]*)"/g;

/**
 * The login page as React renders it at /login for a signed-out visitor whose stored language is `locale`
 * (a new console bundle on a memory storage, so nothing of the build machine's leaks in), with its element
 * ids made its own (see {@link prerenderedId}).
 *
 * @example
 * renderLoginPage('zh-CN'); // '<div class="ref-login">…登录 Backoffice Console…</div>'
 */
export function renderLoginPage(locale: Locale): string {
  const bundle = createReferenceConsole({ storage: createMemoryStorage({ [STORAGE_KEYS.locale]: locale }) });
  const html = renderToString(
    <MemoryRouter initialEntries={['/login']}>
      <ConsoleProvider console={bundle}>
        <LoginPage />
      </ConsoleProvider>
    </MemoryRouter>,
  );
  return html.replace(ID_ATTRIBUTES, (_, name: string, ids: string) => {
    const own = ids
      .split(' ')
      .filter(Boolean)
      .map((id) => prerenderedId(locale, id));
    return ` ${name}="${own.join(' ')}"`;
  });
}

/**
 * What build/prerender-login puts into index.html: the body's prerendered login page in every language
 * (`html`, hidden until the gate picks one) and the stylesheet that shows the gate's pick (`css`).
 *
 * @example
 * const { html, css } = renderPrerender();
 */
export function renderPrerender(): { html: string; css: string } {
  const pages = LOCALES.map(
    (locale) =>
      `<div class="${PRERENDER.pageClass}" ${PRERENDER.localeAttribute}="${locale}" lang="${locale}">${renderLoginPage(locale)}</div>`,
  );
  return { html: `<div id="${PRERENDER.id}">${pages.join('')}</div>`, css: prerenderVisibilityCss(LOCALES) };
}
