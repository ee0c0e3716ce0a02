// The icons a menu directory may name (`arcoIcon`): the Arco icons the console kit bundles for menus
// (packages/console-ui/src/icons/iconRegistry.tsx, MENU_ICONS). The server cannot import the kit, so the names are
// listed here and scripts/menu-pages.test.ts checks this list against the kit's and every module's icons against
// both: a name the console does not know (it would render nothing) fails to compile and fails that test.

/** Every icon name a module's directory may give its menu. */
export const MENU_ICON_NAMES = [
  'IconApps',
  'IconArchive',
  'IconBook',
  'IconBranch',
  'IconBulb',
  'IconCalendar',
  'IconCloud',
  'IconCodeSquare',
  'IconCommon',
  'IconCopy',
  'IconDashboard',
  'IconDesktop',
  'IconExperiment',
  'IconFile',
  'IconFolder',
  'IconIdcard',
  'IconImage',
  'IconList',
  'IconLock',
  'IconMenu',
  'IconMessage',
  'IconMobile',
  'IconNav',
  'IconQuestionCircle',
  'IconSafe',
  'IconSelectAll',
  'IconSettings',
  'IconStorage',
  'IconTag',
  'IconUser',
  'IconUserAdd',
  'IconUserGroup',
] as const;

/** A menu icon the console renders. */
export type MenuIconName = (typeof MENU_ICON_NAMES)[number];
