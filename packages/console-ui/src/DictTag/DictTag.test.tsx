import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import * as stories from './DictTag.stories';

const { Known, Unknown, Empty } = composeStories(stories);

describe('DictTag', () => {
  it('shows the label of a known value', async () => {
    render(<Known />);
    expect(await screen.findByText('Active')).toBeInTheDocument();
  });
  it('shows an unknown value as is', () => {
    render(<Unknown />);
    expect(screen.getByText('42')).toBeInTheDocument();
  });
  it('renders nothing without a value', () => {
    const { container } = render(<Empty />);
    expect(container.querySelector('.arco-tag')).toBeNull();
  });
});
