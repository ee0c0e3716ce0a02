import type { ComponentType, SVGProps } from 'react';
import {
  IconApps, IconArchive, IconBook, IconBranch, IconBulb, IconCalendar, IconCloud, IconCodeSquare, IconCommon,
  IconCopy, IconDashboard, IconDesktop, IconExperiment, IconFile, IconFolder, IconIdcard, IconImage, IconList,
  IconLock, IconMenu, IconMessage, IconMobile, IconNav, IconQuestionCircle, IconSafe, IconSelectAll, IconSettings,
  IconStorage, IconTag, IconUser, IconUserAdd, IconUserGroup,
} from '@arco-design/web-react/icon';

/**
 * An Arco icon component.
 *
 * @example
 * const Icon: ArcoIconComponent | undefined = resolveMenuIcon('IconList');
 */
export type ArcoIconComponent = ComponentType<SVGProps<SVGSVGElement> & { spin?: boolean }>;

/**
 * The Arco icons that menu nodes may name (`arcoIcon`). Only these are bundled; add an icon here to allow it.
 *
 * @example
 * const Icon = MENU_ICONS.IconDashboard;
 */
export const MENU_ICONS: Readonly<Record<string, ArcoIconComponent>> = {
  IconApps, IconArchive, IconBook, IconBranch, IconBulb, IconCalendar, IconCloud, IconCodeSquare, IconCommon,
  IconCopy, IconDashboard, IconDesktop, IconExperiment, IconFile, IconFolder, IconIdcard, IconImage, IconList,
  IconLock, IconMenu, IconMessage, IconMobile, IconNav, IconQuestionCircle, IconSafe, IconSelectAll, IconSettings,
  IconStorage, IconTag, IconUser, IconUserAdd, IconUserGroup,
} as Record<string, ArcoIconComponent>;

/**
 * Looks up a menu icon by its Arco name; `undefined` for an unknown or empty name.
 *
 * @example
 * const Icon = resolveMenuIcon('IconDashboard'); // IconDashboard component
 */
export function resolveMenuIcon(name: string | undefined): ArcoIconComponent | undefined {
  if (!name) return undefined;
  return Object.prototype.hasOwnProperty.call(MENU_ICONS, name) ? MENU_ICONS[name] : undefined;
}

/**
 * Renders the menu icon named `name`, or nothing.
 *
 * @example
 * <MenuIcon name="IconDashboard" />
 */
export function MenuIcon({ name }: { name?: string | undefined }) {
  const Icon = resolveMenuIcon(name);
  return Icon ? <Icon aria-hidden="true" /> : null;
}
