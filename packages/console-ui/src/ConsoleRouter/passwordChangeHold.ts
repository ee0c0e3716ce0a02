import { mustChangePassword, type SessionStore } from '@backoffice/console-core';
import type { MenuItemModel } from '@backoffice/console-core';
import type { ConsoleGuardStep } from './decideNavigation';

// A user whose password is a one-time one may do nothing but change it (the server refuses every other call).
// The kit holds them on the change form itself, so no console has to remember to: the guard sends every other
// page there, and the menu offers only that page, so nothing else opens and no refused call shows a 403 toast.

/**
 * The guard step of `createConsole({ changePasswordPath })`, which `ConsoleRoutes` runs before any of its own:
 * while the signed-in user must change a one-time password, every other page goes to `path`.
 *
 * @example
 * <ConsoleRoutes resolvePage={resolvePage} guardSteps={[passwordChangeStep(bundle.session, '/setting/resetPassword')]} />
 */
export function passwordChangeStep(session: SessionStore, path: string): ConsoleGuardStep {
  return (ctx) => {
    const { token, userInfo } = session.getState();
    if (!token || !mustChangePassword(userInfo) || ctx.target.path === path) return undefined;
    return { kind: 'redirect', to: { name: 'changePassword', path } };
  };
}

/**
 * The menu items that lead to `path` (its entry and the groups above it): the menu a held user sees.
 *
 * @example
 * itemsLeadingTo(items, '/setting/resetPassword'); // [{ key: '/setting', children: [{ key: '/setting/resetPassword', ... }] }]
 */
export function itemsLeadingTo(items: readonly MenuItemModel[], path: string): MenuItemModel[] {
  return items.flatMap((item) => {
    if (item.key === path) return [item];
    const children = itemsLeadingTo(item.children ?? [], path);
    return children.length > 0 ? [{ ...item, children }] : [];
  });
}
