import { createContext, useContext } from 'react';
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
