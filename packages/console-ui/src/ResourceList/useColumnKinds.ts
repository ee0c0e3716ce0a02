import { useMemo } from 'react';
import { useDateTime } from '../hooks/useDateTime';
import type { ResourceColumn } from './types';

/**
 * The columns with each `kind` turned into a `render` (dates through {@link useDateTime}, in the current language
 * and the viewer's zone); a column's own `render` is kept. The table and the phone cards then show the same text.
 * @example
 * const shown = useColumnKinds([{ key: 'createdAt', title: 'Created', kind: 'dateTime' }]);
 */
export function useColumnKinds<T>(columns: ResourceColumn<T>[]): ResourceColumn<T>[] {
  const formatDate = useDateTime();
  return useMemo(
    () =>
      columns.map(({ kind, ...column }) =>
        kind && !column.render ? { ...column, render: (value: unknown) => formatDate(value as string | null, { style: kind }) } : column,
      ),
    [columns, formatDate],
  );
}
