import { composeStory } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import preview from '../../../../.storybook/preview';
import meta, { Empty } from '../LoginForm/LoginForm.stories';

describe("Storybook's Language toolbar", () => {
  it('shows a story in Chinese when chosen, and in English by default', async () => {
    const Chinese = composeStory(Empty, meta, { ...preview, initialGlobals: { locale: 'zh-CN' } });
    const { unmount } = render(<Chinese />);
    expect(await screen.findByRole('button', { name: '登录' })).toBeInTheDocument();
    unmount();
    const English = composeStory(Empty, meta, preview);
    render(<English />);
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
  });
});
