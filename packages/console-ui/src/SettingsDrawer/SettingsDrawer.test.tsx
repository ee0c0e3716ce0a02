import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor } from '@testing-library/react';
import { setupUser } from '../testing/user';
import * as stories from './SettingsDrawer.stories';

const { Open, WithoutServerMenuSwitch } = composeStories(stories);
const settings = () => JSON.parse(screen.getByTestId('settings').textContent ?? '{}') as Record<string, unknown>;

describe('SettingsDrawer', () => {
  it('is 300 px wide with every toggle', () => {
    render(<Open />);
    expect(document.querySelector('.arco-drawer')).toHaveStyle({ width: '300px' });
    for (const label of ['Navbar', 'Menu', 'Top Menu', 'Footer', 'Tab Bar', 'Menu From Server', 'Color Weak']) {
      expect(screen.getByRole('switch', { name: label })).toBeInTheDocument();
    }
    expect(screen.getByRole('spinbutton', { name: 'Menu Width (px)' })).toHaveValue('220');
  });

  it('has no server-menu switch unless the console asks for one', () => {
    render(<WithoutServerMenuSwitch />);
    expect(screen.getByRole('switch', { name: 'Tab Bar' })).toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Menu From Server' })).not.toBeInTheDocument();
  });

  it('turning the top menu on un-collapses the menu; toggles apply at once', async () => {
    const user = setupUser();
    render(<Open />);
    await user.click(screen.getByRole('switch', { name: 'Top Menu' }));
    await user.click(screen.getByRole('switch', { name: 'Navbar' }));
    await user.click(screen.getByRole('switch', { name: 'Color Weak' }));
    expect(settings()).toMatchObject({ topMenu: true, menuCollapse: false, navbar: false, colorWeak: true });
  });

  it('turning on the server menu fetches it', async () => {
    const user = setupUser();
    render(<Open />);
    expect(settings().serverMenu).toBe(0);
    await user.click(screen.getByRole('switch', { name: 'Menu From Server' }));
    await waitFor(() => expect(settings().serverMenu).toBe(3));
  });

  it('copies the settings as JSON and says so', async () => {
    const user = setupUser();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    render(<Open />);
    await user.click(screen.getByRole('button', { name: 'Copy Settings' }));
    expect(JSON.parse(writeText.mock.calls[0]?.[0] ?? '{}')).toMatchObject({ menuWidth: 220 });
    expect(await screen.findByText('Copy succeeded, please paste it into the settings file.')).toBeInTheDocument();
  });

  it('closes', async () => {
    const user = setupUser();
    const onClose = vi.fn();
    render(<Open onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });
});
