// The signed-in frame (layout, menus, tab bar, cached pages). ConsoleRoutes loads this module on demand,
// so the login page does not download the layout.
import type { ConsoleLayoutProps } from '../ConsoleLayout/ConsoleLayout';
import { ConsoleLayout } from '../ConsoleLayout/ConsoleLayout';
import { KeepAliveOutlet } from '../KeepAliveOutlet/KeepAliveOutlet';

/** The layout with the cached-tab outlet inside it. */
export default function ConsoleShell(props: Omit<ConsoleLayoutProps, 'children'>) {
  return (
    <ConsoleLayout {...props}>
      <KeepAliveOutlet />
    </ConsoleLayout>
  );
}
