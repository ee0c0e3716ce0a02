import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor } from '@testing-library/react';
import { setupUser } from '../testing/user';
import * as stories from './ChangePasswordForm.stories';

const { Default, OneTimePassword, CustomRules, Chinese } = composeStories(stories);

async function fill(user: ReturnType<typeof setupUser>, current: string, next: string, confirm = next) {
  await user.type(screen.getByLabelText('Current password'), current);
  await user.type(screen.getByLabelText('New password'), next);
  await user.type(screen.getByLabelText('Confirm new password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('ChangePasswordForm', () => {
  it('checks length and the confirmation before sending anything', async () => {
    const user = setupUser();
    const onSubmit = vi.fn(async () => null);
    render(<Default onSubmit={onSubmit} />);
    expect(screen.getByText('Use 8 to 128 characters.')).toBeInTheDocument();
    await fill(user, 'current passphrase', 'short', 'shorter');
    expect(await screen.findByText('Use 8 to 128 characters')).toBeInTheDocument();
    expect(await screen.findByText('The two new passwords do not match')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("rates the new password as it is typed, counting the user's own name as easy to guess", async () => {
    const user = setupUser();
    render(<Default />);
    expect(screen.queryByRole('meter')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('New password'), 'AdaAdmin2024');
    expect(await screen.findByText('It contains your own name or the name of this product.', {}, { timeout: 30_000 })).toBeInTheDocument();
    expect(screen.getByRole('meter', { name: 'Password strength' })).toHaveAttribute('aria-valuetext', expect.stringMatching(/Weak|Fair/));
  }, 60_000);

  it('marks the field the server refuses with its message', async () => {
    const user = setupUser();
    render(<Default />);
    await fill(user, 'not it', 'a long new passphrase');
    expect(await screen.findByText('The current password is wrong')).toBeInTheDocument();
  });

  it('says a one-time password must be changed, and stops saying so once it is', async () => {
    const user = setupUser();
    const onChanged = vi.fn();
    render(<OneTimePassword onChanged={onChanged} />);
    expect(screen.getByText(/Your password is a one-time password/)).toBeInTheDocument();
    await fill(user, 'current passphrase', 'a long new passphrase');
    expect(await screen.findByText('Password changed')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(/Your password is a one-time password/)).not.toBeInTheDocument());
    expect(onChanged).toHaveBeenCalledOnce();
    expect(screen.getByLabelText('Current password')).toHaveValue('');
  });

  it("shows the console's own rules and success message", async () => {
    const user = setupUser();
    render(<CustomRules />);
    expect(screen.getByText('Long passphrases are welcome; very common passwords are refused.')).toBeInTheDocument();
    await fill(user, 'current passphrase', 'a long new passphrase');
    expect(await screen.findByText('Password changed. Your other sign-ins have ended.')).toBeInTheDocument();
  });

  it('reads in Chinese', () => {
    render(<Chinese />);
    expect(screen.getByText('您当前使用的是一次性密码，请设置自己的密码后继续。')).toBeInTheDocument();
    expect(screen.getByLabelText('当前密码')).toBeInTheDocument();
    expect(screen.getByText('请使用 8 到 128 个字符。')).toBeInTheDocument();
  });
});
