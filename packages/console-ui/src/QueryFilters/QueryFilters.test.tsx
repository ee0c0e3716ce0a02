import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor } from '@testing-library/react';
import { setupUser } from '../testing/user';
import * as stories from './QueryFilters.stories';

const { Empty, FromTheUrl, Chinese } = composeStories(stories);

describe('QueryFilters', () => {
  it('labels one control per declared field', () => {
    render(<Empty />);
    expect(screen.getByRole('textbox', { name: 'Name or code' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Stage' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Owner' })).toBeInTheDocument();
  });

  it('searches with exactly the declared fields, text trimmed', async () => {
    const user = setupUser();
    const onSearch = vi.fn();
    render(<Empty onSearch={onSearch} />);
    await user.type(screen.getByRole('textbox', { name: 'Name or code' }), '  bank {Enter}');
    await waitFor(() => expect(onSearch).toHaveBeenCalledWith({ keyword: 'bank', status: undefined, stage: undefined, owner: undefined }));
  });

  it('shows the filters the query applies, and follows the query when it changes', () => {
    const { rerender } = render(<FromTheUrl />);
    expect(screen.getByRole('textbox', { name: 'Name or code' })).toHaveValue('onboarding');
    expect(screen.getByText('Disabled')).toBeInTheDocument();
    rerender(<FromTheUrl query={{ keyword: 'retail' }} />);
    expect(screen.getByRole('textbox', { name: 'Name or code' })).toHaveValue('retail');
  });

  it('clears every field on Reset and searches with none', async () => {
    const user = setupUser();
    const onSearch = vi.fn();
    render(<FromTheUrl query={{ keyword: 'onboarding' }} onSearch={onSearch} />);
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(onSearch).toHaveBeenLastCalledWith({ keyword: undefined, status: undefined, stage: undefined, owner: undefined });
  });

  it('labels its buttons in Chinese', () => {
    render(<Chinese />);
    expect(screen.getByRole('button', { name: '查询' })).toBeInTheDocument();
  });
});
