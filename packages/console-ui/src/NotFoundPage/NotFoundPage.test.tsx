import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { setupUser } from '../testing/user';
import * as stories from './NotFoundPage.stories';

const { Default } = composeStories(stories);

describe('NotFoundPage', () => {
  it('says so and leads back home', async () => {
    render(<Default />);
    expect(screen.getByText('Page Not Found')).toBeInTheDocument();
    await setupUser().click(screen.getByRole('button', { name: 'Back to home' }));
    expect(screen.getByTestId('path')).toHaveTextContent('/dashboard/workplace');
  });
});
