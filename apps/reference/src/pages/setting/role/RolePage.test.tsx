// The role list against the real server (src/testing/renderPage.tsx): what a user sees after searching and creating.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage, uniqueName } from '../../../testing/renderPage';
import { createApiClient } from '@backoffice/api-client';

const rowsNamed = (text: string) => screen.queryAllByRole('row').filter((row) => row.textContent?.includes(text));

describe('setting/role against the real server', () => {
  it('a keyword search narrows the rows to the roles it matches', async () => {
    const { bundle } = await renderPage('setting/role');
    const tag = uniqueName('Search');
    const api = createApiClient(bundle.client).resource('role');
    await api.add({ code: `s-one-${Date.now()}`, name: `${tag} one`, status: 'enabled', secondFactorRequired: false });
    await api.add({ code: `s-two-${Date.now()}`, name: `${tag} two`, status: 'enabled', secondFactorRequired: false });
    // The seeded admin role shows, and the two roles once the write refetches the list.
    await screen.findByText(`${tag} one`, {}, { timeout: 5000 });
    expect(rowsNamed('admin').length).toBeGreaterThan(0);

    fireEvent.change(screen.getByRole('textbox', { name: 'Code or name' }), { target: { value: `${tag} two` } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));

    await waitFor(() => expect(screen.queryByText(`${tag} one`)).toBeNull(), { timeout: 5000 });
    expect(screen.getByText(`${tag} two`)).toBeTruthy();
    expect(rowsNamed('admin')).toEqual([]);
  });

  it('a role created with the New role form appears in the list', async () => {
    await renderPage('setting/role');
    const name = uniqueName('Created');
    fireEvent.click(await screen.findByRole('button', { name: 'New role' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Code' }), { target: { value: `c-${Date.now()}` } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), { target: { value: name } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(name, {}, { timeout: 5000 })).toBeTruthy();
  });
});
