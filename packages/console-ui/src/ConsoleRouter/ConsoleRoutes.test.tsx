import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { setupUser } from '../testing/user';
import * as stories from './ConsoleRoutes.stories';

const { SignedOut, ServerMenu, LocalMenu, MenuFailure, NotFound } = composeStories(stories);

describe('ConsoleRoutes', () => {
  it('sends a visitor to login, then back to the intended page after signing in', async () => {
    const user = setupUser();
    render(<SignedOut />);
    await user.type(await screen.findByPlaceholderText('Username'), 'admin');
    await user.type(screen.getByPlaceholderText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('heading', { name: 'Project list page' })).toBeInTheDocument();
  });

  it('loads user info and the server menu, shows the page in the layout with its tab and menu entry', async () => {
    render(<ServerMenu />);
    expect(await screen.findByRole('heading', { name: 'Project list page' })).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'Open tabs' });
    expect(within(tabs).getByRole('link', { name: 'Data Overview' })).toBeInTheDocument();
    expect(within(tabs).getByRole('link', { name: 'Projects' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('menuitem', { name: /^Projects$/ })).toHaveClass('arco-menu-selected');
  });

  it('highlights the activeMenu entry for a hidden local route', async () => {
    render(<LocalMenu />);
    expect(await screen.findByRole('heading', { name: 'Project detail page' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: /My Projects/ })).toHaveClass('arco-menu-selected');
  });

  it('shows the menu notice when the server menu fails, and the fallback page', async () => {
    render(<MenuFailure />);
    expect(await screen.findByText('failed to get menu, please check user roles and permissions')).toBeInTheDocument();
    expect(await screen.findByText('Page Not Found')).toBeInTheDocument();
  });

  it('renders notFound for an unknown path', async () => {
    render(<NotFound />);
    expect(await screen.findByText('Page Not Found')).toBeInTheDocument();
  });
});
