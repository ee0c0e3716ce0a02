import { useState } from 'react';
import { Button } from '@arco-design/web-react';
import type { RoleItem } from '@backoffice/api/contract';
import { Permission, useOperation, useRowAction, useT } from '@backoffice/console-ui';
import { keywordStatusFields } from '../../list-shared/keywordStatusFields';
import { ListPage } from '../../list-shared/ListPage';
import { bilingual, useLocaleText } from '../dict/LocaleText';
import { useApi } from '../../../app/useApi';
import { roleColumns } from './roleColumns';
import { RoleFormModal, useRoleForm } from './RoleFormModal';
import { RolePermissionDrawer } from './RolePermissionDrawer';
import type { RoleFilter } from './roleFilters';
import { useRoleBulk } from './useRoleBulk';

/**
 * setting/role: roles with keyword/status filters in the URL, create/edit, status, delete, the permissions drawer,
 * bulk delete/enable/disable and export.
 */
export default function RolePage() {
  const t = useT();
  const api = useApi().resource('role', { invalidates: ['role', 'user'] });
  const form = useRoleForm();
  const [drawerRole, setDrawerRole] = useState<RoleItem | null>(null);
  const inLocale = useLocaleText();
  // A refusal (e.g. a role still assigned to users) is shown by the client; a write's `invalidates` refetches.
  const act = useRowAction(() => undefined);
  const columns = roleColumns({
    t,
    inLocale,
    canToggle: useOperation('role:status'),
    onStatus: (role, on) => act(() => api.write('status', { id: role.id, status: on ? 'enabled' : 'disabled' }), t('role.saved')),
  });
  const permissions = (role: RoleItem) => (
    <Permission operation="role:assignPermissions">
      <Button type="text" size="small" onClick={() => setDrawerRole(role)}>
        {t('role.permissions')}
      </Button>
    </Permission>
  );

  return (
    <ListPage<RoleItem, RoleFilter>
      name="role"
      filterKinds={{ keyword: 'string', status: 'string' }}
      columns={columns}
      fetcher={(query) => api.list(query)}
      filterFields={keywordStatusFields<RoleFilter>(t, 'role')}
      onCreate={form.create}
      bulk={useRoleBulk()}
      rows={{
        edit: (role) => form.edit(role.id, role),
        extra: permissions,
        remove: {
          confirm: (role) => t('role.deleteConfirm', { name: inLocale(bilingual(role.name, role.nameZh)) }),
          run: (role) => api.delete({ id: role.id }),
        },
      }}
      overlays={
        <>
          <RoleFormModal form={form} />
          <RolePermissionDrawer role={drawerRole} onClose={() => setDrawerRole(null)} />
        </>
      }
    />
  );
}
