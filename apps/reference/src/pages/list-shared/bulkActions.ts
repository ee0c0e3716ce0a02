import type { BulkAction, BulkSelection, UndoableResult } from '@backoffice/console-ui';
import type { OperationCode } from '@backoffice/api/contract';
import { filtersOf, type BulkApi, type BulkRequest, type BulkResult } from './bulkApi';

type Translate = (key: string, values?: Record<string, unknown>) => string;

/** What a bulk action acts on, as the bulk route takes it: the selected ids, or every record matching the filters. */
export function bulkTarget<F extends object>(selection: BulkSelection<F>): Pick<BulkRequest, 'ids' | 'allMatching'> {
  return selection.allMatching ? { allMatching: filtersOf(selection.query) } : { ids: selection.ids.map(Number) };
}

/** "Delete: 3 done", and each refusal by record and reason ("1 refused: #7 not in your projects"). */
export function bulkSummary(t: Translate, action: string, result: BulkResult): string {
  const done = t('listShared.bulk.done', { action, count: result.done.length });
  if (result.refused.length === 0) return done;
  const reasons = result.refused.map((refusal) => t('listShared.bulk.refusal', { id: refusal.id, message: refusal.message })).join('; ');
  return `${done}. ${t('listShared.bulk.refused', { count: result.refused.length, reasons })}`;
}

interface ActionText {
  label: string;
  operation: OperationCode;
  t: Translate;
}

/** A bulk delete through `api`, undone by restoring the records it deleted. */
export function bulkDeleteAction<F extends object>(
  api: BulkApi,
  { label, operation, t, confirm }: ActionText & { confirm: string },
): BulkAction<F> {
  return {
    key: 'delete',
    label,
    operation,
    danger: true,
    confirm,
    run: async (selection): Promise<UndoableResult> => {
      const result = await api.bulk({ action: 'delete', ...bulkTarget(selection) });
      const undo = result.done.length > 0 ? { undo: () => api.restore(result.done) } : {};
      return { message: bulkSummary(t, label, result), ...undo };
    },
  };
}

/** A bulk status change to `value` through `api`. */
export function bulkStatusAction<F extends object>(
  api: BulkApi,
  { key, value, label, operation, t }: ActionText & { key: string; value: string },
): BulkAction<F> {
  return {
    key,
    label,
    operation,
    run: async (selection): Promise<UndoableResult> => {
      const result = await api.bulk({ action: 'status', value, ...bulkTarget(selection) });
      return { message: bulkSummary(t, label, result) };
    },
  };
}
