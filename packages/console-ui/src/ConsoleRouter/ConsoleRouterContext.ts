import { createContext, useContext, type RefObject } from 'react';
import type { Location } from 'react-router-dom';
import type { ConsoleRouterModel } from './useConsoleRouter';

/**
 * The routing model plus the last location the guard allowed.
 *
 * @example
 * const state: ConsoleRouterState | null = useConsoleRouterState();
 */
export interface ConsoleRouterState extends ConsoleRouterModel {
  location: Location;
}

/**
 * Set by `ConsoleRoutes`; null when the layout is used without it.
 *
 * @example
 * const state = useContext(ConsoleRouterContext);
 */
export const ConsoleRouterContext = createContext<ConsoleRouterState | null>(null);

/**
 * The routing state of the nearest `ConsoleRoutes`, or null outside one.
 *
 * @example
 * const router = useConsoleRouterState();
 * router?.pathOfName('Role'); // '/setting/role'
 */
export function useConsoleRouterState(): ConsoleRouterState | null {
  return useContext(ConsoleRouterContext);
}

/**
 * The same state behind a ref that never changes (internal): for callbacks that read the routes when they run,
 * such as the login redirect, so that their component does not render again each time the menu changes
 * (the login page, when signing in stores the new menu just before leaving it).
 */
export const LatestConsoleRouterContext = createContext<RefObject<ConsoleRouterState | null> | null>(null);
