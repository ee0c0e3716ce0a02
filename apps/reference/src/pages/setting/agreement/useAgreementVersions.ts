import { useCallback, useEffect, useRef, useState } from 'react';
import type { AgreementRecord } from '@backoffice/api/contract';
import { useConsole } from '@backoffice/console-ui';
import { agreementApi } from './api';

/**
 * Every version of one agreement type, newest first. Fetches when the type changes (not again when
 * a cached tab shows); `reload` fetches again after a change.
 */
export function useAgreementVersions(type: string | undefined) {
  const api = agreementApi(useConsole().client);
  const [versions, setVersions] = useState<AgreementRecord[]>([]);
  const [loading, setLoading] = useState(false);
  const [nonce, setNonce] = useState(0);
  const lastKey = useRef<string | null>(null);
  const requestId = useRef(0);
  const fetchHistory = useRef(api.history);
  fetchHistory.current = api.history;

  useEffect(() => {
    const key = `${type ?? ''}#${nonce}`;
    if (!type || lastKey.current === key) return;
    lastKey.current = key;
    const id = ++requestId.current;
    setLoading(true);
    fetchHistory
      .current(type)
      .then((list) => id === requestId.current && setVersions(list))
      .catch(() => id === requestId.current && setVersions([]))
      .finally(() => id === requestId.current && setLoading(false));
  }, [type, nonce]);

  const reload = useCallback(() => setNonce((n) => n + 1), []);
  return { versions, loading, reload, published: versions.find((v) => v.status === 'published') };
}
