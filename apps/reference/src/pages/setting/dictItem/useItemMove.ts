import { useState } from 'react';
import { canMoveItem, moveItem } from '@backoffice/console-core';
import { useConsole, useT } from '@backoffice/console-ui';
import { useRefreshDictStore } from '../dict/dictStore';
import { useApi } from '../../../app/useApi';

/**
 * Moves an item one place up or down in its dictionary's whole order (not only the page shown): the order is
 * read afresh, changed, and saved; no second move starts until the first is saved.
 */
export function useItemMove(dictCode: string) {
  const t = useT();
  const { notifier } = useConsole();
  const api = useApi().resource('dict/item', { invalidates: 'dict' });
  const refreshDicts = useRefreshDictStore();
  const [moving, setMoving] = useState(false);
  const move = async (itemId: number, step: -1 | 1) => {
    setMoving(true);
    try {
      const ids = (await api.list({ dictCode })).list.map((i) => i.id);
      const index = ids.indexOf(itemId);
      if (!canMoveItem(ids, index, step)) return;
      await api.write('reorder', { dictCode, ids: moveItem(ids, index, step) });
      notifier.toast({ type: 'success', content: t('dictItem.reordered') });
      refreshDicts();
    } catch {
      // The client has shown the server's message.
    } finally {
      setMoving(false);
    }
  };
  return { moving, move };
}
