/**
 * Server menu shapes (docs/behaviour.md#33-menu-node-and-menu-answer) and the UI-neutral menu item the layout
 * renders. `MenuItemModel` carries only what a menu needs (key, label, icon, children) so that any menu
 * component can render it.
 */

import type { Locale } from '../i18n/types';

/**
 * A node of the server's menu tree (docs/behaviour.md#33-menu-node-and-menu-answer); `isShow` 0 hides it.
 * @example
 * const node: MenuNode = { path: 'setting', name: 'setting', title: 'menu.setting', arcoIcon: 'icon-settings', isShow: 1, children: [] };
 */
export interface MenuNode {
  path: string;
  name: string;
  /** An i18n key (or a text). */
  title: string;
  /**
   * The title's text per language, when the server sends it: the console registers it under `title` (its own
   * strings win), so a server-driven menu needs no strings in the console.
   */
  titles?: Partial<Record<Locale, string>>;
  arcoIcon?: string;
  isShow?: 0 | 1;
  order?: number;
  component?: string;
  /** For a hidden entry: the route name of the visible entry the menu highlights (e.g. 'MyProjects'). */
  activeMenu?: string;
  children?: MenuNode[];
}

/**
 * `/api/admin/self/menuAndOperate` result (docs/behaviour.md#33-menu-node-and-menu-answer).
 * @example
 * const { menuTree, operateList }: MenuAndOperate = await api.menuAndOperate();
 */
export interface MenuAndOperate {
  menuTree: MenuNode[];
  operateList: string[];
}

/**
 * One entry of the rendered menu; `key` is the route's full path.
 * @example
 * items.map((item: MenuItemModel) => <Menu.Item key={item.key}>{t(item.title)}</Menu.Item>);
 */
export interface MenuItemModel {
  key: string;
  name: string;
  title: string;
  icon?: string;
  children?: MenuItemModel[];
}
