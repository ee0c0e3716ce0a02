import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import {
  createFakeConsole,
  FakeConsoleFrame,
  FIXTURE_APP_ROUTES,
  FIXTURE_TABS,
  FixtureLoginPage,
  resolveFixturePage,
} from '../testing/fixtures';
import { setupUser } from '../testing/user';
import { ConsoleRoutes } from './ConsoleRoutes';
import type { ConsoleGuardStep } from './decideNavigation';
import * as stories from './ConsoleRoutes.stories';
import { progress } from './progress';

const { CustomLayout, MaintenanceStep, OwnPublicPage, UndeclaredPublicPage } = composeStories(stories);

describe('ConsoleRoutes extension points', () => {
  it("renders the console's own layout around the cached tabs", async () => {
    const user = setupUser();
    render(<CustomLayout />);
    expect(await screen.findByRole('heading', { name: 'ACME operations' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Workplace page' })).toBeVisible();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await user.click(within(await screen.findByRole('navigation', { name: 'Open tabs' })).getByRole('link', { name: 'Projects' }));
    expect(await screen.findByRole('heading', { name: 'Project list page' })).toBeVisible();
    // The workplace stays mounted, hidden, in its cached tab.
    expect(screen.getByRole('heading', { name: 'Workplace page', hidden: true })).not.toBeVisible();
  });

  it("runs the console's own guard step: the user lands on the maintenance page", async () => {
    render(<MaintenanceStep />);
    expect(await screen.findByRole('heading', { name: 'Down for maintenance' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Project list page' })).not.toBeInTheDocument();
  });

  it('takes one guard decision on a tab switch', async () => {
    const user = setupUser();
    const step = vi.fn<ConsoleGuardStep>(() => undefined);
    const { bundle } = createFakeConsole({ loaded: true, tabs: FIXTURE_TABS });
    render(
      <FakeConsoleFrame bundle={bundle} path="/dashboard/workplace">
        <ConsoleRoutes
          resolvePage={resolveFixturePage}
          appRoutes={FIXTURE_APP_ROUTES}
          publicPages={{ login: <FixtureLoginPage /> }}
          guardSteps={[step]}
        />
      </FakeConsoleFrame>,
    );
    expect(screen.getByRole('heading', { name: 'Workplace page' })).toBeVisible();
    expect(step).toHaveBeenCalledOnce();
    step.mockClear();
    // The bar of an earlier test may still be fading out of the shared document: ask whether this switch starts one.
    const barStarted = vi.spyOn(progress, 'start');
    await user.click(within(await screen.findByRole('navigation', { name: 'Open tabs' })).getByRole('link', { name: 'Projects' }));
    expect(await screen.findByRole('heading', { name: 'Project list page' })).toBeVisible();
    expect(step).toHaveBeenCalledOnce();
    expect(step.mock.calls[0]?.[0].target.name).toBe('ProjectList');
    expect(barStarted).not.toHaveBeenCalled();
    barStarted.mockRestore();
  });

  it("shows a public page of the console's own outside the layout, without signing in", async () => {
    render(<OwnPublicPage />);
    expect(await screen.findByRole('heading', { name: 'Create an account' })).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Open tabs' })).not.toBeInTheDocument();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
  });

  it("never makes a tab of the console's own public page", async () => {
    const user = setupUser();
    const { bundle } = createFakeConsole({ loaded: true, tabs: FIXTURE_TABS });
    render(
      <FakeConsoleFrame bundle={bundle} path="/signup">
        <ConsoleRoutes resolvePage={resolveFixturePage} appRoutes={FIXTURE_APP_ROUTES} publicPages={OwnPublicPage.args.publicPages} />
      </FakeConsoleFrame>,
    );
    await user.click(await screen.findByRole('link', { name: 'Go to the workplace' }));
    expect(await screen.findByRole('heading', { name: 'Workplace page' })).toBeVisible();
    const tabs = within(await screen.findByRole('navigation', { name: 'Open tabs' })).getAllByRole('link');
    expect(tabs.map((tab) => tab.getAttribute('href'))).not.toContain('/signup');
    expect(bundle.tabs.getState().tabs.map((tab) => tab.fullPath)).not.toContain('/signup');
  });

  it('sends a visitor from /mslogin to login when the console does not declare that page', async () => {
    render(<UndeclaredPublicPage />);
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
  });

  it('takes a public page declared as undefined (turned off) for not declared', async () => {
    const { bundle } = createFakeConsole();
    render(
      <FakeConsoleFrame bundle={bundle} path="/signup">
        <ConsoleRoutes
          resolvePage={resolveFixturePage}
          appRoutes={FIXTURE_APP_ROUTES}
          publicPages={{ login: <FixtureLoginPage />, signup: undefined }}
        />
      </FakeConsoleFrame>,
    );
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
  });
});
