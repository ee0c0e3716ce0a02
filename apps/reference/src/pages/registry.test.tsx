import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { createMemoryStorage } from '@backoffice/console-core';
import { ConsoleProvider, createConsole } from '@backoffice/console-ui';
import { availablePages, createPageResolver } from './registry';

describe('page registry', () => {
  it('knows every page folder by its component path', () => {
    expect(availablePages).toEqual(expect.arrayContaining(['dashboard/workplace', 'setting/role', 'projectMgt/project']));
  });

  it('a preloaded page renders at once (no Suspense fallback), with the page strings added to the i18n', async () => {
    const bundle = createConsole({ storage: createMemoryStorage() });
    const pages = createPageResolver(bundle.i18n);
    const Page = pages.resolvePage('setting/no-such-page')!;
    expect(pages.resolvePage('setting/no-such-page')).toBe(Page);
    expect(bundle.i18n.t('workplace.welcome', { name: 'Ada' })).toBe('workplace.welcome');
    await pages.preloadPage('setting/no-such-page');
    expect(bundle.i18n.t('workplace.welcome', { name: 'Ada' })).toBe('Welcome back, Ada');
    render(
      <MemoryRouter>
        <ConsoleProvider console={bundle}>
          <Suspense fallback={<p>Loading</p>}>
            <Page />
          </Suspense>
        </ConsoleProvider>
      </MemoryRouter>,
    );
    // This build has no such page: the 'not available' page shows in the first render.
    expect(screen.getByRole('button', { name: 'Back to the dashboard' })).toBeTruthy();
    expect(screen.queryByText('Loading')).toBeNull();
  });
});
