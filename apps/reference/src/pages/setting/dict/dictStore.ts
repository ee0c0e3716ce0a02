import { useCallback } from 'react';
import { Message } from '@arco-design/web-react';
import type { BulkAction, RecordForm, UndoableResult } from '@backoffice/console-ui';
import { useConsole, useOperation, useRecordForm, useT } from '@backoffice/console-ui';

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

/**
 * The form of a dictionary or an item: it edits the record's current version (read with `detail` when the user
 * holds dict:detail, else the list's row) and saves with it; a save toasts `<page>.saved` and refreshes the
 * console's dictionary store.
 * @example
 * const form = useDictRecordForm('dict', { detail: api.detail, toValues, save: (values, dict) => api.add(values) });
 */
export function useDictRecordForm<Rec extends { id: number; updatedAt: string }, V>(
  page: 'dict' | 'dictItem',
  options: {
    detail(id: number): Promise<Rec>;
    toValues(record: Rec | null): Partial<V>;
    save(values: V, record: Rec | null): Promise<unknown>;
  },
): RecordForm<Rec, V> {
  const t = useT();
  const refreshDicts = useRefreshDictStore();
  const canRead = useOperation('dict:detail');
  return useRecordForm<Rec, V>({
    ...(canRead ? { load: options.detail } : {}),
    toValues: options.toValues,
    save: options.save,
    onSaved: () => {
      Message.success(t(`${page}.saved`));
      refreshDicts();
    },
    invalidates: 'dict',
  });
}
