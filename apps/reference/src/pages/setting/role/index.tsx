import { useState } from 'react';
import { Button, Space } from '@arco-design/web-react';
import type { RoleItem } from '@backoffice/api/contract';
import {
  DeleteButton,
  PageCard,
  Permission,
  ResourceList,
  useConsole,
  useOperation,
  useRowAction,
  useT,
  type ResourceListApi,
} from '@backoffice/console-ui';
import { keywordStatusFields } from '../../list-shared/keywordStatusFields';
import { useServerPreferences } from '../../list-shared/preferencesStore';
import { bilingual, useLocaleText } from '../dict/LocaleText';
import { roleApi } from './api';
import { roleColumns } from './roleColumns';
import { RoleFormModal, useRoleForm } from './RoleFormModal';
import { RolePermissionDrawer } from './RolePermissionDrawer';
import type { RoleFilter } from './roleFilters';
import { useRoleBulk } from './useRoleBulk';

const FILTER_KINDS = { keyword: 'string', status: 'string' } as const;

/**
 * setting/role: roles with keyword/status filters in the URL, create/edit, status, delete, the permissions drawer,
 * bulk delete/enable/disable and export.
 */
export default function RolePage() {
  const t = useT();
  const api = roleApi(useConsole().client);
  const preferences = useServerPreferences();
  const bulk = useRoleBulk();
  const form = useRoleForm();
  const [drawerRole, setDrawerRole] = useState<RoleItem | null>(null);
  const inLocale = useLocaleText();
  // A refusal (e.g. a role still assigned to users) is shown by the client; a write's `invalidates` refetches.
  const act = useRowAction(() => undefined);
  const columns = roleColumns({
    t,
    inLocale,
    canToggle: useOperation('role:status'),
    onStatus: (role, on) => act(() => api.status({ id: role.id, status: on ? 'enabled' : 'disabled' }), t('role.saved')),
  });

  const rowActions = (role: RoleItem, list: ResourceListApi) => (
    <Space size="mini">
      <Permission operation="role:update">
        <Button type="text" size="small" onClick={() => form.edit(role.id, role)}>
          {t('role.edit')}
        </Button>
      </Permission>
      <Permission operation="role:assignPermissions">
        <Button type="text" size="small" onClick={() => setDrawerRole(role)}>
          {t('role.permissions')}
        </Button>
      </Permission>
      <DeleteButton
        operation="role:delete"
        label={t('role.delete')}
        confirm={t('role.deleteConfirm', { name: inLocale(bilingual(role.name, role.nameZh)) })}
        done={t('role.deleted')}
        list={list}
        remove={() => api.remove(role.id)}
      />
    </Space>
  );

  return (
    <PageCard
      overlays={
        <>
          <RoleFormModal form={form} />
          <RolePermissionDrawer role={drawerRole} onClose={() => setDrawerRole(null)} />
        </>
      }
    >
      <ResourceList<RoleItem, RoleFilter>
        name="role"
        resource="role"
        syncWithLocation={{ filters: FILTER_KINDS, sortFields: [] }}
        preferences={preferences}
        columns={columns}
        fetcher={(query) => api.list(query)}
        filterFields={keywordStatusFields<RoleFilter>(t, 'role')}
        create={{ label: t('role.add'), operation: 'role:add', onCreate: form.create }}
        bulkActions={bulk.actions}
        exportView={bulk.exportView}
        exportOperation="role:list"
        rowActions={rowActions}
      />
    </PageCard>
  );
}
