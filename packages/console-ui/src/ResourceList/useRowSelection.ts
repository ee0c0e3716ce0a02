import { useCallback, useMemo, useState } from 'react';
import type { RowId } from './types';

/**
 * What {@link useRowSelection} answers.
 * @example
 * const { ids, allMatching, set, selectAllMatching, clear }: RowSelection = useRowSelection();
 */
export interface RowSelection {
  ids: RowId[];
  /** The user chose every row that matches the filters, not only those shown. */
  allMatching: boolean;
  set(ids: RowId[]): void;
  selectAllMatching(): void;
  clear(): void;
}

/**
 * A list's selected row ids (kept across pages) and the "all matching" flag (dropped when the selection changes).
 * @example
 * const selection = useRowSelection(); // or useRowSelection([1, 2]) to start with rows selected
 * <Table rowSelection={{ type: 'checkbox', selectedRowKeys: selection.ids, onChange: selection.set }} />
 */
export function useRowSelection(initial: readonly RowId[] = []): RowSelection {
  const [ids, setIds] = useState<RowId[]>(() => [...initial]);
  const [allMatching, setAllMatching] = useState(false);
  const set = useCallback((next: RowId[]) => {
    setIds(next);
    setAllMatching(false);
  }, []);
  const selectAllMatching = useCallback(() => setAllMatching(true), []);
  const clear = useCallback(() => set([]), [set]);
  return useMemo(() => ({ ids, allMatching, set, selectAllMatching, clear }), [ids, allMatching, set, selectAllMatching, clear]);
}
