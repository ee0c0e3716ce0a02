import { useEffect, useMemo } from 'react';
import { useStore } from 'zustand';
import { localizeDictItems, type DictItem } from '@backoffice/console-core';
import { useConsole } from './useConsole';
import { useLocale } from './useT';

/**
 * The items of one dictionary (loading the dictionaries once when none are stored) and a label lookup, both in
 * the current language: each item's `label` is its label in the current locale (the other locale's when it has
 * none), and they change when the language switches.
 *
 * @example
 * const { items, label, loading } = useDict('project_status');
 * label('1'); // 'Active' (in zh-CN: '进行中')
 */
export function useDict(code: string): { items: DictItem[]; label: (value: string | number) => string; loading: boolean } {
  const { dict } = useConsole();
  const locale = useLocale();
  const entry = useStore(dict, (s) => s.map[code]);
  const loading = useStore(dict, (s) => s.loading);
  useEffect(() => {
    void dict
      .getState()
      .load()
      .catch(() => undefined);
  }, [dict]);
  const items = useMemo(() => (entry ? localizeDictItems(entry.items, locale) : EMPTY), [entry, locale]);
  const label = (value: string | number) => dict.getState().label(code, value, locale);
  return { items, label, loading };
}

const EMPTY: DictItem[] = [];
