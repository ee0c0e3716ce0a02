import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor } from '@testing-library/react';
import { setupUser } from '../testing/user';
import * as stories from './SearchForm.stories';

const { Empty, WithInitialValues, Chinese } = composeStories(stories);

describe('SearchForm', () => {
  it('searches with every field, text trimmed and empty values undefined', async () => {
    const user = setupUser();
    const onSearch = vi.fn();
    render(<Empty onSearch={onSearch} />);
    await user.type(screen.getByRole('textbox', { name: 'Name or e-mail' }), '  ada  ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(onSearch).toHaveBeenCalledWith({ keyword: 'ada', status: undefined }));
  });

  it('searches on Enter in a text field', async () => {
    const user = setupUser();
    const onSearch = vi.fn();
    render(<Empty onSearch={onSearch} />);
    await user.type(screen.getByRole('textbox', { name: 'Name or e-mail' }), 'grace{Enter}');
    await waitFor(() => expect(onSearch).toHaveBeenCalledWith({ keyword: 'grace', status: undefined }));
  });

  it('resets the fields to their initial values and searches again', async () => {
    const user = setupUser();
    const onSearch = vi.fn();
    render(<WithInitialValues onSearch={onSearch} />);
    const keyword = screen.getByRole('textbox', { name: 'Name or e-mail' });
    await user.type(keyword, 'old');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(keyword).toHaveValue('');
    expect(onSearch).toHaveBeenLastCalledWith({ keyword: undefined, status: 'enabled' });
  });

  it('labels its buttons in Chinese', () => {
    render(<Chinese />);
    expect(screen.getByRole('button', { name: '查询' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重置' })).toBeInTheDocument();
  });

  it('names each control by its own label when two bars on the page have the same field (tabs stay mounted)', () => {
    render(
      <>
        <Empty />
        <Empty />
      </>,
    );
    const fields = screen.getAllByRole('textbox', { name: 'Name or e-mail' });
    expect(fields).toHaveLength(2);
    expect(fields[0]!.id).not.toBe(fields[1]!.id);
  });
});
