import { useCallback } from 'react';
import { useConsole } from '../hooks/useConsole';

/**
 * A list page's write on one row (enable, delete, archive...): `act(run, done)` runs it and, when it
 * succeeds, toasts `done` and calls `onDone` (usually the list's `refresh`). A refusal needs nothing more:
 * the envelope client has shown the server's message, and the list stays as it is. Answers whether the
 * write succeeded.
 *
 * @example
 * const act = useRowAction(list.refresh);
 * <Popconfirm title={t('role.deleteConfirm')} onOk={() => act(() => api.remove(role.id), t('role.deleted'))}>...</Popconfirm>
 */
export function useRowAction(onDone: () => void): (run: () => Promise<unknown>, done: string) => Promise<boolean> {
  const { notifier } = useConsole();
  return useCallback(
    async (run: () => Promise<unknown>, done: string) => {
      try {
        await run();
      } catch {
        return false;
      }
      notifier.toast({ type: 'success', content: done });
      onDone();
      return true;
    },
    [notifier, onDone],
  );
}
