import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '@backoffice/console-core';
import { HIDDEN_COLUMNS_KEY, readHiddenColumns, toggleColumn, writeHiddenColumns } from './columnVisibility';

const ALL = ['name', 'region', 'status'];

describe('demo table column settings', () => {
  it('round-trips hidden columns through storage, dropping unknown keys and bad JSON', () => {
    const storage = createMemoryStorage();
    expect(readHiddenColumns(storage, ALL)).toEqual([]);
    writeHiddenColumns(storage, ['region', 'gone']);
    expect(readHiddenColumns(storage, ALL)).toEqual(['region']);
    storage.setItem(HIDDEN_COLUMNS_KEY, '{not json');
    expect(readHiddenColumns(storage, ALL)).toEqual([]);
  });

  it('hides and shows columns but never hides the last visible one', () => {
    expect(toggleColumn([], 'region', false, ALL)).toEqual(['region']);
    expect(toggleColumn(['region'], 'region', true, ALL)).toEqual([]);
    expect(toggleColumn(['region', 'status'], 'name', false, ALL)).toEqual(['region', 'status']);
  });
});
