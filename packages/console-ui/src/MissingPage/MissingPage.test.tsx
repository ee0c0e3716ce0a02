import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import * as stories from './MissingPage.stories';

const { Default } = composeStories(stories);

describe('MissingPage', () => {
  it('names the component the console has no page for, and warns its developer once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { unmount } = render(<Default />);
    expect(await screen.findByText('Page not available')).toBeInTheDocument();
    expect(screen.getByText(/reports\/monthly/)).toBeInTheDocument();
    unmount();
    render(<Default />);
    expect(await screen.findByText('Page not available')).toBeInTheDocument();
    expect(warn.mock.calls.filter((call) => String(call[0]).includes('reports/monthly'))).toHaveLength(1);
    warn.mockRestore();
  });
});
