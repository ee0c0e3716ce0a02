// Why a context: the layout's first render after signing in leaves its heavier chrome (side menu, dropdown
// menus of the navbar and tab bar) for the next frame, and one signal for all of them makes that one commit.
import { createContext, useContext } from 'react';

/**
 * Whether the layout's first render is painted. True outside a layout (a navbar or tab bar on its own renders
 * in full at once).
 */
export const LayoutPaintedContext = createContext(true);

/**
 * True once the surrounding layout's first render is painted: until then render a light stand-in of the same
 * size (a trigger button without its dropdown, a sider without its menu).
 *
 * @example
 * const painted = useLayoutPainted();
 * return painted ? <Dropdown droplist={menu}>{button}</Dropdown> : button;
 */
export function useLayoutPainted(): boolean {
  return useContext(LayoutPaintedContext);
}
