import { useEffect } from 'react';
import { useStore } from 'zustand';
import type { DictItem } from '@backoffice/console-core';
import { useConsole } from './useConsole';

/**
 * The items of one dictionary (loading the dictionaries once when none are stored) and a label lookup.
 *
 * @example
 * const { items, label, loading } = useDict('project_status');
 * label('1'); // 'Active'
 */
export function useDict(code: string): { items: DictItem[]; label: (value: string | number) => string; loading: boolean } {
  const { dict } = useConsole();
  const entry = useStore(dict, (s) => s.map[code]);
  const loading = useStore(dict, (s) => s.loading);
  useEffect(() => {
    void dict.getState().load().catch(() => undefined);
  }, [dict]);
  const items = entry?.items ?? EMPTY;
  const label = (value: string | number) => dict.getState().label(code, value);
  return { items, label, loading };
}

const EMPTY: DictItem[] = [];
