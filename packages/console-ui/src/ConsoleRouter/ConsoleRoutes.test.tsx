import { composeStories } from '@storybook/react-vite';
import { act, render, screen, within } from '@testing-library/react';
import {
  createFakeConsole,
  FakeConsoleFrame,
  FIXTURE_APP_ROUTES,
  FIXTURE_TABS,
  FixtureLoginPage,
  resolveFixturePage,
  type FakeConsoleOptions,
} from '../testing/fixtures';
import { lazyWithPreload } from '../lazyWithPreload/lazyWithPreload';
import { setupUser } from '../testing/user';
import { ConsoleRoutes } from './ConsoleRoutes';
import * as stories from './ConsoleRoutes.stories';

const { SignedOut, ServerMenu, LocalMenu, MenuFailure, NotFound } = composeStories(stories);

/** Renders the routes over a fake console at `path` and answers the console and its fake server's call log. */
function renderRoutes(path: string, options: FakeConsoleOptions = {}, resolvePage = resolveFixturePage) {
  const fake = createFakeConsole(options);
  render(
    <FakeConsoleFrame bundle={fake.bundle} path={path}>
      <ConsoleRoutes resolvePage={resolvePage} appRoutes={FIXTURE_APP_ROUTES} publicPages={{ login: <FixtureLoginPage /> }} />
    </FakeConsoleFrame>,
  );
  const sessionCalls = () =>
    fake.server.calls.map((c) => c.url).filter((url) => url.startsWith('/api/admin/land/') || url.startsWith('/api/admin/self/'));
  return { ...fake, sessionCalls };
}

async function signIn() {
  const user = setupUser();
  await user.type(await screen.findByPlaceholderText('Username'), 'admin');
  await user.type(screen.getByPlaceholderText('Password'), 'secret');
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('ConsoleRoutes', () => {
  it('sends a visitor to login, then back to the intended page after signing in', async () => {
    const user = setupUser();
    render(<SignedOut />);
    await user.type(await screen.findByPlaceholderText('Username'), 'admin');
    await user.type(screen.getByPlaceholderText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('heading', { name: 'Project list page' })).toBeInTheDocument();
  });

  it('shows the login page in the first render, without waiting for the guard', () => {
    renderRoutes('/login');
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
  });

  it('after signing in shows the page with the user info and menu of the login result: no other call first', async () => {
    const { sessionCalls, bundle } = renderRoutes('/projectMgt/projectList');
    await signIn();
    expect(await screen.findByRole('heading', { name: 'Project list page' })).toBeInTheDocument();
    expect(await screen.findByRole('menuitem', { name: /^Projects$/ })).toHaveClass('arco-menu-selected');
    expect(sessionCalls()).toEqual(['/api/admin/land/login']);
    expect(bundle.session.getState().userInfo.role).toBe('admin');
  });

  it('after signing in with a server that sends no menu, fetches the menu (not the user info) before the page', async () => {
    const { sessionCalls } = renderRoutes('/projectMgt/projectList', { loginWithoutMenu: true });
    await signIn();
    expect(await screen.findByRole('heading', { name: 'Project list page' })).toBeInTheDocument();
    expect(sessionCalls()).toEqual(['/api/admin/land/login', '/api/admin/self/menuAndOperate']);
  });

  it('on a reload (a stored token, no login result) fetches user info, then the menu, then shows the page', async () => {
    const { sessionCalls } = renderRoutes('/projectMgt/projectList', { signedIn: true });
    expect(await screen.findByRole('heading', { name: 'Project list page' })).toBeInTheDocument();
    expect(sessionCalls()).toEqual(['/api/admin/self/selfInfo', '/api/admin/self/menuAndOperate']);
  });

  it('shows a page the guard allows without the server (user info, menu and its tab present) in the first render, without the progress bar', async () => {
    const user = setupUser();
    const { sessionCalls } = renderRoutes('/dashboard/workplace', { loaded: true, tabs: FIXTURE_TABS });
    expect(screen.getByRole('heading', { name: 'Workplace page' })).toBeInTheDocument();
    await user.click(within(await screen.findByRole('navigation', { name: 'Open tabs' })).getByRole('link', { name: 'Projects' }));
    expect(await screen.findByRole('heading', { name: 'Project list page' })).toBeVisible();
    expect(document.getElementById('nprogress')).toBeNull();
    expect(sessionCalls()).toEqual([]);
  });

  it("keeps the current page until the next page's code is there, then shows it at once", async () => {
    const user = setupUser();
    let arrive: (module: { default: () => React.JSX.Element }) => void = () => undefined;
    const RolePage = lazyWithPreload(
      () =>
        new Promise<{ default: () => React.JSX.Element }>((resolve) => {
          arrive = resolve;
        }),
    );
    renderRoutes('/dashboard/workplace', { loaded: true }, (component) =>
      component === 'setting/role' ? RolePage : resolveFixturePage(component),
    );
    expect(screen.getByRole('heading', { name: 'Workplace page' })).toBeVisible();
    await user.click(await screen.findByText('Settings', { selector: '.arco-menu-inline-header *' }));
    await user.click(await screen.findByRole('menuitem', { name: /Roles/ }));
    expect(screen.getByRole('heading', { name: 'Workplace page' })).toBeVisible();
    await act(async () => arrive({ default: () => <h2>Lazy role page</h2> }));
    expect(await screen.findByRole('heading', { name: 'Lazy role page' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Workplace page', hidden: true })).not.toBeVisible();
  });

  it('loads user info and the server menu, shows the page in the layout with its tab and menu entry', async () => {
    render(<ServerMenu />);
    expect(await screen.findByRole('heading', { name: 'Project list page' })).toBeInTheDocument();
    const tabs = await screen.findByRole('navigation', { name: 'Open tabs' });
    expect(within(tabs).getByRole('link', { name: 'Data Overview' })).toBeInTheDocument();
    expect(within(tabs).getByRole('link', { name: 'Projects' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByRole('menuitem', { name: /^Projects$/ })).toHaveClass('arco-menu-selected');
  });

  it('highlights the activeMenu entry for a hidden local route', async () => {
    render(<LocalMenu />);
    expect(await screen.findByRole('heading', { name: 'Project detail page' })).toBeInTheDocument();
    expect(await screen.findByRole('menuitem', { name: /My Projects/ })).toHaveClass('arco-menu-selected');
  });

  it('shows the menu notice when the server menu fails, and the fallback page', async () => {
    render(<MenuFailure />);
    expect(await screen.findByText('failed to get menu, please check user roles and permissions')).toBeInTheDocument();
    expect(await screen.findByText('Page Not Found')).toBeInTheDocument();
    // Once: the way to the not-found page does not ask for the menu again.
    expect(screen.getAllByText('failed to get menu, please check user roles and permissions')).toHaveLength(1);
  });

  it("says 'Page not available' for a menu entry whose component has no page, and 'Page Not Found' only for unknown paths", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderRoutes('/setting/role', { signedIn: true, loaded: true }, (component) =>
      component === 'setting/role' ? undefined : resolveFixturePage(component),
    );
    expect(await screen.findByText('Page not available')).toBeInTheDocument();
    expect(screen.getByText(/setting\/role/)).toBeInTheDocument();
    expect(screen.queryByText('Page Not Found')).not.toBeInTheDocument();
    warn.mockRestore();
  });

  it('renders notFound for an unknown path', async () => {
    render(<NotFound />);
    expect(await screen.findByText('Page Not Found')).toBeInTheDocument();
  });
});
