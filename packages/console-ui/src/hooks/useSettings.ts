import { useStore } from 'zustand';
import type { AppSettings, SettingsActions } from '@backoffice/console-core';
import { useConsole } from './useConsole';

/**
 * The settings store's state and actions, as `useSettings` selects from them.
 * @example
 * const theme = useSettings((s: Settings) => s.theme);
 */
export type Settings = AppSettings & SettingsActions;

/**
 * The settings store (layout switches, theme, server menu); re-renders when the selected slice changes.
 *
 * @example
 * const navbar = useSettings((s) => s.navbar);
 * const { update } = useSettings();
 * void update({ footer: false });
 */
export function useSettings(): Settings;
export function useSettings<T>(selector: (s: Settings) => T): T;
export function useSettings<T>(selector?: (s: Settings) => T): T | Settings {
  return useStore(useConsole().settings, (selector ?? identity) as (s: Settings) => T | Settings);
}

function identity<S>(s: S): S {
  return s;
}
