// Cached tabs keep a project page while another tab edits the same project. A hidden cached tab runs no
// effects (React's Activity), so a saved edit bumps the project's revision here; a page that is shown, or
// that is visible when the edit is saved, reloads when the revision moved past the one it last loaded.
import { useEffect, useRef } from 'react';

const revisions = new Map<number, number>();
const changes = new EventTarget();

/** Tells every page of project `id`, open now or shown later, that it changed. */
export function announceProjectChange(id: number): void {
  revisions.set(id, (revisions.get(id) ?? 0) + 1);
  changes.dispatchEvent(new CustomEvent('change', { detail: id }));
}

/** Calls `reload` when project `id` was changed by another page of this console since this one loaded it. */
export function useProjectChanges(id: number | null, reload: () => void): void {
  const seen = useRef<{ id: number | null; revision: number }>({ id, revision: id === null ? 0 : revisions.get(id) ?? 0 });
  useEffect(() => {
    if (id === null) return undefined;
    const catchUp = () => {
      const revision = revisions.get(id) ?? 0;
      if (seen.current.id === id && seen.current.revision === revision) return;
      const changedSinceLoad = seen.current.id === id;
      seen.current = { id, revision };
      if (changedSinceLoad) reload();
    };
    catchUp();
    const listener = (event: Event) => {
      if ((event as CustomEvent<number>).detail === id) catchUp();
    };
    changes.addEventListener('change', listener);
    return () => changes.removeEventListener('change', listener);
  }, [id, reload]);
}
