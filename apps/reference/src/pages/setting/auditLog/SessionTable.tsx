import { useState } from 'react';
import { Button, Input, Message, Popconfirm, Space, Table, Tag, Typography, type TableColumnProps } from '@arco-design/web-react';
import type { AuthSessionItem } from '@backoffice/api/contract';
import { Permission, useConsole, usePagedList, useT, DateTime } from '@backoffice/console-ui';
import { auditApi } from './api';

/** Open sign-ins, most recently active first; an admin may end one (never their own current one). */
export function SessionTable() {
  const t = useT();
  const api = auditApi(useConsole().client);
  const list = usePagedList<AuthSessionItem, { username?: string }>((query) => api.sessions(query), { resource: 'authSession' });
  const [username, setUsername] = useState('');
  const search = () => {
    list.setQuery({ username: username.trim() || undefined });
    list.refresh();
  };
  const end = async (session: AuthSessionItem) => {
    try {
      await api.endSession(session.id);
      Message.success(t('auditLog.sessions.ended'));
      list.refresh();
    } catch {
      // The client has shown the server's message.
    }
  };
  const columns: TableColumnProps<AuthSessionItem>[] = [
    {
      title: t('auditLog.sessions.user'),
      dataIndex: 'username',
      render: (name: string, s) => (
        <Space>
          {name}
          {s.realName && <Typography.Text type="secondary">{s.realName}</Typography.Text>}
          {s.current && <Tag color="arcoblue">{t('auditLog.sessions.current')}</Tag>}
        </Space>
      ),
    },
    { title: t('auditLog.sessions.ip'), dataIndex: 'ip', render: (ip: string | null) => ip ?? '—' },
    { title: t('auditLog.sessions.userAgent'), dataIndex: 'userAgent', ellipsis: true, render: (ua: string | null) => ua ?? '—' },
    {
      title: t('auditLog.sessions.created'),
      dataIndex: 'createdAt',
      render: (at: string) => <DateTime value={at} timeZone="UTC" showZone />,
    },
    {
      title: t('auditLog.sessions.lastSeen'),
      dataIndex: 'lastSeenAt',
      render: (at: string) => <DateTime value={at} timeZone="UTC" showZone />,
    },
    {
      title: t('auditLog.sessions.actions'),
      dataIndex: 'id',
      render: (_: unknown, s) =>
        s.current ? null : (
          <Permission operation="authSession:end">
            <Popconfirm title={t('auditLog.sessions.endConfirm', { name: s.username })} onOk={() => end(s)}>
              <Button type="text" size="small" status="danger" aria-label={`${t('auditLog.sessions.end')} ${s.username}`}>
                {t('auditLog.sessions.end')}
              </Button>
            </Popconfirm>
          </Permission>
        ),
    },
  ];
  return (
    <Space direction="vertical" size="medium" style={{ width: '100%' }}>
      <Space>
        <Input
          aria-label={t('auditLog.sessions.filter')}
          placeholder={t('auditLog.sessions.filter')}
          allowClear
          style={{ width: 200 }}
          value={username}
          onChange={setUsername}
          onPressEnter={search}
        />
        <Button type="primary" onClick={search}>
          {t('auditLog.filter.search')}
        </Button>
        <Button onClick={list.refresh}>{t('auditLog.sessions.refresh')}</Button>
      </Space>
      <Table rowKey="id" columns={columns} data={list.data} loading={list.loading} pagination={list.pagination} />
    </Space>
  );
}
