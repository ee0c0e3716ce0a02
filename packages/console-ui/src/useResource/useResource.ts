import { useCallback, useEffect, useRef, useState } from 'react';
import { useResourceVersion } from '../hooks/useResourceVersion';

/**
 * What {@link useResource} answers.
 *
 * @example
 * const { data, loading, failed, error, refresh }: LoadedResource<Project> = useResource('project', `project:${id}`, load);
 */
export interface LoadedResource<T> {
  /** The last answer (kept while a newer one loads), or null before the first. */
  data: T | null;
  loading: boolean;
  /** The last load failed (the client has shown the server's message). */
  failed: boolean;
  /** What the last load failed with, or null. */
  error: unknown;
  /** Loads again with the same key. */
  refresh(): void;
}

/**
 * One record (or any answer) of `resource`, loaded for `key` (null: nothing to load). It loads once per key:
 * a cached tab shown again does not fetch again; a write that names the resource (`{ invalidates }`) does,
 * at once on screen or when the tab shows. Answers that arrive after a newer request are dropped.
 *
 * @example
 * const project = useResource('project', id === null ? null : `project:${id}`, () => api.detail(id!));
 * if (project.data) return <ProjectView project={project.data} />;
 */
export function useResource<T>(resource: string | readonly string[], key: string | null, load: () => Promise<T>): LoadedResource<T> {
  const [data, setData] = useState<T | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [failed, setFailed] = useState(false);
  const [nonce, setNonce] = useState(0);
  const versions = useResourceVersion(resource);
  const lastKey = useRef<string | null>(null);
  const requestId = useRef(0);
  const loadRef = useRef(load);
  // A load that answers after the component is gone sets nothing (a closed tab, the end of a test).
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  loadRef.current = load;

  useEffect(() => {
    if (key === null) return;
    const full = `${key}#${nonce}#${versions}`;
    if (lastKey.current === full) return;
    lastKey.current = full;
    const id = ++requestId.current;
    const current = () => mounted.current && id === requestId.current;
    setLoading(true);
    setFailed(false);
    setError(null);
    loadRef
      .current()
      .then((value) => current() && setData(value))
      .catch((reason: unknown) => {
        if (!current()) return;
        setFailed(true);
        setError(reason);
      })
      .finally(() => current() && setLoading(false));
  }, [key, nonce, versions]);

  const refresh = useCallback(() => setNonce((n) => n + 1), []);
  return { data, loading, failed, error, refresh };
}
