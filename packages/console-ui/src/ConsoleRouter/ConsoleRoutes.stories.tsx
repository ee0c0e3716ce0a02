import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { RouteRecord } from '@backoffice/console-core';
import {
  FakeConsoleStory,
  FIXTURE_APP_ROUTES,
  FIXTURE_TABS,
  FixtureLoginPage,
  resolveFixturePage,
  type FakeConsoleOptions,
} from '../testing/fixtures';
import { TabBar } from '../TabBar/TabBar';
import { ConsoleRoutes } from './ConsoleRoutes';
import type { ConsoleGuardStep } from './decideNavigation';

const publicPages = { login: <FixtureLoginPage /> };

const meta = {
  title: 'Console/ConsoleRoutes',
  component: ConsoleRoutes,
  tags: ['autodocs'],
  args: { resolvePage: resolveFixturePage, appRoutes: FIXTURE_APP_ROUTES, publicPages },
  render: (args, { parameters }) => (
    <FakeConsoleStory
      options={parameters.fake as FakeConsoleOptions | undefined}
      path={(parameters.path as string | undefined) ?? '/dashboard/workplace'}
    >
      <ConsoleRoutes {...args} />
    </FakeConsoleStory>
  ),
} satisfies Meta<typeof ConsoleRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Not signed in: the guard sends the visitor to login with the intended route; signing in goes back. */
export const SignedOut: Story = { parameters: { path: '/projectMgt/projectList?page=2' } };
/** Signed in with a token only: the guard loads user info and the server menu, then shows the page. */
export const ServerMenu: Story = { parameters: { fake: { signedIn: true }, path: '/projectMgt/projectList' } };
/** Local menu (menuFromServer off): routes come from the app. */
export const LocalMenu: Story = {
  parameters: { fake: { signedIn: true, settings: { menuFromServer: false } }, path: '/projectMgt/projectMyDetail' },
};
/** The server menu cannot be fetched: the closable notice shows and the user lands on the fallback page. */
export const MenuFailure: Story = { parameters: { fake: { signedIn: true, menuError: true }, path: '/setting/role' } };
/** An unknown path renders the notFound page inside the layout. */
export const NotFound: Story = { parameters: { fake: { signedIn: true }, path: '/no/such/page' } };
/**
 * `knownPages`: /admin/adminList is a page this console has, but the signed-in user's server menu does not give it:
 * the 403 page shows, not "Page Not Found". A path the console does not list stays not found.
 */
export const Forbidden: Story = {
  args: { knownPages: ['/dashboard/workplace', '/projectMgt/projectList', '/setting/role', '/admin/adminList'] },
  parameters: { fake: { signedIn: true }, path: '/admin/adminList' },
};

/** A console's own frame: a plain header and the tab bar around the cached-tab outlet, no side menu. */
function OperationsLayout({ children }: { children?: ReactNode }) {
  return (
    <div className="ops-layout">
      <header>
        <h1>ACME operations</h1>
      </header>
      <TabBar />
      <main>{children}</main>
    </div>
  );
}

/** `layoutComponent`: the console's own layout in place of ConsoleLayout, tabs still cached. */
export const CustomLayout: Story = {
  args: { layoutComponent: OperationsLayout },
  parameters: { fake: { loaded: true, tabs: FIXTURE_TABS }, path: '/dashboard/workplace' },
};

/** The maintenance flag a console would read from its configuration. */
const maintenanceFlag = { on: true };
const MAINTENANCE_ROUTE: RouteRecord = {
  path: '/maintenance',
  name: 'Maintenance',
  component: 'maintenance',
  meta: { title: 'Maintenance', requiresAuth: true, roles: ['*'], hideInMenu: true },
};
const MaintenancePage = () => <h2>Down for maintenance</h2>;
/** A guard step of the console's own: while the flag is on, every page goes to /maintenance. */
const maintenanceStep: ConsoleGuardStep = (ctx) =>
  maintenanceFlag.on && ctx.target.path !== MAINTENANCE_ROUTE.path
    ? { kind: 'redirect', to: { name: MAINTENANCE_ROUTE.name, path: MAINTENANCE_ROUTE.path } }
    : undefined;

/** `guardSteps`: a signed-in user asking for the project list lands on the maintenance page. */
export const MaintenanceStep: Story = {
  args: {
    guardSteps: [maintenanceStep],
    staticRoutes: [MAINTENANCE_ROUTE],
    resolvePage: (component) => (component === 'maintenance' ? MaintenancePage : resolveFixturePage(component)),
  },
  parameters: { fake: { loaded: true }, path: '/projectMgt/projectList' },
};

/** A public page of the console's own (not the kit's): a sign-up screen a visitor reaches without signing in. */
function FixtureSignupPage() {
  return (
    <section>
      <h2>Create an account</h2>
      <Link to="/dashboard/workplace">Go to the workplace</Link>
    </section>
  );
}

/** `publicPages` with a page of the console's own: /signup shows outside the layout, no sign-in asked. */
export const OwnPublicPage: Story = {
  args: { publicPages: { login: <FixtureLoginPage />, signup: <FixtureSignupPage /> } },
  parameters: { path: '/signup' },
};

/** A console that declares no /mslogin page: the path is not public, a visitor is asked to sign in. */
export const UndeclaredPublicPage: Story = { parameters: { path: '/mslogin' } };
