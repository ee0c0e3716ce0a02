import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import * as stories from './DictTag.stories';

const { Known, KnownInChinese, FallbackInChinese, Unknown, Empty } = composeStories(stories);

describe('DictTag', () => {
  it('shows the label of a known value', async () => {
    render(<Known />);
    expect(await screen.findByText('Active')).toBeInTheDocument();
  });
  it('shows the zh-CN label in Chinese, and the English one when the item has none', async () => {
    render(<KnownInChinese />);
    expect(await screen.findByText('进行中')).toBeInTheDocument();
    render(<FallbackInChinese />);
    expect(await screen.findByText('Closed')).toBeInTheDocument();
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
