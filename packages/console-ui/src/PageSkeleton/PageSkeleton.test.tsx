import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import * as stories from './PageSkeleton.stories';

const { Loading } = composeStories(stories);

describe('PageSkeleton', () => {
  it('stands in for a page while its code loads, announced as loading', async () => {
    render(<Loading />);
    const status = await screen.findByRole('status', { name: 'Loading page' });
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(status.querySelectorAll('.bo-page-skeleton__bar').length).toBeGreaterThan(0);
  });
});
