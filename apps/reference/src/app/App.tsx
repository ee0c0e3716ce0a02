import { useEffect, useMemo } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { DEFAULT_TAB } from '@backoffice/console-core';
import { ConsoleProvider, ConsoleRoutes, preloadConsoleShell, type ConsoleBundle } from '@backoffice/console-ui';
import { LoginPage } from '../pages/login/LoginPage';
import { msPublicPages } from '../pages/mslogin/publicPages';
import { createPageResolver } from '../pages/registry';
import { ConsoleLogo } from './ConsoleLogo';

const DASHBOARD_COMPONENT = DEFAULT_TAB.fullPath.replace(/^\//, '');

/** The staff console: the packages' provider and routes, the reference pages, the login screen. */
export function App({ bundle }: { bundle: ConsoleBundle }) {
  const pages = useMemo(() => createPageResolver(bundle.i18n), [bundle]);
  // Once the first screen is up, fetch what signing in will need (the layout, the dashboard and the page
  // strings), so pressing Login waits for the server, not for a waterfall of chunks.
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 200));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const id = idle(() => {
      void preloadConsoleShell().catch(() => undefined);
      void pages.preloadPage(DASHBOARD_COMPONENT).catch(() => undefined);
    });
    return () => cancel(id);
  }, [pages]);
  return (
    <BrowserRouter>
      <ConsoleProvider console={bundle}>
        <ConsoleRoutes
          resolvePage={pages.resolvePage}
          publicPages={{ login: <LoginPage />, ...msPublicPages }}
          layout={{ logo: <ConsoleLogo />, title: 'Backoffice Console' }}
        />
      </ConsoleProvider>
    </BrowserRouter>
  );
}
