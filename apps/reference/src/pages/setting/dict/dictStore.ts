import { useCallback } from 'react';
import type { BulkAction, UndoableResult } from '@backoffice/console-ui';
import { useConsole } from '@backoffice/console-ui';

/**
 * Refreshes the console's dictionary store (every select and tag) after a dictionary or item write; a failed
 * refresh keeps the store as it was.
 * @example
 * const refreshDicts = useRefreshDictStore();
 * await api.update(body);
 * refreshDicts();
 */
export function useRefreshDictStore(): () => void {
  const { dict } = useConsole();
  return useCallback(
    () =>
      void dict
        .getState()
        .refresh()
        .catch(() => undefined),
    [dict],
  );
}

/**
 * `actions` that refresh the dictionary store once they have run, and again once their Undo has.
 * @example
 * const actions = refreshingDicts([bulkDeleteAction(api, text)], refreshDicts);
 */
export function refreshingDicts<F extends object>(actions: BulkAction<F>[], refresh: () => void): BulkAction<F>[] {
  return actions.map((action) => ({
    ...action,
    run: async (selection): Promise<UndoableResult | void> => {
      const result = await action.run(selection);
      refresh();
      const undo = result?.undo;
      if (!result || !undo) return result;
      return { ...result, undo: () => undo().finally(refresh) };
    },
  }));
}
