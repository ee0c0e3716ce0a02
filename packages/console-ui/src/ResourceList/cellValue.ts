import type { ReactNode } from 'react';
import type { ResourceColumn } from './types';

/**
 * What a column shows for a row: its `render`, or the row's value under `dataIndex` (or `key`).
 * @example
 * cellValue({ key: 'name', title: 'Name' }, { name: 'Ada' }, 0); // 'Ada'
 */
export function cellValue<T>(column: ResourceColumn<T>, row: T, index: number): ReactNode {
  const value = (row as Record<string, unknown>)[column.dataIndex ?? column.key];
  if (column.render) return column.render(value, row, index);
  return value === null || value === undefined ? '' : String(value);
}
