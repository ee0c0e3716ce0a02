import { useCallback, useSyncExternalStore } from 'react';
import { useConsole } from './useConsole';

const NONE: readonly string[] = [];

/**
 * The version key of `resources` in the console's resource store: it changes when a write names one of them
 * (`client.post(url, body, { invalidates })`). A reader puts it in its fetch key to fetch again after a write,
 * at once when it is on screen, or when its cached tab shows again.
 *
 * @example
 * const version = useResourceVersion(['project', 'session']); // 'project@0|session@2'
 */
export function useResourceVersion(resources: string | readonly string[] | undefined): string {
  const store = useConsole().resourceVersions;
  const names = resources ?? NONE;
  const key = typeof names === 'string' ? names : names.join('|');
  const subscribe = useCallback((onChange: () => void) => store.subscribe(onChange), [store]);
  // Keyed by `key` (a string), so callers may pass a new array each render.
  const read = useCallback(() => store.versionKey(key === '' ? NONE : key.split('|')), [store, key]);
  return useSyncExternalStore(subscribe, read, read);
}
