// A whole console in two files: sign-in, the server's menu as routes, cached tabs, a gated button, a dictionary,
// and a list page on the server's typed API (src/pages.tsx, loaded after sign-in).
import '@backoffice/console-ui/setup'; // Arco's React 19 adapter and the kit's stylesheet: the first import
import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { ConsoleProvider, ConsoleRoutes, createConsole, lazyWithPreload, LoginForm, useLoginRedirect } from '@backoffice/console-ui';

// The operation codes this console uses: <Permission operation="..."> accepts only these.
declare module '@backoffice/console-core' {
  interface ConsoleOperationCodes { 'project:add': true }
}

const bundle = createConsole({
  baseURL: '', // the API on the same origin as the page
  home: '/dashboard/workplace', // where signing in goes and the first tab; the server's menu offers it
  changePasswordPath: '/setting/resetPassword', // a one-time password is changed here before anything else opens
});

// The sign-in page loads only the router and the login form: the layout comes from the kit on demand, and the
// pages from ./pages (the kit loads a page's code before it shows it).
const pages = new Map<string, ComponentType>();
const resolvePage = (component: string) =>
  pages.get(component) ??
  pages.set(component, lazyWithPreload(() => import('./pages').then((m) => ({ default: m.pageFor(component) })))).get(component)!;

function LoginPage() {
  return <LoginForm onSuccess={useLoginRedirect()} />;
}

createRoot(document.getElementById('root')!).render(
  <BrowserRouter>
    <ConsoleProvider console={bundle}>
      <ConsoleRoutes resolvePage={resolvePage} publicPages={{ login: <LoginPage /> }} layout={{ title: 'Minimal console' }} />
    </ConsoleProvider>
  </BrowserRouter>,
);
