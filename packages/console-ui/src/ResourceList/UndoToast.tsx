import { useState } from 'react';
import { Button } from '@arco-design/web-react';
import { useT } from '../hooks/useT';
import type { UndoToastControl } from './useUndoToast';

/**
 * Shows the toast of {@link useUndoToast}: its message and, when it can be undone, an Undo button that runs the
 * undo, says "Undone" and calls `onUndone` (usually the list's refresh). A polite live region: screen readers
 * read the message.
 * @example
 * <UndoToast control={undoToast} onUndone={list.refresh} />
 */
export function UndoToast({ control, onUndone }: { control: UndoToastControl; onUndone?: () => void }) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const { toast } = control;
  const undo = async () => {
    if (!toast?.undo) return;
    setBusy(true);
    try {
      await toast.undo();
      control.show({ message: t('ui.list.undone') });
      onUndone?.();
    } catch {
      // The envelope client has shown the server's message; the toast stays so the user can try again.
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="bo-undo-toast" role="status" aria-live="polite">
      {toast ? (
        <div className="bo-undo-toast__body">
          <span>{toast.message}</span>
          {toast.undo ? (
            <Button size="small" type="text" loading={busy} onClick={() => void undo()}>
              {t('ui.list.undo')}
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
