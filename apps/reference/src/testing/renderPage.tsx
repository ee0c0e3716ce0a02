// The page-test harness: a page of this console, found by its registry path, rendered inside the real console
// providers over console-core's real envelope client, against the real API server the `reference` vitest project
// starts once per run (apps/api/src/testing/page-test-server.global.ts), signed in as a given user.
// The server is shared by the run's page tests: a test names what it creates uniquely (see uniqueName).
import { Suspense, type ReactNode } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import axios from 'axios';
import { inject } from 'vitest';
import { createMemoryStorage, type LoginCredentials } from '@backoffice/console-core';
import { ConsoleProvider, type ConsoleBundle } from '@backoffice/console-ui';
import { createReferenceConsole } from '../app/console';
import { createPageResolver } from '../pages/registry';

declare module 'vitest' {
  interface ProvidedContext {
    pageTestServer: { baseURL: string; adminPassword: string };
  }
}

/** The seeded administrator of the page tests' server (every operation code). */
export function adminCredentials(): LoginCredentials {
  return { username: 'admin', password: inject('pageTestServer').adminPassword };
}

/** A name no other test of the run uses (the server and its data are shared by the run). */
export function uniqueName(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/**
 * A console signed in to the page tests' server as `user`: the reference console's bundle over a memory storage
 * and console-core's envelope client (Node's fetch carries its requests: jsdom's XMLHttpRequest would refuse the
 * server's other origin), with the user's info and menu loaded as the console's guard loads them.
 *
 * @example
 * const bundle = await signedInConsole(adminCredentials());
 * await bundle.client.post('/api/admin/role/add', { name: 'Auditor' });
 */
export async function signedInConsole(user: LoginCredentials): Promise<ConsoleBundle> {
  const bundle = createReferenceConsole({
    storage: createMemoryStorage({ 'arco-locale': 'en-US' }),
    baseURL: inject('pageTestServer').baseURL,
    adapter: axios.getAdapter('fetch'),
  });
  await bundle.session.getState().login(user);
  await bundle.session.getState().loadInfo();
  await bundle.settings.getState().loadServerMenu();
  return bundle;
}

/** What {@link renderPage} answers: the render, and the signed-in console (its client sets a test's scene). */
export interface RenderedPage extends RenderResult {
  bundle: ConsoleBundle;
  /** The query the page's URL holds now (`?status=draft`, or ''): what a reload opens again. */
  search(): string;
}

/**
 * Renders the page of registry path `component` ('setting/role': the folder `pages/setting/role/`) at its URL
 * (with the query `search`, as a reload or a shared link opens it), signed in as `user` (the seeded admin unless
 * given), with its code and the page strings loaded.
 *
 * @example
 * const { bundle } = await renderPage('setting/role');
 * expect(await screen.findByRole('button', { name: 'New role' })).toBeTruthy();
 */
export async function renderPage(component: string, user: LoginCredentials = adminCredentials(), search = ''): Promise<RenderedPage> {
  const bundle = await signedInConsole(user);
  const pages = createPageResolver(bundle.i18n);
  await pages.preloadPage(component);
  const Page = pages.resolvePage(component);
  if (!Page) throw new Error(`no page folder for ${component}`);
  let shown = search;
  const LocationProbe = () => {
    shown = useLocation().search;
    return null;
  };
  const frame = (children: ReactNode) => (
    <MemoryRouter initialEntries={[`/${component}${search}`]}>
      <ConsoleProvider console={bundle}>
        <Suspense fallback={null}>{children}</Suspense>
        <LocationProbe />
      </ConsoleProvider>
    </MemoryRouter>
  );
  return { ...render(frame(<Page />)), bundle, search: () => shown };
}
