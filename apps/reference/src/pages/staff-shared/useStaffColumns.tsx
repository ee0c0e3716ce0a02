import { Button, Popconfirm, Space, Switch, Tag } from '@arco-design/web-react';
import type { TableColumnProps } from '@arco-design/web-react';
import type { UserRecord } from '@backoffice/api/contract';
import { Permission, useLocale, useT, DateTime, useDateTime } from '@backoffice/console-ui';
import { roleTagText, type RoleNames } from './rules';

/** What the row actions do. */
export interface StaffRowActions {
  edit(user: UserRecord): void;
  toggleStatus(user: UserRecord, enabled: boolean): void;
  resetPassword(user: UserRecord): void;
  assignRoles(user: UserRecord): void;
  msBinding(user: UserRecord): void;
  remove(user: UserRecord): void;
  unlock(user: UserRecord): void;
  /** Removes the account's second factors (a lost phone). */
  resetSecondFactor(user: UserRecord): void;
}

type SortOrder = 'ascend' | 'descend' | undefined;

/**
 * The staff table's columns: sortable username, name and created time; role tags named in the current language
 * (codes when the roles are unknown); each action behind its operation code.
 */
export function useStaffColumns(
  actions: StaffRowActions,
  sort: { field?: string; order: SortOrder },
  roles: readonly RoleNames[] | null = null,
): TableColumnProps<UserRecord>[] {
  const t = useT();
  const formatDate = useDateTime();
  const locale = useLocale();
  const sortOrder = (field: string) => (sort.field === field ? sort.order : undefined);
  return [
    { title: t('staff.column.username'), dataIndex: 'username', sorter: true, sortOrder: sortOrder('username') },
    { title: t('staff.column.realName'), dataIndex: 'realName', sorter: true, sortOrder: sortOrder('realName') },
    { title: t('staff.column.email'), dataIndex: 'email' },
    { title: t('staff.column.phoneNumber'), dataIndex: 'phoneNumber' },
    {
      title: t('staff.column.roles'),
      dataIndex: 'roleList',
      render: (_: unknown, user) => (
        <Space wrap>
          {user.roleList.map((code) => (
            <Tag key={code}>{roleTagText(code, roles, locale)}</Tag>
          ))}
        </Space>
      ),
    },
    {
      title: t('staff.column.status'),
      dataIndex: 'status',
      render: (_: unknown, user) => (
        <Space size="mini">
          <Permission operation="user:status" fallback={<Tag>{t(`staff.status.${user.status}`)}</Tag>}>
            <Switch
              aria-label={`${t('staff.column.status')} ${user.username}`}
              checked={user.status === 'enabled'}
              onChange={(enabled) => actions.toggleStatus(user, enabled)}
            />
          </Permission>
          {user.lockedUntil ? (
            <Tag color="red" title={t('staff.lockedUntil', { time: formatDate(user.lockedUntil) })}>
              {t('staff.locked')}
            </Tag>
          ) : null}
        </Space>
      ),
    },
    {
      title: t('staff.column.createdAt'),
      dataIndex: 'createdAt',
      sorter: true,
      sortOrder: sortOrder('createdAt'),
      render: (value: string) => <DateTime value={value} />,
    },
    {
      title: t('staff.column.actions'),
      dataIndex: 'actions',
      render: (_: unknown, user) => (
        <Space size="mini" wrap>
          <Permission operation="user:update">
            <Button type="text" size="small" onClick={() => actions.edit(user)}>
              {t('staff.edit')}
            </Button>
          </Permission>
          <Permission operation="user:assignRoles">
            <Button type="text" size="small" onClick={() => actions.assignRoles(user)}>
              {t('staff.assignRoles')}
            </Button>
          </Permission>
          <Permission operation="user:update">
            <Button type="text" size="small" onClick={() => actions.msBinding(user)}>
              {t('staff.ms.action')}
            </Button>
          </Permission>
          <Permission operation="user:resetPassword">
            <Popconfirm title={t('staff.resetConfirm', { name: user.username })} onOk={() => actions.resetPassword(user)}>
              <Button type="text" size="small">
                {t('staff.resetPassword')}
              </Button>
            </Popconfirm>
          </Permission>
          {user.lockedUntil ? (
            <Permission operation="user:unlock">
              <Button type="text" size="small" onClick={() => actions.unlock(user)}>
                {t('staff.unlock')}
              </Button>
            </Permission>
          ) : null}
          <Permission operation="user:resetSecondFactor">
            <Popconfirm title={t('staff.resetSecondFactorConfirm', { name: user.username })} onOk={() => actions.resetSecondFactor(user)}>
              <Button type="text" size="small">
                {t('staff.resetSecondFactor')}
              </Button>
            </Popconfirm>
          </Permission>
          <Permission operation="user:delete">
            <Popconfirm title={t('staff.deleteConfirm', { name: user.username })} onOk={() => actions.remove(user)}>
              <Button type="text" size="small" status="danger">
                {t('staff.delete')}
              </Button>
            </Popconfirm>
          </Permission>
        </Space>
      ),
    },
  ];
}
