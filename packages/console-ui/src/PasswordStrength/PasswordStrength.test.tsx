import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor } from '@testing-library/react';
import { loadPasswordScorer } from '@backoffice/console-core';
import { setupUser } from '../testing/user';
import * as stories from './PasswordStrength.stories';

const { Weak, Strong, OwnName, Chinese, WhileTyping } = composeStories(stories);

describe('PasswordStrength', () => {
  // zxcvbn-ts and its dictionary load once for the file (a second or more under jsdom); each story then scores at once.
  beforeAll(async () => {
    await loadPasswordScorer();
  }, 60_000);

  it('rates a decorated common password weak, with the reason and advice', async () => {
    render(<Weak />);
    expect(await screen.findByText('Strength: Weak')).toBeInTheDocument();
    expect(screen.getByText('This is close to a commonly used password.')).toBeInTheDocument();
    expect(screen.getByText('Add more words that are less common.')).toBeInTheDocument();
    expect(screen.getByRole('meter', { name: 'Password strength' })).toHaveAttribute('aria-valuetext', 'Weak');
  });

  it('rates a long passphrase very strong, with nothing to warn about', async () => {
    render(<Strong />);
    expect(await screen.findByText('Strength: Very strong')).toBeInTheDocument();
    expect(screen.getByRole('meter')).toHaveAttribute('aria-valuenow', '4');
  });

  it("warns about the user's own name", async () => {
    render(<OwnName />);
    expect(await screen.findByText('It contains your own name or the name of this product.')).toBeInTheDocument();
  });

  it('reads in Chinese', async () => {
    render(<Chinese />);
    expect(await screen.findByText('强度：弱')).toBeInTheDocument();
    expect(screen.getByText('这与一个常用密码非常相似。')).toBeInTheDocument();
    expect(screen.getByRole('meter', { name: '密码强度' })).toBeInTheDocument();
  });

  it('shows nothing when zxcvbn-ts cannot load (the server still decides)', async () => {
    const loadScorer = vi.fn(() => Promise.reject(new Error('chunk failed')));
    render(<Weak loadScorer={loadScorer} />);
    await waitFor(() => expect(loadScorer).toHaveBeenCalledOnce());
    await waitFor(() => expect(screen.queryByText('Checking strength…')).not.toBeInTheDocument());
    expect(screen.queryByRole('meter')).not.toBeInTheDocument();
  });

  it('shows nothing until the first character, then follows the typing', async () => {
    const user = setupUser();
    render(<WhileTyping />);
    expect(screen.queryByRole('meter')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('New password'), 'qwerty123');
    expect(await screen.findByText(/^Strength: (Very weak|Weak)$/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('New password'), ' violet kettle orbits quiet dunes');
    expect(await screen.findByText('Strength: Very strong')).toBeInTheDocument();
  });
});
