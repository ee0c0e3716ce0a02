import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axios from 'axios';
import { MemoryRouter } from 'react-router-dom';
import { inject } from 'vitest';
import { createMemoryStorage } from '@backoffice/console-core';
import { ConsoleProvider } from '@backoffice/console-ui';
import { createReferenceConsole } from '../../../app/console';
import { adminCredentials } from '../../../testing/renderPage';
import { LoginPage } from '../LoginPage';
import { runGate } from './gate';
import { PRERENDER } from './markers';
import { renderPrerender } from './renderLoginPage';

/** index.html's body as the build writes it, once the gate has shown the English copy. */
async function prerenderedBody(): Promise<HTMLElement> {
  document.body.innerHTML = `${renderPrerender().html}<div id="root"></div>`;
  runGate(document, null, createMemoryStorage(), '/login');
  expect(document.documentElement.getAttribute(PRERENDER.shownAttribute)).toBe('en-US');
  return document.querySelector<HTMLElement>(`.${PRERENDER.pageClass}[${PRERENDER.localeAttribute}="en-US"]`)!;
}

/** The login page as the app renders it, on a console of the page tests' server (and the microtasks after it). */
async function renderLoginPage() {
  const bundle = createReferenceConsole({
    storage: createMemoryStorage(),
    baseURL: inject('pageTestServer').baseURL,
    adapter: axios.getAdapter('fetch'),
  });
  await act(async () => {
    render(
      <MemoryRouter initialEntries={['/login']}>
        <ConsoleProvider console={bundle}>
          <LoginPage />
        </ConsoleProvider>
      </MemoryRouter>,
      { container: document.getElementById('root')! },
    );
  });
  return bundle;
}

afterEach(() => {
  document.documentElement.removeAttribute(PRERENDER.shownAttribute);
  document.documentElement.removeAttribute(PRERENDER.submitAttribute);
});

describe('taking over the prerendered login page', () => {
  it('keeps what was typed before React was there, and the focus and caret, and removes the copy', async () => {
    const copy = await prerenderedBody();
    // Typed as the browser types before any script of the app runs: values and a selection, no events heard.
    copy.querySelector<HTMLInputElement>('input[autocomplete="username"]')!.value = 'admin';
    const password = copy.querySelector<HTMLInputElement>('input[type="password"]')!;
    password.value = 'secret-pass';
    password.focus();
    password.setSelectionRange(2, 4);

    await renderLoginPage();

    expect(document.getElementById(PRERENDER.id)).toBeNull();
    expect(document.documentElement.hasAttribute(PRERENDER.shownAttribute)).toBe(false);
    const reactPassword = screen.getByPlaceholderText<HTMLInputElement>('Password');
    expect(screen.getByPlaceholderText<HTMLInputElement>('Username').value).toBe('admin');
    expect(reactPassword.value).toBe('secret-pass');
    expect(document.activeElement).toBe(reactPassword);
    expect([reactPassword.selectionStart, reactPassword.selectionEnd]).toEqual([2, 4]);
    // Typing goes on from there: it replaces the selection, in the form's own state.
    await userEvent.setup().type(reactPassword, 'X', { skipClick: true });
    expect(reactPassword.value).toBe('seXet-pass');
  });

  it('sends a sign-in the user asked for before React was there, once React has the form', async () => {
    const copy = await prerenderedBody();
    const user = userEvent.setup();
    const { username, password } = adminCredentials();
    await user.type(copy.querySelector<HTMLInputElement>('input[autocomplete="username"]')!, username);
    await user.type(copy.querySelector<HTMLInputElement>('input[type="password"]')!, `${password}{Enter}`);
    expect(document.documentElement.hasAttribute(PRERENDER.submitAttribute)).toBe(true);

    const bundle = await renderLoginPage();

    expect(document.documentElement.hasAttribute(PRERENDER.submitAttribute)).toBe(false);
    await waitFor(() => expect(bundle.session.getState().token).not.toBeNull());
  });

  it('changes nothing where there is no prerendered page', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    await renderLoginPage();
    expect(screen.getByRole('form', { name: 'Login to Backoffice Console' })).toBeTruthy();
    expect(screen.getByPlaceholderText<HTMLInputElement>('Username').value).toBe('');
  });
});
