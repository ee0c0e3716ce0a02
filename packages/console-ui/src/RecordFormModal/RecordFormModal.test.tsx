import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '../testing/user';
import * as stories from './RecordFormModal.stories';

const { Edit, Create, Loading, Refused, StaleEdit } = composeStories(stories);

const STALE = 'Someone else saved a newer version';
const form = (name: string) => screen.getByRole('dialog', { name });
const saveIn = (name: string) => within(form(name)).getByRole('button', { name: 'Save' });

describe('RecordFormModal', () => {
  it('edits the version it loaded, not the older row it opened on, and saves with that version', async () => {
    const user = setupUser();
    const onSave = vi.fn();
    render(<Edit onSave={onSave} />);
    await waitFor(() => expect(within(form('Edit contact')).getByLabelText('Name')).toHaveValue('Ada King'));
    await user.type(within(form('Edit contact')).getByLabelText('Name'), ' II');
    await user.click(saveIn('Edit contact'));
    await waitFor(() => expect(screen.getByTestId('shown')).toHaveTextContent('saved Ada King II'));
    expect(onSave).toHaveBeenCalledWith({ name: 'Ada King II' }, '2026-05-04T10:00:00.000Z');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('creates a record without a version, after the required field is filled', async () => {
    const user = setupUser();
    const onSave = vi.fn();
    render(<Create onSave={onSave} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New contact' }));
    await user.click(saveIn('New contact'));
    expect(await within(form('New contact')).findByText('Name is required')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
    await user.type(within(form('New contact')).getByLabelText('Name'), 'Grace Hopper');
    await user.click(saveIn('New contact'));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ name: 'Grace Hopper' }, null));
  });

  it('shows the fields loading while the version loads, with the row meanwhile', async () => {
    const user = setupUser();
    const onSave = vi.fn();
    render(<Loading onSave={onSave} />);
    expect(within(form('Edit contact')).getByLabelText('Name')).toHaveValue('Ada Lovelace');
    expect(form('Edit contact').querySelector('.arco-spin-loading')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'New contact', hidden: true }));
    // Opening a new record drops the edit still loading.
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'New contact' })).toBeInTheDocument());
    expect(within(form('New contact')).getByLabelText('Name')).toHaveValue('');
  });

  it('keeps the typed values when the save is refused', async () => {
    const user = setupUser();
    render(<Refused />);
    const name = await within(form('Edit contact')).findByDisplayValue('Ada King');
    await user.clear(name);
    await user.type(name, 'Countess');
    await user.click(saveIn('Edit contact'));
    await waitFor(() => expect(saveIn('Edit contact')).not.toHaveClass('arco-btn-loading'));
    expect(within(form('Edit contact')).getByLabelText('Name')).toHaveValue('Countess');
    expect(screen.getByTestId('shown')).toHaveTextContent('Ada Lovelace');
    expect(screen.queryByRole('dialog', { name: STALE })).not.toBeInTheDocument();
  });

  it('on a stale save offers Keep editing (the typed name stays) and Reload (closes, fetches the newer version)', async () => {
    const user = setupUser();
    const onReload = vi.fn();
    render(<StaleEdit onReload={onReload} />);
    const name = await within(form('Edit contact')).findByDisplayValue('Ada King');
    await user.clear(name);
    await user.type(name, 'Mine');
    await user.click(saveIn('Edit contact'));
    await user.click(within(await screen.findByRole('dialog', { name: STALE })).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: STALE })).not.toBeInTheDocument());
    expect(within(form('Edit contact')).getByLabelText('Name')).toHaveValue('Mine');
    expect(onReload).not.toHaveBeenCalled();

    await user.click(saveIn('Edit contact'));
    await user.click(within(await screen.findByRole('dialog', { name: STALE })).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(onReload).toHaveBeenCalledTimes(1));
    expect(screen.getByTestId('shown')).toHaveTextContent('reloaded the newer version');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
