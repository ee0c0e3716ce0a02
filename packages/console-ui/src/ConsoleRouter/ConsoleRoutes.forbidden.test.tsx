import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { createFakeConsole, FakeConsoleFrame, resolveFixturePage } from '../testing/fixtures';
import { ConsoleRoutes } from './ConsoleRoutes';
import * as stories from './ConsoleRoutes.stories';

const { Forbidden } = composeStories(stories);

const KNOWN = ['/dashboard/workplace', '/setting/role', '/admin/adminList'];

function Path() {
  return <p data-testid="path">{useLocation().pathname}</p>;
}

function renderAt(path: string, knownPages?: readonly string[]) {
  const fake = createFakeConsole({ signedIn: true });
  render(
    <FakeConsoleFrame bundle={fake.bundle} path={path}>
      <ConsoleRoutes resolvePage={resolveFixturePage} {...(knownPages ? { knownPages } : {})} />
      <Path />
    </FakeConsoleFrame>,
  );
  return fake;
}

describe('ConsoleRoutes: a page the user may not open (403) against no such page', () => {
  it("shows the 403 page for a page the console has that the user's menu does not give, never as a tab", async () => {
    render(<Forbidden />);
    expect(await screen.findByRole('heading', { name: 'No Access' })).toBeInTheDocument();
    expect(screen.queryByText('Page Not Found')).not.toBeInTheDocument();
    const tabs = within(await screen.findByRole('navigation', { name: 'Open tabs' }));
    expect(tabs.getAllByRole('link').map((link) => link.textContent)).toEqual(['Data Overview']);
  });

  it('replaces the URL with /forbidden (back does not return to the refused page)', async () => {
    renderAt('/admin/adminList', KNOWN);
    expect(await screen.findByRole('heading', { name: 'No Access' })).toBeInTheDocument();
    expect(screen.getByTestId('path')).toHaveTextContent('/forbidden');
  });

  it('still says "Page Not Found" for a path the console does not list', async () => {
    renderAt('/admin/nothing', KNOWN);
    expect(await screen.findByText('Page Not Found')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'No Access' })).not.toBeInTheDocument();
  });

  it('opens a known page the menu gives', async () => {
    renderAt('/setting/role', KNOWN);
    expect(await screen.findByRole('heading', { name: 'Role page' })).toBeInTheDocument();
  });

  it('in a console that lists no pages, a page outside the menu is not found', async () => {
    renderAt('/admin/adminList');
    expect(await screen.findByText('Page Not Found')).toBeInTheDocument();
  });
});
