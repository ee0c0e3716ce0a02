import type { KeyboardEvent } from 'react';

type Move = (index: number, count: number) => number;
const next: Move = (i, n) => (i + 1) % n;
const previous: Move = (i, n) => (i - 1 + n) % n;
/** Keys that move the focus between entries, and where each one goes, for a column and for a row of entries. */
const MOVES: Record<'vertical' | 'horizontal', Record<string, Move>> = {
  vertical: { ArrowDown: next, ArrowUp: previous, Home: () => 0, End: (_i, n) => n - 1 },
  horizontal: { ArrowRight: next, ArrowLeft: previous, Home: () => 0, End: (_i, n) => n - 1 },
};

/** False for an element hidden by display or visibility (a closed sub-menu keeps its entries, hidden). */
function isShown(element: HTMLElement): boolean {
  if (typeof element.checkVisibility === 'function') return element.checkVisibility({ visibilityProperty: true });
  return getComputedStyle(element).visibility !== 'hidden';
}

/**
 * Moves the focus among the shown entries (`selector`) inside the element handling the key: Down/Up (a column)
 * or Right/Left (a row) to the next/previous one, wrapping around, Home and End to the first and last. Other
 * keys (Tab, Enter) keep their usual behaviour. Used by the side menu (its sub-menu headers and pages) and the
 * tab bar (its links).
 *
 * @example
 * <Menu onKeyDown={(e) => moveFocusByArrows(e, '[role="menuitem"]', 'vertical')}>…</Menu>
 */
export function moveFocusByArrows(event: KeyboardEvent<HTMLElement>, selector: string, direction: 'vertical' | 'horizontal'): void {
  const move = MOVES[direction][event.key];
  if (!move) return;
  const entries = [...event.currentTarget.querySelectorAll<HTMLElement>(selector)].filter(isShown);
  const index = entries.findIndex((entry) => entry === document.activeElement || entry.contains(document.activeElement));
  if (index < 0 || entries.length === 0) return;
  event.preventDefault();
  entries[move(index, entries.length)]?.focus();
}
