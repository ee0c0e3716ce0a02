import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor } from '@testing-library/react';
import { setupUser } from '../testing/user';
import * as stories from './LanguageSwitch.stories';

const { Default } = composeStories(stories);

describe('LanguageSwitch', () => {
  it('switches to Chinese and back with a confirmation each time', async () => {
    const user = setupUser();
    const onChange = vi.fn();
    render(<Default onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Language' }));
    await user.click(await screen.findByRole('menuitem', { name: '中文' }));
    expect(screen.getByRole('heading')).toHaveTextContent('数据概览');
    expect(await screen.findByText('语言已切换为中文')).toBeInTheDocument();
    expect(onChange).toHaveBeenCalledWith('zh-CN');
    await user.click(screen.getByRole('button', { name: '语言' }));
    await user.click(await screen.findByRole('menuitem', { name: 'English' }));
    expect(screen.getByRole('heading')).toHaveTextContent('Data Overview');
    expect(await screen.findByText('Language switched to English')).toBeInTheDocument();
  });

  it('closes its list once a language is chosen', async () => {
    const user = setupUser();
    render(<Default />);
    await user.click(screen.getByRole('button', { name: 'Language' }));
    await user.click(await screen.findByRole('menuitem', { name: '中文' }));
    await waitFor(() => expect(screen.queryByRole('menu', { name: '语言' })).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: '语言' }));
    expect(await screen.findByRole('menu', { name: '语言' })).toBeVisible();
  });
});
