import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Loads one record for `key` (null: nothing to load). A cached tab re-runs effects when shown again,
 * so the last requested key is remembered and an unchanged key is not fetched twice; stale answers
 * are dropped by a request counter (never a cancelled flag in cleanup).
 */
export function useLoaded<T>(key: string | null, load: () => Promise<T>) {
  const [data, setData] = useState<T | null>(null);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const [nonce, setNonce] = useState(0);
  const lastKey = useRef<string | null>(null);
  const requestId = useRef(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    if (key === null) return;
    const full = `${key}#${nonce}`;
    if (lastKey.current === full) return;
    lastKey.current = full;
    const id = ++requestId.current;
    setLoading(true);
    setFailed(false);
    loadRef
      .current()
      .then((value) => id === requestId.current && setData(value))
      .catch(() => id === requestId.current && setFailed(true))
      .finally(() => id === requestId.current && setLoading(false));
  }, [key, nonce]);

  const refresh = useCallback(() => setNonce((n) => n + 1), []);
  return { data, loading, failed, refresh };
}
