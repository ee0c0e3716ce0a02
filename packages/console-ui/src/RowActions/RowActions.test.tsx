import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { setupUser } from '../testing/user';
import * as stories from './RowActions.stories';

const { Default, AllOperations } = composeStories(stories);

describe('RowActions', () => {
  it('shows the buttons the user holds the operation of, and runs a plain one at once', async () => {
    const user = setupUser();
    render(<Default />);
    expect(screen.queryByRole('button', { name: 'Archive' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByText('Done: opened')).toBeInTheDocument();
  });

  it('asks before a confirmed action and runs it on OK', async () => {
    const user = setupUser();
    render(<AllOperations />);
    expect(screen.getByRole('button', { name: 'Archive' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(screen.getByText('Nothing done yet')).toBeInTheDocument();
    const question = await screen.findByText('Publish v2?');
    await user.click(within(question.closest('.arco-popconfirm') as HTMLElement).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Done: published')).toBeInTheDocument();
  });
});
