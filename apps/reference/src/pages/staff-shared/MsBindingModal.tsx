import { useEffect, useState } from 'react';
import { Button, Descriptions, Empty, Modal, Popconfirm, Spin } from '@arco-design/web-react';
import type { MsBindingListResult, MsBindingView, UserRecord } from '@backoffice/api/contract';
import { useConsole, useT, DateTime } from '@backoffice/console-ui';

/**
 * The Microsoft account linked to a staff account (issue 7: admins see and remove a user's binding on the
 * user pages). Removing it means that person's next Microsoft sign-in asks for the staff account again.
 */
export function MsBindingModal({ user, onClose }: { user: UserRecord | null; onClose: () => void }) {
  const t = useT();
  const { client, notifier } = useConsole();
  const [binding, setBinding] = useState<MsBindingView | null | undefined>(undefined);

  useEffect(() => {
    if (!user) return;
    setBinding(undefined);
    client.post<MsBindingListResult>('/api/admin/msBinding/list', { userId: user.userId, current: 1, pageSize: 1 }).then(
      (result) => setBinding(result.list[0] ?? null),
      () => setBinding(null),
    );
  }, [client, user]);

  const remove = async () => {
    if (!user) return;
    await client.post('/api/admin/msBinding/remove', { userId: user.userId });
    notifier.toast({ type: 'success', content: t('staff.ms.removed') });
    setBinding(null);
  };

  return (
    <Modal title={t('staff.ms.title')} visible={user !== null} onCancel={onClose} footer={null} unmountOnExit>
      {binding === undefined ? (
        <Spin />
      ) : binding === null ? (
        <Empty description={t('staff.ms.none', { name: user?.username ?? '' })} />
      ) : (
        <>
          <Descriptions
            column={1}
            data={[
              { label: t('staff.ms.account'), value: binding.label ?? binding.oid },
              { label: t('staff.ms.tenant'), value: binding.tenant },
              { label: t('staff.ms.linkedAt'), value: <DateTime value={binding.createdAt} /> },
              { label: t('staff.ms.lastSignIn'), value: <DateTime value={binding.lastLoginAt} empty="—" /> },
            ]}
          />
          <Popconfirm title={t('staff.ms.removeConfirm', { name: user?.username ?? '' })} onOk={() => remove()}>
            <Button status="danger">{t('staff.ms.remove')}</Button>
          </Popconfirm>
        </>
      )}
    </Modal>
  );
}
