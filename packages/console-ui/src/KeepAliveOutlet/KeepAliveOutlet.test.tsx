import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { setupUser } from '../testing/user';
import * as stories from './KeepAliveOutlet.stories';

const { CachedTabs } = composeStories(stories);

// The tab bar follows the page a frame later (the layout's first render is light).
const tabLink = async (name: string) => within(await screen.findByRole('navigation', { name: 'Open tabs' })).getByRole('link', { name });

describe('KeepAliveOutlet', () => {
  it('keeps form input and a table page when switching tabs', async () => {
    const user = setupUser();
    render(<CachedTabs />);
    await user.type(await screen.findByRole('textbox', { name: 'Note' }), 'draft');
    await user.click(await tabLink('Projects'));
    expect(await screen.findByText('Project 1')).toBeInTheDocument();
    await user.click(screen.getByRole('listitem', { name: 'page 2' }));
    expect(await screen.findByText('Project 21')).toBeVisible();
    await user.click(await tabLink('Data Overview'));
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue('draft');
    expect(screen.queryByText('Project 21')).not.toBeVisible();
    await user.click(await tabLink('Projects'));
    expect(screen.getByText('Project 21')).toBeVisible();
    expect(screen.queryByText('Project 1')).not.toBeInTheDocument();
  });

  it('renders an ignoreCache tab only while active', async () => {
    const user = setupUser();
    render(<CachedTabs />);
    await screen.findByRole('textbox', { name: 'Note' });
    expect(screen.queryByRole('heading', { name: 'Dict page' })).not.toBeInTheDocument();
    await user.click(await tabLink('Dictionaries'));
    expect(await screen.findByRole('heading', { name: 'Dict page' })).toBeVisible();
    await user.click(await tabLink('Roles'));
    expect(screen.queryByRole('heading', { name: 'Dict page', hidden: true })).not.toBeInTheDocument();
  });

  it('reloading a tab resets its state', async () => {
    const user = setupUser();
    render(<CachedTabs />);
    await user.type(await screen.findByRole('textbox', { name: 'Note' }), 'draft');
    await user.click(screen.getByRole('button', { name: 'Tab actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Reload' }));
    expect(await screen.findByRole('textbox', { name: 'Note' })).toHaveValue('');
  });
});
