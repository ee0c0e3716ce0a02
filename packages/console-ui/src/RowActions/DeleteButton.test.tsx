import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '../testing/user';
import * as stories from './DeleteButton.stories';

const { Undoable, ForGood, WithoutPermission, Standalone } = composeStories(stories);

const rowOf = (name: string) => screen.getByText(name).closest('tr')!;

async function deleteRow(name: string) {
  const user = setupUser();
  await screen.findByText(name);
  await user.click(within(rowOf(name)).getByRole('button', { name: 'Delete' }));
  const popup = await screen.findByText(`Delete ${name}?`);
  await user.click(within(popup.closest('.arco-popconfirm') as HTMLElement).getByRole('button', { name: 'OK' }));
  return user;
}

describe('DeleteButton', () => {
  it('asks, deletes and offers Undo when the server answers { undoUntil }; Undo brings the row back', async () => {
    render(<Undoable />);
    const user = await deleteRow('Beta');
    expect(await screen.findByText('Beta deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Beta' })).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Undone')).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: 'Beta' })).toBeInTheDocument();
  });

  it('offers no Undo when the server deletes for good', async () => {
    render(<ForGood />);
    await deleteRow('Alpha');
    expect(await screen.findByText('Alpha deleted')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
  });

  it('is not shown to a user without the operation', async () => {
    render(<WithoutPermission />);
    expect(await screen.findByRole('cell', { name: 'Alpha' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('outside a list, toasts through the console once deleted', async () => {
    const user = setupUser();
    render(<Standalone />);
    const item = (await screen.findByText(/Gamma/)).closest('li')!;
    await user.click(within(item).getByRole('button', { name: 'Delete' }));
    const popup = await screen.findByText('Delete Gamma?');
    await user.click(within(popup.closest('.arco-popconfirm') as HTMLElement).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Gamma deleted')).toBeInTheDocument();
    expect(screen.getByText('Deleted: 1')).toBeInTheDocument();
  });
});
