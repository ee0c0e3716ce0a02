import { useState } from 'react';
import { Button, Message, Popconfirm, Space, Switch, Table, Tag, type TableColumnProps } from '@arco-design/web-react';
import type { RoleItem, RoleListRequest } from '@backoffice/api/contract';
import { PageCard, Permission, useConsole, useOperation, usePagedList, useRowAction, useT, DateTime } from '@backoffice/console-ui';
import { bilingual, LocaleText, useLocaleText } from '../dict/LocaleText';
import { roleApi } from './api';
import { RoleFormModal } from './RoleFormModal';
import { RolePermissionDrawer } from './RolePermissionDrawer';
import { RoleSearch } from './RoleSearch';

type RoleFilter = Pick<RoleListRequest, 'keyword' | 'status'>;

/** setting/role: roles with search and pagination, create/edit, status, delete and the permissions drawer. */
export default function RolePage() {
  const t = useT();
  const api = roleApi(useConsole().client);
  const list = usePagedList<RoleItem, RoleFilter>((query) => api.list(query), { resource: 'role' });
  const [form, setForm] = useState<{ visible: boolean; role: RoleItem | null }>({ visible: false, role: null });
  const [drawerRole, setDrawerRole] = useState<RoleItem | null>(null);
  const canToggle = useOperation('role:status');
  const inLocale = useLocaleText();

  // A refusal (e.g. a role still assigned to users) is shown by the client; the list stays as it is.
  const act = useRowAction(list.refresh);

  const columns: TableColumnProps<RoleItem>[] = [
    {
      title: t('role.column.code'),
      dataIndex: 'code',
      width: 190,
      render: (code: string, role) => (
        <Space>
          {code}
          {role.builtin && <Tag size="small">{t('role.column.builtin')}</Tag>}
        </Space>
      ),
    },
    {
      title: t('role.column.name'),
      dataIndex: 'name',
      width: 180,
      render: (_: unknown, role) => <LocaleText labels={bilingual(role.name, role.nameZh)} />,
    },
    {
      title: t('role.column.status'),
      dataIndex: 'status',
      width: 120,
      render: (_: unknown, role) => (
        <Switch
          size="small"
          aria-label={`${t('role.column.status')} ${role.code}`}
          checked={role.status === 'enabled'}
          disabled={!canToggle || role.code === 'admin'}
          checkedText={t('role.status.enabled')}
          uncheckedText={t('role.status.disabled')}
          onChange={(on) => act(() => api.status({ id: role.id, status: on ? 'enabled' : 'disabled' }), t('role.saved'))}
        />
      ),
    },
    { title: t('role.column.users'), dataIndex: 'userCount', width: 90 },
    {
      title: t('role.column.remark'),
      dataIndex: 'remark',
      ellipsis: true,
      render: (_: unknown, role) => inLocale(bilingual(role.remark, role.remarkZh)),
    },
    { title: t('role.column.updatedAt'), dataIndex: 'updatedAt', width: 200, render: (at: string) => <DateTime value={at} /> },
    {
      title: t('role.column.actions'),
      dataIndex: 'id',
      width: 250,
      fixed: 'right',
      render: (_: unknown, role) => (
        <Space size="mini">
          <Permission operation="role:update">
            <Button type="text" size="small" onClick={() => setForm({ visible: true, role })}>
              {t('role.edit')}
            </Button>
          </Permission>
          <Permission operation="role:assignPermissions">
            <Button type="text" size="small" onClick={() => setDrawerRole(role)}>
              {t('role.permissions')}
            </Button>
          </Permission>
          <Permission operation="role:delete">
            <Popconfirm
              title={t('role.deleteConfirm', { name: inLocale(bilingual(role.name, role.nameZh)) })}
              onOk={() => act(() => api.remove(role.id), t('role.deleted'))}
            >
              <Button type="text" size="small" status="danger">
                {t('role.delete')}
              </Button>
            </Popconfirm>
          </Permission>
        </Space>
      ),
    },
  ];

  return (
    <PageCard
      header={
        <RoleSearch
          onSearch={(filter) => {
            // Searching again with the same filters still fetches afresh.
            list.setQuery(filter);
            list.refresh();
          }}
        />
      }
      extra={
        <Permission operation="role:add">
          <Button type="primary" onClick={() => setForm({ visible: true, role: null })}>
            {t('role.add')}
          </Button>
        </Permission>
      }
      overlays={
        <>
          <RoleFormModal
            visible={form.visible}
            role={form.role}
            onClose={() => setForm({ visible: false, role: null })}
            onSaved={() => {
              setForm({ visible: false, role: null });
              Message.success(t('role.saved'));
              list.refresh();
            }}
          />
          <RolePermissionDrawer role={drawerRole} onClose={() => setDrawerRole(null)} />
        </>
      }
    >
      <Table rowKey="id" scroll={{ x: 1250 }} columns={columns} data={list.data} loading={list.loading} pagination={list.pagination} />
    </PageCard>
  );
}
