import { Button, Popconfirm, Space, Tag, Typography } from '@arco-design/web-react';
import type { AuthSessionItem } from '@backoffice/api/contract';
import { DateTime, Permission, ResourceList, useConsole, useT, type ResourceColumn, type ResourceListApi } from '@backoffice/console-ui';
import { bulkApi } from '../../list-shared/bulkApi';
import { useServerPreferences } from '../../list-shared/preferencesStore';
import { useApi } from '../../../app/useApi';

type SessionFilter = { username?: string };
const utc = (at: string) => <DateTime value={at} timeZone="UTC" showZone />;

/**
 * Open sign-ins, most recently active first, with list settings and export; an admin may end one (never their own
 * current one). Its query stays in the component: the audit log's list, beside it, owns the page's URL.
 */
export function SessionTable() {
  const t = useT();
  const { client } = useConsole();
  const api = useApi().resource('authSession');
  const preferences = useServerPreferences();
  const columns: ResourceColumn<AuthSessionItem>[] = [
    {
      key: 'username',
      title: t('auditLog.sessions.user'),
      hideable: false,
      render: (name: string, s: AuthSessionItem) => (
        <Space>
          {name}
          {s.realName && <Typography.Text type="secondary">{s.realName}</Typography.Text>}
          {s.current && <Tag color="arcoblue">{t('auditLog.sessions.current')}</Tag>}
        </Space>
      ),
    },
    { key: 'ip', title: t('auditLog.sessions.ip'), render: (ip: string | null) => ip ?? '—' },
    {
      key: 'userAgent',
      title: t('auditLog.sessions.userAgent'),
      ellipsis: true,
      hideInCards: true,
      render: (ua: string | null) => ua ?? '—',
    },
    { key: 'createdAt', title: t('auditLog.sessions.created'), render: utc },
    { key: 'lastSeenAt', title: t('auditLog.sessions.lastSeen'), render: utc },
  ];
  const rowActions = (s: AuthSessionItem, list: ResourceListApi) =>
    s.current ? null : (
      <Permission operation="authSession:end">
        <Popconfirm
          title={t('auditLog.sessions.endConfirm', { name: s.username })}
          onOk={() => list.undoable(async () => void (await api.write('end', { id: s.id })), t('auditLog.sessions.ended'))}
        >
          <Button type="text" size="small" status="danger" aria-label={`${t('auditLog.sessions.end')} ${s.username}`}>
            {t('auditLog.sessions.end')}
          </Button>
        </Popconfirm>
      </Permission>
    );
  return (
    <ResourceList<AuthSessionItem, SessionFilter>
      name="authSession"
      resource="authSession"
      preferences={preferences}
      columns={columns}
      fetcher={(query) => api.list(query)}
      filterFields={[{ field: 'username', kind: 'text', label: t('auditLog.sessions.filter') }]}
      exportView={bulkApi(client, 'authSession', 'authSession').exportView}
      exportOperation="authSession:list"
      rowActions={rowActions}
    />
  );
}
