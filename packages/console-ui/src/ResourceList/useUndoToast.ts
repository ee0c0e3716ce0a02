import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * How long an Undo toast stays, in milliseconds.
 * @example
 * showUndo({ message: 'Deleted', undo, duration: UNDO_TOAST_MS * 2 });
 */
export const UNDO_TOAST_MS = 6000;

/**
 * The toast on screen: what was done and how to undo it.
 * @example
 * const toast: UndoToastState = { id: 1, message: '3 projects deleted', undo: () => api.restore(ids) };
 */
export interface UndoToastState {
  id: number;
  message: string;
  undo?: () => Promise<unknown>;
}

/**
 * What {@link useUndoToast} answers.
 * @example
 * const { toast, show, dismiss }: UndoToastControl = useUndoToast();
 */
export interface UndoToastControl {
  toast: UndoToastState | null;
  show(input: { message: string; undo?: () => Promise<unknown>; duration?: number }): void;
  dismiss(): void;
}

/**
 * One toast at a time saying what an action did, with Undo while it shows (a few seconds; a newer toast
 * replaces it). Render it with `<UndoToast>`.
 * @example
 * const undoToast = useUndoToast();
 * undoToast.show({ message: t('project.deleted'), undo: () => api.restore(id) });
 * <UndoToast control={undoToast} onUndone={list.refresh} />
 */
export function useUndoToast(): UndoToastControl {
  const [toast, setToast] = useState<UndoToastState | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const nextId = useRef(0);
  const dismiss = useCallback(() => {
    clearTimeout(timer.current);
    setToast(null);
  }, []);
  const show = useCallback<UndoToastControl['show']>(({ message, undo, duration = UNDO_TOAST_MS }) => {
    clearTimeout(timer.current);
    const id = ++nextId.current;
    setToast({ id, message, ...(undo ? { undo } : {}) });
    timer.current = setTimeout(() => setToast((shown) => (shown?.id === id ? null : shown)), duration);
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);
  return { toast, show, dismiss };
}
