import { useMemo, useState } from 'react';
import { Button } from '@arco-design/web-react';
import type { UserRecord } from '@backoffice/api/contract';
import {
  PageCard,
  Permission,
  QueryFilters,
  ResourceList,
  useConsole,
  useLocale,
  useRowAction,
  useT,
  type ResourceListApi,
} from '@backoffice/console-ui';
import { useServerPreferences } from '../list-shared/preferencesStore';
import { AddressLocksModal } from './AddressLocksModal';
import { useApi } from '../../app/useApi';
import { AssignRolesModal } from './AssignRolesModal';
import { MsBindingModal } from './MsBindingModal';
import { OneTimePasswordModal } from './OneTimePasswordModal';
import { StaffFormModal, useStaffForm } from './StaffFormModal';
import { StaffRowActionsBar } from './StaffRowActionsBar';
import { staffFilterFields, type StaffFilters } from './staffFilters';
import { serverQuery, STAFF_SORT_FIELDS } from './staffQuery';
import type { StaffType } from './types';
import { useRoleOptions } from './useRoleOptions';
import { useStaffBulk } from './useStaffBulk';
import { useStaffColumns } from './useStaffColumns';

const FILTER_KINDS = { keyword: 'string', status: 'string', roleCode: 'string' } as const;

/**
 * The staff list of one account type (admin, moderator or client pages) on the kit's ResourceList: filters and
 * sort in the URL, create/edit, enable/disable, one-time password reset, roles, Microsoft binding, unlock,
 * second-factor reset and undoable delete per row; bulk delete/enable/disable and export; each button shown only
 * with its `user:*` operation (the server enforces them regardless).
 */
export function StaffList({ type }: { type: StaffType }) {
  const t = useT();
  const locale = useLocale();
  const { notifier } = useConsole();
  const server = useApi();
  const api = useMemo(() => server.resource('user'), [server]);
  const preferences = useServerPreferences();
  const roles = useRoleOptions();
  const bulk = useStaffBulk(type);
  const [rolesOf, setRolesOf] = useState<UserRecord | null>(null);
  const [msBindingOf, setMsBindingOf] = useState<UserRecord | null>(null);
  const [oneTime, setOneTime] = useState<{ name: string; password: string } | null>(null);
  const [addressLocksShown, setAddressLocksShown] = useState(false);
  // A refusal is shown by the client; a write's `invalidates` ('user') refetches the list.
  const act = useRowAction(() => undefined);
  const form = useStaffForm(type, (created) => {
    notifier.toast({ type: 'success', content: t('staff.saved') });
    if (created?.initialPassword) setOneTime({ name: created.user.username, password: created.initialPassword });
  });
  const columns = useStaffColumns(
    (user, enabled) =>
      act(() => api.write('status', { userId: user.userId, status: enabled ? 'enabled' : 'disabled' }), t('staff.statusChanged')),
    roles,
  );

  const rowActions = (user: UserRecord, list: ResourceListApi) => (
    <StaffRowActionsBar
      user={user}
      actions={{
        edit: () => form.edit(user.userId, user),
        assignRoles: () => setRolesOf(user),
        msBinding: () => setMsBindingOf(user),
        resetPassword: () =>
          act(
            async () => setOneTime({ name: user.username, password: (await api.write('resetPassword', { userId: user.userId })).password }),
            t('staff.saved'),
          ),
        remove: () =>
          void list.undoable(async () => {
            await api.delete({ userId: user.userId });
            return { undo: () => bulk.restore([user.userId]) };
          }, t('staff.deleted')),
        unlock: () => act(() => api.write('unlock', { userId: user.userId }), t('staff.unlocked')),
        resetSecondFactor: () => act(() => api.write('resetSecondFactor', { userId: user.userId }), t('staff.secondFactorReset')),
      }}
    />
  );

  return (
    <PageCard
      overlays={
        <>
          <StaffFormModal form={form} />
          <AssignRolesModal
            user={rolesOf}
            roles={roles}
            onClose={() => setRolesOf(null)}
            onSaved={() => {
              setRolesOf(null);
              notifier.toast({ type: 'success', content: t('staff.saved') });
            }}
          />
          <MsBindingModal user={msBindingOf} onClose={() => setMsBindingOf(null)} />
          <OneTimePasswordModal shown={oneTime} onClose={() => setOneTime(null)} />
          <AddressLocksModal
            api={api}
            visible={addressLocksShown}
            onClose={() => setAddressLocksShown(false)}
            onUnlocked={() => notifier.toast({ type: 'success', content: t('staff.addressLocks.unlocked') })}
          />
        </>
      }
    >
      <ResourceList<UserRecord, StaffFilters>
        name={`staff-${type}`}
        resource="user"
        title={t(`staff.type.${type}`)}
        initialQuery={{ sortField: 'createdAt', sortOrder: 'descend' }}
        syncWithLocation={{ filters: FILTER_KINDS, sortFields: STAFF_SORT_FIELDS }}
        preferences={preferences}
        columns={columns}
        rowId={(user) => user.userId}
        fetcher={(query) => api.list({ ...serverQuery(query, type), current: query.current, pageSize: query.pageSize })}
        filters={({ query, setQuery }) => (
          <>
            <QueryFilters<StaffFilters> query={query} onSearch={setQuery} fields={staffFilterFields(t, roles, locale)} />
            <Permission operation="user:unlock">
              <Button style={{ marginBottom: 12 }} onClick={() => setAddressLocksShown(true)}>
                {t('staff.addressLocks.open')}
              </Button>
            </Permission>
          </>
        )}
        create={{ label: t('staff.add'), operation: 'user:add', onCreate: form.create }}
        bulkActions={bulk.actions}
        exportView={bulk.exportView}
        exportOperation="user:list"
        rowActions={rowActions}
      />
    </PageCard>
  );
}
