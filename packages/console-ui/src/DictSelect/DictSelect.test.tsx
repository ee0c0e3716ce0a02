import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { setupUser } from '../testing/user';
import * as stories from './DictSelect.stories';

const { SelectAndTags, InChinese } = composeStories(stories);

describe('DictSelect and DictTag', () => {
  it('loads the dictionaries, labels tags and offers the items', async () => {
    const user = setupUser();
    render(<SelectAndTags />);
    expect(await screen.findByText('Active')).toBeInTheDocument();
    expect(screen.getByText('9')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Project status' }));
    expect(await screen.findByRole('option', { name: 'Closed' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Draft' })).toBeInTheDocument();
  });

  it('shows the Chinese labels in zh-CN, the English one where an item has none, and relabels on a language switch', async () => {
    const user = setupUser();
    render(<InChinese />);
    expect(await screen.findByText('进行中')).toBeInTheDocument();
    expect(screen.getByText('Closed')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Project status' }));
    expect(await screen.findByRole('option', { name: '草稿' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Closed' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: '语言' }));
    await user.click(await screen.findByRole('menuitem', { name: 'English' }));
    expect(await screen.findByText('Active')).toBeInTheDocument();
    expect(screen.queryByText('进行中')).not.toBeInTheDocument();
  });
});
