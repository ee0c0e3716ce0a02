// Why a context: the layout's first render after signing in leaves its heavier chrome (side menu, dropdown
// menus of the navbar and tab bar) for the next frame, and one signal for all of them makes that one commit.
import { createContext, useContext } from 'react';
import { useAfterFirstContentfulPaint } from '../afterPaint/afterPaint';

/**
 * Whether the layout's first render is painted; undefined outside a layout.
 */
export const LayoutPaintedContext = createContext<boolean | undefined>(undefined);

/**
 * True once the surrounding layout's first render is painted (outside a layout, e.g. the language switch of
 * the login page: once the page's first screen is shown): until then render a light stand-in of the same
 * size (a trigger button without its dropdown, a sider without its menu).
 *
 * @example
 * const painted = useLayoutPainted();
 * return painted ? <Dropdown droplist={menu}>{button}</Dropdown> : button;
 */
export function useLayoutPainted(): boolean {
  const layout = useContext(LayoutPaintedContext);
  const shown = useAfterFirstContentfulPaint({ atOnceWhenShown: true });
  return layout ?? shown;
}
