import { composeStories } from '@storybook/react-vite';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeConsole, FakeConsoleFrame } from '../testing/fixtures';
import { LoginForm } from './LoginForm';
import * as stories from './LoginForm.stories';

const { Empty, ServerFailure, GenericFailure, SecondFactor, Loading, Chinese, WithSubtitle, CredentialFieldsInOwnForm, ThenNextScreen } =
  composeStories(stories);

describe('LoginForm', () => {
  it('asks for username and password', async () => {
    render(<Empty />);
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Username cannot be empty')).toBeInTheDocument();
    expect(screen.getByText('Password cannot be empty')).toBeInTheDocument();
  });

  it('shows its subtitle under the title, and none when not given', async () => {
    const { unmount } = render(<WithSubtitle />);
    const title = await screen.findByRole('heading', { name: 'Login to Backoffice Console' });
    const subtitle = screen.getByText('Projects, sessions and participants of moderated research, in one place.');
    expect(title.nextElementSibling).toBe(subtitle);
    unmount();
    render(<Empty />);
    const plain = await screen.findByRole('heading', { name: 'Sign in' });
    expect(plain.nextElementSibling?.tagName).toBe('FORM');
  });

  it('signs in, welcomes the user and reports success', async () => {
    const onSuccess = vi.fn();
    render(<Empty onSuccess={onSuccess} />);
    await userEvent.type(screen.getByPlaceholderText('Username'), 'admin');
    await userEvent.type(screen.getByPlaceholderText('Password'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith(expect.objectContaining({ token: 'fake-token' })));
    expect(await screen.findByText('welcome to use')).toBeInTheDocument();
    expect(window.localStorage.getItem('password')).toBeNull();
  });

  it("shows the next screen at once, and sends that screen's data requests once it is painted", async () => {
    render(<ThenNextScreen />);
    await userEvent.type(screen.getByPlaceholderText('Password'), 'secret');
    // From here on a frame comes only when the test says so.
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    vi.stubGlobal('cancelAnimationFrame', () => undefined);
    try {
      await userEvent.click(screen.getByRole('button', { name: 'Login' }));
      expect(await screen.findByText('Loading your data')).toBeInTheDocument();
      // The fake server answers at once: a request sent with the render would have been answered by now.
      await act(() => new Promise((resolve) => setTimeout(resolve, 30)));
      expect(screen.getByText('Loading your data')).toBeInTheDocument();
      await act(async () => {
        for (const frame of frames.splice(0)) frame(performance.now());
      });
      expect(await screen.findByText('Signed in as Ada Admin')).toBeInTheDocument();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('sends one login per submit, by button or Enter, and none while a field is empty', async () => {
    const fake = createFakeConsole({ delay: 50 });
    const logins = () => fake.server.calls.filter((call) => call.url === '/api/admin/land/login');
    const onSuccess = vi.fn();
    render(
      <FakeConsoleFrame bundle={fake.bundle} path="/login">
        <LoginForm onSuccess={onSuccess} />
      </FakeConsoleFrame>,
    );
    await userEvent.type(screen.getByPlaceholderText('Username'), 'admin');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Password cannot be empty')).toBeInTheDocument();
    expect(logins()).toHaveLength(0);
    // Enter, then the button again while the first is under way: one request, with what was typed.
    await userEvent.type(screen.getByPlaceholderText('Password'), 'secret{Enter}');
    await userEvent.click(screen.getByRole('button', { name: /Login/ }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledOnce());
    expect(logins().map((call) => call.body)).toEqual([{ username: 'admin', password: 'secret' }]);
  });

  it('hands a second step to onSecondFactor: no token stored, no welcome, no onSuccess', async () => {
    const onSuccess = vi.fn();
    const onSecondFactor = vi.fn();
    render(<SecondFactor onSuccess={onSuccess} onSecondFactor={onSecondFactor} />);
    await userEvent.type(screen.getByPlaceholderText('Password'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(onSecondFactor).toHaveBeenCalledWith({ secondFactor: { challenge: 'challenge-1', methods: ['totp'] } }));
    expect(onSuccess).not.toHaveBeenCalled();
    expect(screen.queryByText('welcome to use')).toBeNull();
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it("shows the server's message on failure", async () => {
    const onError = vi.fn();
    render(<ServerFailure onError={onError} />);
    await userEvent.type(screen.getByPlaceholderText('Password'), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await within(screen.getByRole('form')).findByRole('alert')).toHaveTextContent('Wrong username or password');
    expect(onError).toHaveBeenCalled();
  });

  it('falls back to the generic login error', async () => {
    render(<GenericFailure />);
    await userEvent.type(screen.getByPlaceholderText('Password'), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await within(screen.getByRole('form')).findByRole('alert')).toHaveTextContent('Login error, refresh and try again');
  });

  it('shows a loading button while signing in', async () => {
    render(<Loading />);
    await userEvent.type(screen.getByPlaceholderText('Password'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(screen.getByRole('button', { name: /Login/ })).toHaveClass('arco-btn-loading'));
  });

  it('speaks Chinese', async () => {
    render(<Chinese />);
    await userEvent.click(screen.getByRole('button', { name: /登录/ }));
    expect(await screen.findByText('用户名不能为空')).toBeInTheDocument();
  });

  it('gives a form of your own the same credential fields, messages and error line', async () => {
    render(<CredentialFieldsInOwnForm />);
    const form = await screen.findByRole('form', { name: 'Link your account' });
    expect(within(form).getByPlaceholderText('Username')).toHaveAttribute('autocomplete', 'username');
    expect(within(form).getByPlaceholderText('Password')).toHaveAttribute('autocomplete', 'current-password');
    expect(within(form).getByRole('alert')).toHaveTextContent('The binding has expired');
    await userEvent.click(within(form).getByRole('button', { name: 'Link' }));
    expect(await within(form).findByText('Username cannot be empty')).toBeInTheDocument();
    expect(within(form).getByText('Password cannot be empty')).toBeInTheDocument();
  });
});
