import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { setupUser } from '../testing/user';
import * as stories from './PageErrorBoundary.stories';

const { PageThrows } = composeStories(stories);

// The tab bar follows the page a frame later (the layout's first render is light).
const tabs = async () => within(await screen.findByRole('navigation', { name: 'Open tabs' }));

describe('PageErrorBoundary', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => vi.restoreAllMocks());

  it('shows a page that throws as an error card in its tab; the other tabs keep working; Retry mounts the page again', async () => {
    const user = setupUser();
    render(<PageThrows />);
    const card = await screen.findByRole('alert');
    expect(within(card).getByRole('heading', { name: 'This page stopped working' })).toBeInTheDocument();
    expect(within(card).getByText('Cannot read the role list')).toBeInTheDocument();

    await user.click((await tabs()).getByRole('link', { name: 'Projects' }));
    expect(await screen.findByText('Project 1')).toBeVisible();
    await user.click((await tabs()).getByRole('link', { name: 'Roles' }));
    expect(screen.getByRole('alert')).toBeVisible();

    // Retry while the page still throws: the card again.
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Cannot read the role list')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Fix the page' }));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Role page' })).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('closes the broken tab from the card and shows its neighbour', async () => {
    const user = setupUser();
    render(<PageThrows />);
    await user.click(await screen.findByRole('button', { name: 'Close tab' }));
    expect((await tabs()).queryByRole('link', { name: 'Roles' })).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'My projects page' })).toBeVisible();
  });
});
