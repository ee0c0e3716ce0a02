import { useCallback } from 'react';
import type { UndoableResult } from './types';
import type { UndoToastControl } from './useUndoToast';

/**
 * Runs a write (a delete, a bulk action) and, when it succeeds, refreshes the list and toasts what it did, with
 * Undo when it answered an `undo`. Answers whether it succeeded (a refusal: the client has shown the message).
 * @example
 * const undoable = useUndoable(undoToast, list.refresh);
 * undoable(async () => ({ undo: (await api.remove(row.id)).undo }), t('project.deleted'));
 */
export function useUndoable(
  toast: UndoToastControl,
  refresh: () => void,
): (run: () => Promise<UndoableResult | void>, message: string) => Promise<boolean> {
  const { show } = toast;
  return useCallback(
    async (run, message) => {
      let result: UndoableResult | void;
      try {
        result = await run();
      } catch {
        return false;
      }
      refresh();
      show({ message: result?.message ?? message, ...(result?.undo ? { undo: result.undo } : {}) });
      return true;
    },
    [show, refresh],
  );
}
