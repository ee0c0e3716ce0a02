import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { setupUser } from '../testing/user';
import * as stories from './TabBar.stories';

const { SeveralTabs, DefaultOnly } = composeStories(stories);

const bar = () => within(screen.getByRole('navigation', { name: 'Open tabs' }));
const titles = () =>
  bar()
    .getAllByRole('link')
    .map((a) => a.textContent);

describe('TabBar', () => {
  it('lists the tabs with the current one marked, and navigates on click', async () => {
    const user = setupUser();
    render(<SeveralTabs />);
    expect(titles()).toEqual(['Data Overview', 'Projects', 'My Projects', 'Roles', 'Dictionaries']);
    expect(bar().getByRole('link', { name: 'My Projects' })).toHaveAttribute('aria-current', 'page');
    await user.click(bar().getByRole('link', { name: 'Roles' }));
    expect(screen.getByTestId('path')).toHaveTextContent('/setting/role');
  });

  it('closes the active tab and goes to its left neighbour', async () => {
    const user = setupUser();
    render(<SeveralTabs />);
    await user.click(bar().getByRole('button', { name: 'Close My Projects' }));
    expect(titles()).toEqual(['Data Overview', 'Projects', 'Roles', 'Dictionaries']);
    expect(screen.getByTestId('path')).toHaveTextContent('/projectMgt/projectList');
  });

  it.each([
    ['Close Others', ['Data Overview', 'My Projects']],
    ['Close Left', ['Data Overview', 'My Projects', 'Roles', 'Dictionaries']],
    ['Close Right', ['Data Overview', 'Projects', 'My Projects']],
  ])('%s from the actions dropdown', async (action, expected) => {
    const user = setupUser();
    render(<SeveralTabs />);
    await user.click(screen.getByRole('button', { name: 'Tab actions' }));
    await user.click(await screen.findByRole('menuitem', { name: action }));
    expect(titles()).toEqual(expected);
  });

  it('closes all from a tab context menu, back to the dashboard', async () => {
    const user = setupUser();
    render(<SeveralTabs />);
    fireEvent.contextMenu(bar().getByRole('link', { name: 'Roles' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Close All' }));
    expect(titles()).toEqual(['Data Overview']);
    expect(screen.getByTestId('path')).toHaveTextContent('/dashboard/workplace');
  });

  it('moves between tabs with the arrow keys, Home and End, and Enter opens the focused one', async () => {
    const user = setupUser();
    render(<SeveralTabs />);
    bar().getByRole('link', { name: 'My Projects' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(bar().getByRole('link', { name: 'Roles' })).toHaveFocus();
    await user.keyboard('{End}{ArrowRight}');
    expect(bar().getByRole('link', { name: 'Data Overview' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(bar().getByRole('link', { name: 'Dictionaries' })).toHaveFocus();
    await user.keyboard('{Home}{ArrowRight}{Enter}');
    expect(screen.getByTestId('path')).toHaveTextContent('/projectMgt/projectList');
  });

  it('never offers to close the default tab', () => {
    render(<DefaultOnly />);
    expect(titles()).toEqual(['Data Overview']);
    expect(bar().queryByRole('button', { name: /Close/ })).not.toBeInTheDocument();
  });
});
