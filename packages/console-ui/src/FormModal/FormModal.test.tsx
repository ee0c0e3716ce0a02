import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '../testing/user';
import * as stories from './FormModal.stories';

const { Create, EditWithValues, Submitting, ServerError, StaleEdit } = composeStories(stories);

const dialog = () => screen.getByRole('dialog');
const saveButton = () => within(dialog()).getByRole('button', { name: 'Save' });

describe('FormModal', () => {
  it('blocks the save while a field is invalid, and shows the message', async () => {
    const user = setupUser();
    const onSubmitted = vi.fn();
    render(<Create onSubmitted={onSubmitted} />);
    expect(within(dialog()).getByText('New contact')).toBeInTheDocument();
    await user.click(saveButton());
    expect(await within(dialog()).findByText('Name is required')).toBeInTheDocument();
    expect(onSubmitted).not.toHaveBeenCalled();
  });

  it('saves the validated values and closes on success', async () => {
    const user = setupUser();
    const onSubmitted = vi.fn();
    render(<Create onSubmitted={onSubmitted} />);
    await user.type(within(dialog()).getByLabelText('Name'), 'Grace Hopper');
    await user.click(saveButton());
    await waitFor(() => expect(screen.getByTestId('saved')).toHaveTextContent('saved Grace Hopper'));
    expect(onSubmitted).toHaveBeenCalledWith({ name: 'Grace Hopper', remark: '' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('submits on Enter in a text field', async () => {
    const user = setupUser();
    const onSubmitted = vi.fn();
    render(<Create onSubmitted={onSubmitted} />);
    await user.type(within(dialog()).getByLabelText('Name'), 'Alan Turing{Enter}');
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledWith(expect.objectContaining({ name: 'Alan Turing' })));
  });

  it('starts from the record when editing', () => {
    render(<EditWithValues />);
    expect(within(dialog()).getByText('Edit contact')).toBeInTheDocument();
    expect(within(dialog()).getByLabelText('Name')).toHaveValue('Ada Lovelace');
    expect(within(dialog()).getByLabelText('Remark')).toHaveValue('First programmer');
  });

  it('shows the Save button loading while the save runs', async () => {
    const user = setupUser();
    render(<Submitting />);
    await user.click(saveButton());
    await waitFor(() => expect(saveButton()).toHaveClass('arco-btn-loading'));
  });

  it('keeps the modal open with the typed values when the save fails, and resets them when reopened', async () => {
    const user = setupUser();
    const onSubmitted = vi.fn();
    render(<ServerError onSubmitted={onSubmitted} />);
    const name = within(dialog()).getByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Ada King');
    await user.click(saveButton());
    await waitFor(() => expect(onSubmitted).toHaveBeenCalled());
    await waitFor(() => expect(saveButton()).not.toHaveClass('arco-btn-loading'));
    expect(within(dialog()).getByLabelText('Name')).toHaveValue('Ada King');

    await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Open form' }));
    expect(within(dialog()).getByLabelText('Name')).toHaveValue('Ada Lovelace');
  });

  it('offers to reload when someone else saved first, and Keep editing keeps what was typed', async () => {
    const user = setupUser();
    const onReload = vi.fn();
    render(<StaleEdit onReload={onReload} />);
    const name = within(dialog()).getByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Ada King');
    await user.click(saveButton());
    const question = await screen.findByRole('dialog', { name: 'Someone else saved a newer version' });
    await user.click(within(question).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Someone else saved a newer version' })).not.toBeInTheDocument());
    expect(onReload).not.toHaveBeenCalled();
    expect(within(screen.getByRole('dialog', { name: 'Edit contact' })).getByLabelText('Name')).toHaveValue('Ada King');

    await user.click(within(screen.getByRole('dialog', { name: 'Edit contact' })).getByRole('button', { name: 'Save' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Someone else saved a newer version' })).getByRole('button', { name: 'Reload' }),
    );
    await waitFor(() => expect(onReload).toHaveBeenCalledTimes(1));
    expect(screen.getByTestId('saved')).toHaveTextContent('reloaded the newer version');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('treats a failure other than a stale edit as before: no reload question', async () => {
    const user = setupUser();
    render(<ServerError />);
    await user.click(saveButton());
    await waitFor(() => expect(saveButton()).not.toHaveClass('arco-btn-loading'));
    expect(screen.queryByRole('dialog', { name: 'Someone else saved a newer version' })).not.toBeInTheDocument();
  });
});
