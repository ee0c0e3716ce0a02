export { ConsoleLayout } from './ConsoleLayout';
export type { ConsoleLayoutProps } from './ConsoleLayout';
export { Navbar } from './Navbar';
export type { NavbarProps } from './Navbar';
export { MenuTree } from './MenuTree';
export type { MenuTreeProps } from './MenuTree';
export { useMenuModel } from './useMenuModel';
export type { MenuModel } from './useMenuModel';
export { useDevice, MOBILE_BREAKPOINT } from './useDevice';
