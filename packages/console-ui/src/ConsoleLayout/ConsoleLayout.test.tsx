import { composeStories } from '@storybook/react-vite';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '../testing/user';
import * as stories from './ConsoleLayout.stories';

const { SideMenu, TopMenu, Collapsed, NoNavbar, Mobile, Bare, WithRoleSwitch } = composeStories(stories);

describe('ConsoleLayout', () => {
  it('shows navbar, side menu with the current entry selected, tab bar and footer', async () => {
    render(<SideMenu />);
    expect(screen.getByRole('banner')).toHaveTextContent('Backoffice Console');
    const menu = screen.getByRole('complementary', { name: 'Menu' });
    expect(await within(menu).findByRole('menuitem', { name: /^Projects$/ })).toHaveClass('arco-menu-selected');
    expect(screen.getByRole('navigation', { name: 'Open tabs' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Page content' })).toBeInTheDocument();
  });

  it('paints the page first with a light chrome of the same size, then the menu, the navbar buttons and the tabs right after', async () => {
    render(<SideMenu />);
    const menu = screen.getByRole('complementary', { name: 'Menu' });
    expect(screen.getByRole('heading', { name: 'Page content' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveTextContent('Backoffice Console');
    expect(menu).toHaveStyle({ width: '220px' });
    expect(within(menu).queryByRole('menuitem')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^User menu/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Open tabs' })).not.toBeInTheDocument();
    expect(await within(menu).findByRole('menuitem', { name: /^Projects$/ })).toHaveClass('arco-menu-selected');
    expect(menu).toHaveStyle({ width: '220px' });
    expect(screen.getByRole('button', { name: 'Collapse menu' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^User menu/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Language' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Open tabs' })).toBeInTheDocument();
  });

  it('offers Switch Roles in the user menu only when the console asks for it, and it toggles the role', async () => {
    const user = setupUser();
    render(<SideMenu />);
    // The full chrome (the menu, the user dropdown) is there; the first frame's light trigger is tested below.
    await screen.findByRole('button', { name: 'Collapse menu' });
    await user.click(screen.getByRole('button', { name: /^User menu/ }));
    expect(await screen.findByRole('menuitem', { name: /Logout/ })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: /Switch Roles/ })).not.toBeInTheDocument();
    cleanup();
    render(<WithRoleSwitch />);
    await screen.findByRole('button', { name: 'Collapse menu' });
    await user.click(screen.getByRole('button', { name: /^User menu/ }));
    await user.click(await screen.findByRole('menuitem', { name: /Switch Roles/ }));
    // Switched to 'user', the admin-only Settings group leaves the menu.
    const menu = screen.getByRole('complementary', { name: 'Menu' });
    await waitFor(() => expect(within(menu).queryByRole('menuitem', { name: /^Roles$/ })).not.toBeInTheDocument());
  });

  it("renders the closed sub-menus' entries right after the first render", async () => {
    render(<SideMenu />);
    const menu = screen.getByRole('complementary', { name: 'Menu' });
    await within(menu).findByRole('menuitem', { name: /^Projects$/ });
    // 'Roles' sits in the closed Settings sub-menu: not drawn in the first render, present right after.
    expect(await within(menu).findByText('Roles')).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: /^Projects$/ })).toHaveClass('arco-menu-selected');
  });

  it('navigates from the menu, opening a sub-menu', async () => {
    const user = setupUser();
    render(<SideMenu />);
    await user.click(await screen.findByText('Settings', { selector: '.arco-menu-inline-header *' }));
    await user.click(await screen.findByRole('menuitem', { name: /Roles/ }));
    expect(screen.getByRole('menuitem', { name: /Roles/ })).toHaveClass('arco-menu-selected');
  });

  it('makes sub-menu headers menu items and marks the current page, so the menu is a valid ARIA menu', async () => {
    render(<SideMenu />);
    const menu = screen.getByRole('complementary', { name: 'Menu' });
    const projects = await within(menu).findByRole('menuitem', { name: /^Projects$/ });
    expect(projects).toHaveAttribute('aria-current', 'page');
    const header = within(menu).getByRole('menuitem', { name: 'Project Management' });
    expect(header).toHaveAttribute('aria-expanded', 'true');
    expect(within(menu).getByRole('menuitem', { name: 'Settings' })).toHaveAttribute('aria-expanded', 'false');
    expect(within(menu).getByRole('menu')).toContainElement(header);
  });

  it('reaches and opens menu entries with the keyboard alone: arrows move, Enter opens', async () => {
    const user = setupUser();
    render(<SideMenu />);
    const menu = screen.getByRole('complementary', { name: 'Menu' });
    const projects = await within(menu).findByRole('menuitem', { name: /^Projects$/ });
    projects.focus();
    await user.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: /^My Projects$/ })).toHaveFocus();
    await user.keyboard('{End}');
    const settings = within(menu).getByRole('menuitem', { name: 'Settings' });
    expect(settings).toHaveFocus();
    // Arco reads Enter's keyCode, which user-event leaves at 0 (browsers set it; the e2e suite presses real keys).
    const pressEnter = () => fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Enter', keyCode: 13 });
    pressEnter();
    await waitFor(() => expect(settings).toHaveAttribute('aria-expanded', 'true'));
    await user.keyboard('{ArrowDown}');
    const roles = within(menu).getByRole('menuitem', { name: /^Roles$/ });
    await waitFor(() => expect(roles).toHaveFocus());
    pressEnter();
    await waitFor(() => expect(roles).toHaveAttribute('aria-current', 'page'));
    await user.keyboard('{Home}');
    expect(within(menu).getByRole('menuitem', { name: 'Dashboard' })).toHaveFocus();
  });

  it('collapses and expands the side menu', async () => {
    const user = setupUser();
    render(<Collapsed />);
    const menu = screen.getByRole('complementary', { name: 'Menu' });
    expect(menu).toHaveStyle({ width: '48px' });
    await user.click(await screen.findByRole('button', { name: 'Expand menu' }));
    expect(menu).toHaveStyle({ width: '220px' });
  });

  it('puts the menu in the navbar with topMenu', async () => {
    render(<TopMenu />);
    expect(screen.queryByRole('complementary', { name: 'Menu' })).not.toBeInTheDocument();
    expect(await within(screen.getByRole('banner')).findByText('Project Management')).toBeInTheDocument();
  });

  it('shows a floating settings button without navbar, opening the settings drawer', async () => {
    const user = setupUser();
    render(<NoNavbar />);
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Settings' }));
    expect(await screen.findByRole('button', { name: 'Copy Settings' })).toBeInTheDocument();
  });

  it('opens the menu as a drawer on mobile', async () => {
    const user = setupUser();
    render(<Mobile />);
    expect(screen.queryByRole('complementary', { name: 'Menu' })).not.toBeInTheDocument();
    expect(screen.queryByText('Dashboard')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(await screen.findByText('Dashboard')).toBeInTheDocument();
  });

  it('hides menu, tab bar and footer when switched off', () => {
    render(<Bare />);
    expect(screen.queryByRole('complementary', { name: 'Menu' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Open tabs' })).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('asks before logging out from the user menu', async () => {
    const user = setupUser();
    render(<SideMenu />);
    // The full chrome (the menu, the user dropdown) is there; the first frame's light trigger is tested above.
    await screen.findByRole('button', { name: 'Collapse menu' });
    await user.click(screen.getByRole('button', { name: /^User menu/ }));
    await user.click(await screen.findByRole('menuitem', { name: /Logout/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to log out?');
    await user.click(within(dialog).getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: 'Page content' })).toBeInTheDocument();
  });
});
