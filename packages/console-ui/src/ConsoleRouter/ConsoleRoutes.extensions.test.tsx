import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { createFakeConsole, FakeConsoleFrame, FIXTURE_APP_ROUTES, FIXTURE_TABS, FixtureLoginPage, resolveFixturePage } from '../testing/fixtures';
import { setupUser } from '../testing/user';
import { ConsoleRoutes } from './ConsoleRoutes';
import type { ConsoleGuardStep } from './decideNavigation';
import * as stories from './ConsoleRoutes.stories';

const { CustomLayout, MaintenanceStep } = composeStories(stories);

describe('ConsoleRoutes extension points', () => {
  it("renders the console's own layout around the cached tabs", async () => {
    const user = setupUser();
    render(<CustomLayout />);
    expect(await screen.findByRole('heading', { name: 'ACME operations' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Workplace page' })).toBeVisible();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await user.click(within(screen.getByRole('navigation', { name: 'Open tabs' })).getByRole('link', { name: 'Projects' }));
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
        <ConsoleRoutes resolvePage={resolveFixturePage} appRoutes={FIXTURE_APP_ROUTES} publicPages={{ login: <FixtureLoginPage /> }} guardSteps={[step]} />
      </FakeConsoleFrame>,
    );
    expect(screen.getByRole('heading', { name: 'Workplace page' })).toBeVisible();
    expect(step).toHaveBeenCalledOnce();
    step.mockClear();
    await user.click(within(screen.getByRole('navigation', { name: 'Open tabs' })).getByRole('link', { name: 'Projects' }));
    expect(await screen.findByRole('heading', { name: 'Project list page' })).toBeVisible();
    expect(step).toHaveBeenCalledOnce();
    expect(step.mock.calls[0]?.[0].target.name).toBe('ProjectList');
    expect(document.getElementById('nprogress')).toBeNull();
  });
});
