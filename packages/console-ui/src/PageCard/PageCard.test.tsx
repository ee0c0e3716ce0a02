import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import * as stories from './PageCard.stories';

const { ListPage, WithoutActions } = composeStories(stories);

describe('PageCard', () => {
  it('shows the header, the actions and the body', () => {
    render(<ListPage />);
    expect(screen.getByRole('textbox', { name: 'Keyword' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New contact' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Ada Lovelace' })).toBeInTheDocument();
  });

  it('shows no action when there is none', () => {
    render(<WithoutActions />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Ada Lovelace' })).toBeInTheDocument();
  });
});
