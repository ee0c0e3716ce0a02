// The agreement versions against the real server (src/testing/renderPage.tsx): a search, and the view a reload keeps.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminCredentials, renderPage, uniqueName } from '../../../testing/renderPage';
import { createApiClient } from '@backoffice/api-client';

const cellsOf = (text: string) => screen.queryAllByRole('cell').filter((cell) => cell.textContent === text);

describe('setting/agreement against the real server', () => {
  it("lists the chosen type's versions; a title search narrows them, and a reload keeps that view", async () => {
    const first = await renderPage('setting/agreement', adminCredentials(), '?type=privacy_policy');
    const tag = uniqueName('Notice');
    const api = createApiClient(first.bundle.client).resource('agreement');
    await api.add({ type: 'privacy_policy', title: `${tag} alpha`, content: '# Alpha' });
    await api.add({ type: 'privacy_policy', title: `${tag} beta`, content: '# Beta' });
    expect(await screen.findByText(`${tag} alpha`, {}, { timeout: 5000 })).toBeTruthy();

    fireEvent.change(screen.getByRole('textbox', { name: 'Title contains' }), { target: { value: `${tag} beta` } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(screen.queryByText(`${tag} alpha`)).toBeNull(), { timeout: 5000 });
    expect(cellsOf(`${tag} beta`)).toHaveLength(1);
    const url = first.search();
    expect(new URLSearchParams(url).get('keyword')).toBe(`${tag} beta`);
    first.unmount();

    await renderPage('setting/agreement', adminCredentials(), url);
    expect(await screen.findByText(`${tag} beta`, {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Title contains' })).toHaveProperty('value', `${tag} beta`);
    expect(screen.queryByText(`${tag} alpha`)).toBeNull();
    expect(within(screen.getByRole('combobox', { name: 'Agreement type' })).getByText('Privacy policy')).toBeTruthy();
  });

  it('a draft deleted from its row comes back with Undo', async () => {
    const { bundle } = await renderPage('setting/agreement', adminCredentials(), '?type=participant_consent');
    const title = uniqueName('Consent');
    await createApiClient(bundle.client).resource('agreement').add({ type: 'participant_consent', title, content: 'Consent' });
    const cell = await screen.findByText(title, {}, { timeout: 5000 });
    fireEvent.click(within(cell.closest('tr')!).getByRole('button', { name: 'Delete' }));
    const question = await screen.findByText(/^Delete draft v\d+\?$/);
    fireEvent.click(within(question.closest('.arco-popconfirm') as HTMLElement).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Draft deleted', {}, { timeout: 5000 })).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(title)).toBeNull(), { timeout: 5000 });
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText(title, {}, { timeout: 5000 })).toBeTruthy();
  });
});
