// When a save is refused because someone else saved the record first (a stale edit), the form says so and
// offers to reload the newer version; any other failure was already shown by the client.
import { Modal } from '@arco-design/web-react';
import { isStaleEdit } from '@backoffice/console-core';

/** Opens the reload question for a stale edit and answers true; false for any other error. */
export function offerReload(error: unknown, t: (key: string) => string, reload: (() => void) | undefined): boolean {
  if (!isStaleEdit(error) || !reload) return false;
  Modal.confirm({
    title: t('projectMgt.stale.title'), content: t('projectMgt.stale.content'),
    okText: t('projectMgt.stale.reload'), cancelText: t('projectMgt.stale.keep'), onOk: reload,
  });
  return true;
}
