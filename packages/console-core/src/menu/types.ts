/**
 * Server menu shapes (docs/behaviour.md#33-menu-node-and-menu-answer) and the UI-neutral menu item the layout
 * renders. `MenuItemModel` carries only what a menu needs (key, label, icon, children) so that any menu
 * component can render it.
 */

import type { Static } from 'typebox';
import type { MenuAndOperateSchema, MenuNodeSchema } from '../contract/wire';

/**
 * A node of the server's menu tree (docs/behaviour.md#33-menu-node-and-menu-answer); `isShow` 0 hides it. Its
 * shape is the contract's `MenuNodeSchema` (`@backoffice/console-core/contract`).
 * @example
 * const node: MenuNode = { path: 'setting', name: 'setting', title: 'menu.setting', arcoIcon: 'icon-settings', isShow: 1, children: [] };
 */
export type MenuNode = Static<typeof MenuNodeSchema>;

/**
 * `/api/admin/self/menuAndOperate` result (docs/behaviour.md#33-menu-node-and-menu-answer); the contract's
 * `MenuAndOperateSchema`.
 * @example
 * const { menuTree, operateList }: MenuAndOperate = await api.menuAndOperate();
 */
export type MenuAndOperate = Static<typeof MenuAndOperateSchema>;

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
