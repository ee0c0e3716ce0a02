// The signed-in frame (layout, menus, tab bar, cached pages). ConsoleRoutes loads this module on demand,
// so the login page does not download the layout.
import type { ComponentType } from 'react';
import type { ConsoleLayoutProps } from '../ConsoleLayout/ConsoleLayout';
import { ConsoleLayout } from '../ConsoleLayout/ConsoleLayout';
import { KeepAliveOutlet } from '../KeepAliveOutlet/KeepAliveOutlet';

/**
 * Props of the signed-in frame: the layout's props and, optionally, a layout of the console's own.
 *
 * @example
 * <ConsoleShell title="Backoffice" layoutComponent={MyLayout} />
 */
export interface ConsoleShellProps extends Omit<ConsoleLayoutProps, 'children'> {
  /** Renders in place of `ConsoleLayout`, with the cached-tab outlet as its `children`. */
  layoutComponent?: ComponentType<ConsoleLayoutProps> | undefined;
}

/** The layout (the kit's or the console's own) with the cached-tab outlet inside it. */
export default function ConsoleShell({ layoutComponent: Layout = ConsoleLayout, ...props }: ConsoleShellProps) {
  return (
    <Layout {...props}>
      <KeepAliveOutlet />
    </Layout>
  );
}
