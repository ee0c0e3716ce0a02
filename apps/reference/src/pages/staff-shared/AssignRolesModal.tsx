import { useEffect, useState } from 'react';
import { Alert, Modal, Select } from '@arco-design/web-react';
import type { UserRecord } from '@backoffice/api/contract';
import { useLocale, useT } from '@backoffice/console-ui';
import { useApi } from '../../app/useApi';
import { roleChoices, type RoleNames } from './rules';

/** Replace a user's roles, choosing from the server's roles (or, when those cannot be loaded, the user's own). */
export function AssignRolesModal(props: { user: UserRecord | null; roles: readonly RoleNames[] | null; onClose(): void; onSaved(): void }) {
  const { user, roles, onClose, onSaved } = props;
  const t = useT();
  const locale = useLocale();
  const api = useApi().resource('user', { invalidates: ['user', 'role'] });
  const [selected, setSelected] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  useEffect(() => setSelected(user?.roleList ?? []), [user]);

  const save = async () => {
    if (!user) return;
    setSaving(true);
    try {
      await api.write('assignRoles', { userId: user.userId, roleCodes: selected });
      onSaved();
    } catch {
      // The client has shown the server's message.
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      visible={user !== null}
      title={t('staff.roles.title', { name: user?.username ?? '' })}
      okText={t('staff.form.save')}
      cancelText={t('staff.form.cancel')}
      confirmLoading={saving}
      onOk={save}
      onCancel={onClose}
      unmountOnExit
    >
      {roles === null ? <Alert type="warning" content={t('staff.roles.fallback')} style={{ marginBottom: 12 }} /> : null}
      <Select
        mode="multiple"
        aria-label={t('staff.column.roles')}
        value={selected}
        onChange={(value: string[]) => setSelected(value)}
        options={roleChoices(roles, user?.roleList ?? [], locale)}
        style={{ width: '100%' }}
      />
    </Modal>
  );
}
