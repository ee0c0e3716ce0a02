import type { KeyValueStorage } from '@backoffice/console-core';

/** Local storage key of the demo table's hidden columns. */
export const HIDDEN_COLUMNS_KEY = 'demo-table.hiddenColumns';

/** The hidden column keys stored under {@link HIDDEN_COLUMNS_KEY}, limited to `known` columns; [] when absent or unreadable. */
export function readHiddenColumns(storage: KeyValueStorage, known: readonly string[]): string[] {
  try {
    const parsed = JSON.parse(storage.getItem(HIDDEN_COLUMNS_KEY) ?? '[]') as unknown;
    return Array.isArray(parsed) ? parsed.filter((k): k is string => typeof k === 'string' && known.includes(k)) : [];
  } catch {
    return [];
  }
}

/** Stores the hidden column keys. */
export function writeHiddenColumns(storage: KeyValueStorage, hidden: readonly string[]): void {
  storage.setItem(HIDDEN_COLUMNS_KEY, JSON.stringify(hidden));
}

/** `hidden` with `key` shown (`visible` true) or hidden, keeping at least one column visible. */
export function toggleColumn(hidden: readonly string[], key: string, visible: boolean, all: readonly string[]): string[] {
  const next = visible ? hidden.filter((k) => k !== key) : [...new Set([...hidden, key])];
  return next.length >= all.length ? [...hidden] : next;
}
