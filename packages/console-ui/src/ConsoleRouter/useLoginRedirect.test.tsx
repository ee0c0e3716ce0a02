import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { createMemoryStorage, type LoginResult } from '@backoffice/console-core';
import { createConsole } from '../createConsole/createConsole';
import { ConsoleContext } from '../hooks/ConsoleContext';
import { useLoginRedirect, type LoginRedirectOptions } from './useLoginRedirect';

let goBack: (result?: LoginResult) => void = () => undefined;

function LoginScreen({ options }: { options?: LoginRedirectOptions }) {
  goBack = useLoginRedirect('/home', options);
  const location = useLocation();
  return <p data-testid="at">{location.pathname + location.search}</p>;
}

const signedIn = (mustChangePassword?: boolean): LoginResult => ({
  token: 't',
  userInfo: { username: 'ada', ...(mustChangePassword ? { mustChangePassword } : {}) },
});

function renderAt(entry: string, options?: LoginRedirectOptions) {
  render(
    <MemoryRouter initialEntries={[entry]}>
      <LoginScreen {...(options ? { options } : {})} />
    </MemoryRouter>,
  );
}

function HomeScreen() {
  goBack = useLoginRedirect();
  return <p data-testid="at">{useLocation().pathname}</p>;
}

describe('useLoginRedirect', () => {
  it("goes to the console's home (createConsole's home) when the guard stopped nothing", () => {
    const bundle = createConsole({ storage: createMemoryStorage(), home: '/ops/board' });
    render(
      <ConsoleContext.Provider value={bundle}>
        <MemoryRouter initialEntries={['/login']}>
          <HomeScreen />
        </MemoryRouter>
      </ConsoleContext.Provider>,
    );
    act(() => goBack(signedIn()));
    expect(screen.getByTestId('at')).toHaveTextContent(/^\/ops\/board$/);
  });

  it('goes back where the guard stopped the user, with its query, or home', () => {
    renderAt('/login?redirect=/setting/role&tab=2');
    act(() => goBack(signedIn()));
    expect(screen.getByTestId('at')).toHaveTextContent('/setting/role?tab=2');
  });

  it('never leaves the app for another origin', () => {
    renderAt('/login?redirect=//evil.example/x');
    act(() => goBack(signedIn()));
    expect(screen.getByTestId('at')).toHaveTextContent(/^\/home$/);
  });

  it('sends a one-time password to the password form first, when the console names it', () => {
    renderAt('/login?redirect=/setting/role', { changePasswordPath: '/setting/resetPassword' });
    act(() => goBack(signedIn(true)));
    expect(screen.getByTestId('at')).toHaveTextContent(/^\/setting\/resetPassword$/);
  });

  it('without a password form named, a one-time password goes back like any sign-in', () => {
    renderAt('/login?redirect=/setting/role');
    act(() => goBack(signedIn(true)));
    expect(screen.getByTestId('at')).toHaveTextContent('/setting/role');
  });
});
