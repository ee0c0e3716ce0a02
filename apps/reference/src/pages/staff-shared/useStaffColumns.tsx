import { Space, Switch, Tag } from '@arco-design/web-react';
import type { UserRecord } from '@backoffice/api/contract';
import { Permission, useDateTime, useLocale, useT, type ResourceColumn } from '@backoffice/console-ui';
import { roleTagText, type RoleNames } from './rules';

/**
 * The staff list's columns (the username first: it is the card's title on phones): sortable username, name and
 * created time; role tags named in the current language (codes when the roles are unknown); the status switch
 * behind user:status. The row actions are StaffRowActionsBar.tsx.
 */
export function useStaffColumns(
  toggleStatus: (user: UserRecord, enabled: boolean) => void,
  roles: readonly RoleNames[] | null = null,
): ResourceColumn<UserRecord>[] {
  const t = useT();
  const formatDate = useDateTime();
  const locale = useLocale();
  return [
    { key: 'username', title: t('staff.column.username'), dataIndex: 'username', sortable: true, hideable: false },
    { key: 'realName', title: t('staff.column.realName'), dataIndex: 'realName', sortable: true },
    { key: 'email', title: t('staff.column.email'), dataIndex: 'email' },
    { key: 'phoneNumber', title: t('staff.column.phoneNumber'), dataIndex: 'phoneNumber' },
    {
      key: 'roleList',
      title: t('staff.column.roles'),
      dataIndex: 'roleList',
      render: (_: unknown, user: UserRecord) => (
        <Space wrap>
          {user.roleList.map((code) => (
            <Tag key={code}>{roleTagText(code, roles, locale)}</Tag>
          ))}
        </Space>
      ),
    },
    {
      key: 'status',
      title: t('staff.column.status'),
      dataIndex: 'status',
      render: (_: unknown, user: UserRecord) => (
        <Space size="mini">
          <Permission operation="user:status" fallback={<Tag>{t(`staff.status.${user.status}`)}</Tag>}>
            <Switch
              aria-label={`${t('staff.column.status')} ${user.username}`}
              checked={user.status === 'enabled'}
              onChange={(enabled) => toggleStatus(user, enabled)}
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
      key: 'createdAt',
      title: t('staff.column.createdAt'),
      dataIndex: 'createdAt',
      sortable: true,
      kind: 'dateTime',
    },
  ];
}
