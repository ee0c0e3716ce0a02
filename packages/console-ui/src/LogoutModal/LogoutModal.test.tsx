import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '../testing/user';
import * as stories from './LogoutModal.stories';

const { Open } = composeStories(stories);

describe('LogoutModal', () => {
  it('logs out on confirm', async () => {
    const user = setupUser();
    const onLoggedOut = vi.fn();
    render(<Open onLoggedOut={onLoggedOut} />);
    expect(screen.getByTestId('token')).toHaveTextContent('fake-token');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(onLoggedOut).toHaveBeenCalled());
    expect(screen.getByTestId('token')).toHaveTextContent('signed out');
  });

  it('cancels', async () => {
    const user = setupUser();
    const onCancel = vi.fn();
    render(<Open onCancel={onCancel} />);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
    expect(screen.getByTestId('token')).toHaveTextContent('fake-token');
  });
});
