import { useMemo, useState } from 'react';
import { Button, Card, Table } from '@arco-design/web-react';
import type { SorterInfo } from '@arco-design/web-react/es/Table/interface';
import type { UserRecord, UserSortField } from '@backoffice/api/contract';
import { Permission, useConsole, usePagedList, useT } from '@backoffice/console-ui';
import { AddressLocksModal } from './AddressLocksModal';
import { staffApi } from './api';
import { AssignRolesModal } from './AssignRolesModal';
import { MsBindingModal } from './MsBindingModal';
import { OneTimePasswordModal } from './OneTimePasswordModal';
import { StaffFormModal, useStaffForm } from './StaffFormModal';
import { StaffSearch, type StaffFilters } from './StaffSearch';
import type { StaffType } from './types';
import { useRoleOptions } from './useRoleOptions';
import { useStaffColumns } from './useStaffColumns';

type StaffQuery = StaffFilters & { sortField: UserSortField; sortOrder: 'asc' | 'desc' };
const SORTABLE: readonly string[] = ['createdAt', 'username', 'realName'];

/**
 * The staff list of one account type (admin, moderator or client pages): search, a sortable paged
 * table ('Go To'), create/edit, enable/disable, one-time password reset, roles and delete, each
 * button shown only with its `user:*` operation (the server enforces them regardless).
 */
export function StaffList({ type }: { type: StaffType }) {
  const t = useT();
  const { client, notifier } = useConsole();
  const api = useMemo(() => staffApi(client), [client]);
  const roles = useRoleOptions();
  const list = usePagedList<UserRecord, StaffQuery>((query) => api.list({ ...query, type }), {
    initialQuery: { sortField: 'createdAt', sortOrder: 'desc' },
    resource: 'user',
  });
  const [rolesOf, setRolesOf] = useState<UserRecord | null>(null);
  const [msBindingOf, setMsBindingOf] = useState<UserRecord | null>(null);
  const [oneTime, setOneTime] = useState<{ name: string; password: string } | null>(null);
  const [addressLocksShown, setAddressLocksShown] = useState(false);
  const form = useStaffForm(type, (created) => {
    notifier.toast({ type: 'success', content: t('staff.saved') });
    if (created?.initialPassword) setOneTime({ name: created.user.username, password: created.initialPassword });
    list.refresh();
  });

  /** Runs a call; on success toasts and reloads (the client has already shown any error). */
  const run = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      notifier.toast({ type: 'success', content: t(done) });
      list.refresh();
    } catch {
      // shown by the client
    }
  };

  const columns = useStaffColumns(
    {
      edit: (user) => form.edit(user.userId, user),
      assignRoles: (user) => setRolesOf(user),
      msBinding: (user) => setMsBindingOf(user),
      toggleStatus: (user, enabled) =>
        void run(() => api.status({ userId: user.userId, status: enabled ? 'enabled' : 'disabled' }), 'staff.statusChanged'),
      resetPassword: (user) =>
        void run(async () => setOneTime({ name: user.username, password: (await api.resetPassword(user.userId)).password }), 'staff.saved'),
      remove: (user) => void run(() => api.remove(user.userId), 'staff.deleted'),
      unlock: (user) => void run(() => api.unlock(user.userId), 'staff.unlocked'),
      resetSecondFactor: (user) => void run(() => api.resetSecondFactor(user.userId), 'staff.secondFactorReset'),
    },
    { field: list.query.sortField, order: list.query.sortOrder === 'asc' ? 'ascend' : 'descend' },
    roles,
  );

  const onSort = (sorter: SorterInfo | SorterInfo[]) => {
    const one = Array.isArray(sorter) ? sorter[0] : sorter;
    const field =
      typeof one?.field === 'string' && SORTABLE.includes(one.field) && one.direction ? (one.field as UserSortField) : 'createdAt';
    const order = one?.direction === 'ascend' ? 'asc' : 'desc';
    if (field !== list.query.sortField || order !== list.query.sortOrder) list.setQuery({ sortField: field, sortOrder: order });
  };

  return (
    <Card title={t(`staff.type.${type}`)}>
      <StaffSearch
        roles={roles}
        onSearch={(filters) => list.setQuery({ keyword: undefined, status: undefined, roleCode: undefined, ...filters })}
      />
      <div style={{ marginBottom: 12, display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        <Permission operation="user:add">
          <Button type="primary" onClick={form.create}>
            {t('staff.add')}
          </Button>
        </Permission>
        <Permission operation="user:unlock">
          <Button onClick={() => setAddressLocksShown(true)}>{t('staff.addressLocks.open')}</Button>
        </Permission>
      </div>
      <Table<UserRecord>
        rowKey="userId"
        columns={columns}
        data={list.data}
        loading={list.loading}
        pagination={list.pagination}
        onChange={(_pagination, sorter) => onSort(sorter)}
        scroll={{ x: 1000 }}
      />
      <StaffFormModal form={form} />
      <AssignRolesModal
        user={rolesOf}
        roles={roles}
        onClose={() => setRolesOf(null)}
        onSaved={() => {
          setRolesOf(null);
          notifier.toast({ type: 'success', content: t('staff.saved') });
          list.refresh();
        }}
      />
      <MsBindingModal user={msBindingOf} onClose={() => setMsBindingOf(null)} />
      <OneTimePasswordModal shown={oneTime} onClose={() => setOneTime(null)} />
      <AddressLocksModal
        api={api}
        visible={addressLocksShown}
        onClose={() => setAddressLocksShown(false)}
        onUnlocked={() => {
          notifier.toast({ type: 'success', content: t('staff.addressLocks.unlocked') });
          list.refresh();
        }}
      />
    </Card>
  );
}
