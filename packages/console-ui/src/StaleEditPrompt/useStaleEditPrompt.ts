import { useCallback } from 'react';
import { Modal } from '@arco-design/web-react';
import { isStaleEdit } from '@backoffice/console-core';
import { useT } from '../hooks/useT';

/**
 * Answers a failed save: when the server refused it as a stale edit (someone else saved the record after this
 * form loaded it: 409 with `result.reason` 'stale'), asks whether to reload the newer version and answers true;
 * any other error answers false (the envelope client has already shown its message).
 */
export type StaleEditPrompt = (error: unknown, reload: () => void) => boolean;

/**
 * The stale-edit question for forms that save a record loaded earlier: "Someone else saved a newer version",
 * with Reload (runs `reload`) and Keep editing (closes the question; the form keeps what was typed).
 * `FormModal` asks it by itself when given `onStaleEdit`; a page form of its own calls this hook.
 *
 * @example
 * const promptStale = useStaleEditPrompt();
 * try { await api.update({ ...values, id: project.id, updatedAt: project.updatedAt }); }
 * catch (error) { promptStale(error, reloadProject); }
 */
export function useStaleEditPrompt(): StaleEditPrompt {
  const t = useT();
  return useCallback(
    (error, reload) => {
      if (!isStaleEdit(error)) return false;
      Modal.confirm({
        title: t('ui.stale.title'),
        content: t('ui.stale.content'),
        okText: t('ui.stale.reload'),
        cancelText: t('ui.stale.keep'),
        onOk: reload,
      });
      return true;
    },
    [t],
  );
}
