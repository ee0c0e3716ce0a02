import { useEffect, useMemo } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { DEFAULT_TAB } from '@backoffice/console-core';
import { afterFirstContentfulPaint, ConsoleProvider, ConsoleRoutes, preloadConsoleShell, type ConsoleBundle } from '@backoffice/console-ui';
import { LoginPage } from '../pages/login/LoginPage';
import { msPublicPages } from '../pages/mslogin/publicPages';
import { createPageResolver, knownPages } from '../pages/registry';
import { EnrolmentGate } from '../pages/twoStep/EnrolmentGate';
import { twoStepPublicPages } from '../pages/twoStep/publicPages';
import { AppName } from './AppName';
import { ConsoleLogo } from './ConsoleLogo';

const DASHBOARD_COMPONENT = DEFAULT_TAB.fullPath.replace(/^\//, '');

/** The staff console: the packages' provider and routes, the reference pages, the login screen. */
export function App({ bundle }: { bundle: ConsoleBundle }) {
  const pages = useMemo(() => createPageResolver(bundle.i18n), [bundle]);
  // Once the first screen is on screen, fetch what signing in will need (the layout, the dashboard and the
  // page strings), so pressing Login waits for the server only, even when pressed at once. Not on idle: a
  // busy page may never be idle before a quick click; not earlier: it would compete with the first paint.
  useEffect(
    () =>
      afterFirstContentfulPaint(() => {
        void preloadConsoleShell().catch(() => undefined);
        void pages.preloadPage(DASHBOARD_COMPONENT).catch(() => undefined);
      }),
    [pages],
  );
  // Navigations render at once, not as transitions: ConsoleRoutes shows a page once its code is there
  // (nothing suspends), and a transition would only cut the render of the signed-in layout into slices
  // with frames in between.
  return (
    <BrowserRouter useTransitions={false}>
      <ConsoleProvider console={bundle}>
        {/* The Microsoft sign-in pages (/mslogin, /bindingUser) are this console's own public pages: the kit makes
            only /login public, so they are declared here (their titles, menu.mslogin and menu.bindingUser, are in
            their pages' messages). */}
        {/* A sign-in that must enrol a second factor sees the enrolment screen (/twoStepEnrol) and nothing else. */}
        <EnrolmentGate>
          <ConsoleRoutes
            resolvePage={pages.resolvePage}
            knownPages={knownPages}
            publicPages={{ login: <LoginPage />, ...msPublicPages, ...twoStepPublicPages }}
            layout={{ logo: <ConsoleLogo />, title: <AppName />, footer: <AppName /> }}
          />
        </EnrolmentGate>
      </ConsoleProvider>
    </BrowserRouter>
  );
}
