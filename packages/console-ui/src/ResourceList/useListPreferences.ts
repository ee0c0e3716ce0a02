import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  createStoragePreferencesStore,
  sanitizeListPreferences,
  type ListPreferences,
  type ListPreferencesStore,
} from '@backoffice/console-core';
import { useConsole } from '../hooks/useConsole';

/**
 * What {@link useListPreferences} answers.
 *
 * @example
 * const { preferences, loaded, update, reset }: ListPreferencesState = useListPreferences('project', ['name', 'city']);
 */
export interface ListPreferencesState {
  preferences: ListPreferences;
  /** True once the store has answered (or failed: the list then uses its defaults). */
  loaded: boolean;
  /** Merges a change and saves it. */
  update(patch: ListPreferences): void;
  /** Forgets the user's settings of this list. */
  reset(): void;
}

/**
 * One list's user settings (visible columns, order, density, page size), read once from `store` (default the
 * console's storage, i.e. localStorage) and saved on each change. Stored values the list no longer has are dropped.
 *
 * @example
 * const prefs = useListPreferences('project', columns.map((c) => c.key), serverPreferences);
 * <Table size={prefs.preferences.density ?? 'default'} />
 */
export function useListPreferences(list: string, columns: readonly string[], store?: ListPreferencesStore): ListPreferencesState {
  const { storage } = useConsole();
  const target = useMemo(() => store ?? createStoragePreferencesStore(storage), [store, storage]);
  const [preferences, setPreferences] = useState<ListPreferences>({});
  const [loaded, setLoaded] = useState(false);
  const columnKey = columns.join('\n');

  const current = useRef(preferences);
  current.current = preferences;
  // Read once per list (a cached tab shown again does not read again); an older answer is dropped.
  const readFor = useRef<string | null>(null);
  const requestId = useRef(0);
  useEffect(() => {
    const key = `${list}\n${columnKey}`;
    if (readFor.current === key) return;
    readFor.current = key;
    const id = ++requestId.current;
    target
      .load(list)
      .then((raw) => id === requestId.current && setPreferences(sanitizeListPreferences(raw, columnKey.split('\n'))))
      .catch(() => undefined)
      .finally(() => id === requestId.current && setLoaded(true));
  }, [target, list, columnKey]);

  const update = useCallback(
    (patch: ListPreferences) => {
      const next = { ...current.current, ...patch };
      setPreferences(next);
      void target.save(list, next).catch(() => undefined);
    },
    [target, list],
  );
  const reset = useCallback(() => {
    setPreferences({});
    void target.reset(list).catch(() => undefined);
  }, [target, list]);
  return { preferences, loaded, update, reset };
}
