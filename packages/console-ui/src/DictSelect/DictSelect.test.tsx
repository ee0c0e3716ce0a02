import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { setupUser } from '../testing/user';
import * as stories from './DictSelect.stories';

const { SelectAndTags } = composeStories(stories);

describe('DictSelect and DictTag', () => {
  it('loads the dictionaries, labels tags and offers the items', async () => {
    const user = setupUser();
    render(<SelectAndTags />);
    expect(await screen.findByText('Active')).toBeInTheDocument();
    expect(screen.getByText('9')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Project status' }));
    expect(await screen.findByRole('option', { name: 'Closed' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Draft' })).toBeInTheDocument();
  });
});
