import { useCallback, useEffect, useRef, useState } from 'react';
import type { DictItemListResult } from '@backoffice/api/contract';
import { useConsole } from '@backoffice/console-ui';
import { dictItemApi } from './api';

/**
 * The items of one dictionary. Fetches when the code changes (not again when a cached tab shows),
 * and `reload` fetches again after a change.
 */
export function useDictItems(dictCode: string) {
  const api = dictItemApi(useConsole().client);
  const [data, setData] = useState<DictItemListResult | null>(null);
  const [loading, setLoading] = useState(false);
  const [nonce, setNonce] = useState(0);
  const lastKey = useRef<string | null>(null);
  const requestId = useRef(0);
  const fetchList = useRef(api.list);
  fetchList.current = api.list;

  useEffect(() => {
    const key = `${dictCode}#${nonce}`;
    if (!dictCode || lastKey.current === key) return;
    lastKey.current = key;
    const id = ++requestId.current;
    setLoading(true);
    fetchList
      .current(dictCode)
      .then((result) => id === requestId.current && setData(result))
      .catch(() => id === requestId.current && setData(null))
      .finally(() => id === requestId.current && setLoading(false));
  }, [dictCode, nonce]);

  const reload = useCallback(() => setNonce((n) => n + 1), []);
  return { dict: data?.dict ?? null, items: data?.list ?? [], loading, reload, data };
}
