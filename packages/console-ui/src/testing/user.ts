import userEvent from '@testing-library/user-event';

/** user-event set up for Arco popups (their enter animation briefly sets pointer-events: none in jsdom). */
export function setupUser() {
  return userEvent.setup({ pointerEventsCheck: 0 });
}
