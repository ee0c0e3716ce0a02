import { useStore } from 'zustand';
import type { SessionActions, SessionState } from '@backoffice/console-core';
import { useConsole } from './useConsole';

/**
 * The session store's state and actions, as `useSession` selects from them.
 * @example
 * const token = useSession((s: Session) => s.token);
 */
export type Session = SessionState & SessionActions;

/**
 * The session store (user info, token, login/logout); re-renders when the selected slice changes.
 *
 * @example
 * const role = useSession((s) => s.userInfo.role);
 * const { logout } = useSession();
 */
export function useSession(): Session;
export function useSession<T>(selector: (s: Session) => T): T;
export function useSession<T>(selector?: (s: Session) => T): T | Session {
  return useStore(useConsole().session, (selector ?? identity) as (s: Session) => T | Session);
}

function identity<S>(s: S): S {
  return s;
}
