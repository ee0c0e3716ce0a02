import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen } from '@testing-library/react';
import { setupUser } from '../testing/user';
import * as stories from './DeferredDropdown.stories';

const { BeforePaint, Painted } = composeStories(stories);

describe('DeferredDropdown', () => {
  it('opens its menu when the trigger is clicked before the dropdown is there', async () => {
    render(<BeforePaint />);
    fireEvent.click(screen.getByRole('button', { name: 'User menu' }));
    expect(await screen.findByRole('menuitem', { name: 'Logout' })).toBeInTheDocument();
  });

  it('keeps a pressed trigger until its click, which opens the menu', async () => {
    const { rerender } = render(<BeforePaint />);
    const trigger = screen.getByRole('button', { name: 'User menu' });
    fireEvent.pointerDown(trigger);
    // The first render is painted while the button is held: the same button stays, so the click is not lost.
    rerender(<BeforePaint painted />);
    expect(screen.getByRole('button', { name: 'User menu' })).toBe(trigger);
    fireEvent.pointerUp(trigger);
    fireEvent.click(trigger);
    expect(await screen.findByRole('menuitem', { name: 'Logout' })).toBeInTheDocument();
  });

  it('is the dropdown once painted', async () => {
    const user = setupUser();
    render(<Painted />);
    await user.click(screen.getByRole('button', { name: 'User menu' }));
    expect(await screen.findByRole('menuitem', { name: 'Logout' })).toBeInTheDocument();
  });
});
