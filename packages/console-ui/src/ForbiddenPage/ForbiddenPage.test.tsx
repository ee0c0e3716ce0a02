import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { setupUser } from '../testing/user';
import * as stories from './ForbiddenPage.stories';

const { Default, Chinese } = composeStories(stories);

describe('ForbiddenPage', () => {
  it('says the page exists but the role may not open it, not that it is missing, and leads back home', async () => {
    render(<Default />);
    expect(screen.getByRole('heading', { name: 'No Access' })).toBeInTheDocument();
    expect(screen.getByText('Your role may not open this page. Ask an administrator if you need it.')).toBeInTheDocument();
    expect(screen.queryByText('Page Not Found')).not.toBeInTheDocument();
    await setupUser().click(screen.getByRole('button', { name: 'Back to home' }));
    expect(screen.getByTestId('path')).toHaveTextContent('/dashboard/workplace');
  });

  it('speaks Chinese', () => {
    render(<Chinese />);
    expect(screen.getByRole('heading', { name: '无权访问' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '返回首页' })).toBeInTheDocument();
  });
});
