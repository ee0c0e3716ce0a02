import { composeStories } from '@storybook/react-vite';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeConsole, FakeConsoleFrame } from '../testing/fixtures';
import { useT } from '../hooks/useT';
import { setupUser } from '../testing/user';
import * as stories from './ConsoleProvider.stories';

const { Default, Dark, ColorWeak, Chinese } = composeStories(stories);

describe('ConsoleProvider', () => {
  it('toggles the dark theme on the body', async () => {
    render(<Default />);
    expect(document.body).not.toHaveAttribute('arco-theme');
    await userEvent.click(screen.getByRole('button', { name: 'Click to use dark mode' }));
    expect(document.body).toHaveAttribute('arco-theme', 'dark');
  });

  it('starts dark and colour weak from the settings', () => {
    const { unmount } = render(<Dark />);
    expect(document.body).toHaveAttribute('arco-theme', 'dark');
    unmount();
    render(<ColorWeak />);
    expect(document.body.style.filter).toBe('invert(80%)');
  });

  it('re-renders translations when the language switches, with a confirmation', async () => {
    const user = setupUser();
    render(<Default />);
    expect(screen.getByRole('heading')).toHaveTextContent('Data Overview');
    await user.click(screen.getByRole('button', { name: 'Language' }));
    await user.click(await screen.findByText('中文'));
    expect(await screen.findByRole('heading')).toHaveTextContent('数据概览');
    expect(await screen.findByText('语言已切换为中文')).toBeInTheDocument();
    expect(window.localStorage.getItem('arco-locale')).toBeNull(); // the fake console uses memory storage
  });

  it('shows toasts from the notifier hub and the error toast of a failed request', async () => {
    render(<Chinese />);
    await userEvent.click(screen.getByRole('button', { name: 'Failing request' }));
    expect(await screen.findByText('no fake for /api/admin/nothing')).toBeInTheDocument();
  });

  it('shows a toast asked for before the first screen was painted, once the notifier is there', async () => {
    const { bundle } = createFakeConsole({ loaded: true });
    bundle.notifier.toast({ type: 'info', content: 'Asked at start-up' });
    render(
      <FakeConsoleFrame bundle={bundle}>
        <span>First screen</span>
      </FakeConsoleFrame>,
    );
    expect(screen.getByText('First screen')).toBeInTheDocument();
    expect(screen.queryByText('Asked at start-up')).toBeNull();
    expect(await screen.findByText('Asked at start-up')).toBeInTheDocument();
  });

  it('opens the logout-on-code modal and re-logs in on OK', async () => {
    const { bundle } = createFakeConsole({ loaded: true });
    render(
      <FakeConsoleFrame bundle={bundle}>
        <span />
      </FakeConsoleFrame>,
    );
    const onOk = vi.fn();
    act(() => bundle.notifier.confirm({ title: 'Confirm logout', content: 'You have been logged out', okText: 'Re-Login', onOk }));
    expect(await screen.findByText('Confirm logout')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Re-Login' }));
    expect(onOk).toHaveBeenCalled();
  });

  it('a 50008 envelope shows the error toast and the logout-on-code modal; Re-Login calls onReLogin', async () => {
    const user = setupUser();
    const { bundle } = createFakeConsole({ loaded: true });
    render(
      <FakeConsoleFrame bundle={bundle}>
        <span />
      </FakeConsoleFrame>,
    );
    await act(() => bundle.client.post('/api/admin/expired').catch(() => undefined));
    expect(await screen.findByText('Invalid token')).toBeInTheDocument();
    expect(await screen.findByText('Confirm logout')).toBeInTheDocument();
    expect(screen.getByText('You have been logged out, you can cancel to stay on this page, or log in again')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Re-Login' }));
    await waitFor(() => expect(bundle.session.getState().userInfo.role).toBe(''));
  });

  it('useT throws outside the provider', () => {
    const Probe = () => <>{useT()('x')}</>;
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Probe />)).toThrow('useConsole must be used inside <ConsoleProvider>');
  });
});
