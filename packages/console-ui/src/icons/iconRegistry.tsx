import type { ComponentType, SVGProps } from 'react';
import * as BUNDLED_MENU_ICONS from './menuIconSet';

/**
 * An Arco icon component.
 *
 * @example
 * const Icon: ArcoIconComponent | undefined = resolveMenuIcon('IconList');
 */
export type ArcoIconComponent = ComponentType<SVGProps<SVGSVGElement> & { spin?: boolean }>;

/**
 * The Arco icons that menu nodes may name (`arcoIcon`) in any console. Only these are bundled; a console adds
 * its own with `createConsole({ menuIcons: { IconRocket } })` (any component taking SVG props).
 *
 * @example
 * const Icon = MENU_ICONS.IconDashboard;
 */
export const MENU_ICONS: Readonly<Record<string, ArcoIconComponent>> = { ...BUNDLED_MENU_ICONS } as Record<string, ArcoIconComponent>;

/**
 * Looks up a menu icon by name in `icons` (default {@link MENU_ICONS}); `undefined` for an unknown or empty name.
 *
 * @example
 * const Icon = resolveMenuIcon('IconDashboard'); // IconDashboard component
 * resolveMenuIcon('IconRocket', { ...MENU_ICONS, IconRocket }); // IconRocket
 */
export function resolveMenuIcon(
  name: string | undefined,
  icons: Readonly<Record<string, ArcoIconComponent>> = MENU_ICONS,
): ArcoIconComponent | undefined {
  if (!name) return undefined;
  return Object.prototype.hasOwnProperty.call(icons, name) ? icons[name] : undefined;
}

/**
 * Renders the menu icon named `name` from `icons` (default {@link MENU_ICONS}), or nothing.
 *
 * @example
 * <MenuIcon name="IconDashboard" />
 * <MenuIcon name="IconRocket" icons={{ ...MENU_ICONS, ...bundle.menuIcons }} />
 */
export function MenuIcon({ name, icons }: { name?: string | undefined; icons?: Readonly<Record<string, ArcoIconComponent>> }) {
  const Icon = resolveMenuIcon(name, icons);
  return Icon ? <Icon aria-hidden="true" /> : null;
}
