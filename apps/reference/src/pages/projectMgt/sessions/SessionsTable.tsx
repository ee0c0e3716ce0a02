import { useState } from 'react';
import { Button, Card, Message, Popconfirm, Space, Table, type TableColumnProps } from '@arco-design/web-react';
import type { SessionItem } from '@backoffice/api/contract';
import { Permission, usePagedList, useT, DateTime } from '@backoffice/console-ui';
import { DictOrFixedTag } from '../fields/DictOrFixed';
import { MinutesLink } from '../meetingMinutes/MinutesLink';
import { useGoTo } from '../routing/useGoTo';
import { useProjectScope } from '../scope/ProjectScopeProvider';
import { SessionFormModal } from './SessionFormModal';

/** A project's sessions by start, with links to detail and edit, and 'add session' and delete where the scope offers them. */
export function SessionsTable(props: { projectId: number; editable: boolean; onChanged(): void }) {
  const { projectId, editable, onChanged } = props;
  const t = useT();
  const { sessionApi: api, routes, operations, offers } = useProjectScope();
  const goTo = useGoTo();
  const addAndDelete = editable && offers.sessionAddAndDelete;
  const list = usePagedList<SessionItem, { projectId: number }>((query) => api.list(query), {
    initialQuery: { projectId },
    resource: 'session',
  });
  const [adding, setAdding] = useState(false);
  const changed = () => {
    list.refresh();
    onChanged();
  };

  const columns: TableColumnProps<SessionItem>[] = [
    { title: t('projectMgt.session.field.title'), dataIndex: 'title' },
    {
      title: t('projectMgt.session.field.kind'),
      dataIndex: 'kind',
      render: (kind: string) => <DictOrFixedTag code="session_kind" value={kind} />,
    },
    {
      title: t('projectMgt.session.field.start'),
      dataIndex: 'startAt',
      render: (_: unknown, s) => <DateTime value={s.startAt} timeZone={s.timeZone} showZone />,
    },
    {
      title: t('projectMgt.session.field.status'),
      dataIndex: 'status',
      render: (status: string) => <DictOrFixedTag code="session_status" value={status} />,
    },
    { title: t('projectMgt.session.field.moderator'), dataIndex: 'moderator', render: (_: unknown, s) => s.moderator?.name ?? '—' },
    {
      title: t('projectMgt.session.field.participants'),
      dataIndex: 'participantCount',
      render: (_: unknown, s) => `${s.participantCount} / ${s.capacity}`,
    },
    {
      title: t('projectMgt.field.actions'),
      dataIndex: 'id',
      render: (_: unknown, s) => (
        <Space size="mini">
          <Button type="text" size="small" onClick={() => goTo(routes.sessionDetail, { id: String(s.id) })}>
            {t('projectMgt.action.detail')}
          </Button>
          <MinutesLink sessionId={s.id} />
          {editable && (
            <Permission operation={operations.updateSession}>
              <Button type="text" size="small" onClick={() => goTo(routes.sessionEdit, { id: String(s.id) })}>
                {t('projectMgt.action.edit')}
              </Button>
            </Permission>
          )}
          {addAndDelete && (
            <Permission operation="session:delete">
              <Popconfirm
                title={t('projectMgt.session.confirm.delete', { name: s.title })}
                onOk={async () => {
                  try {
                    await api.remove(s.id);
                    Message.success(t('projectMgt.done.deleted'));
                    changed();
                  } catch {
                    // The client has shown the server's message.
                  }
                }}
              >
                <Button type="text" size="small" status="danger">
                  {t('projectMgt.action.delete')}
                </Button>
              </Popconfirm>
            </Permission>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Card
      title={t('projectMgt.session.list.title')}
      extra={
        addAndDelete ? (
          <Permission operation="session:add">
            <Button type="primary" size="small" onClick={() => setAdding(true)}>
              {t('projectMgt.session.action.add')}
            </Button>
          </Permission>
        ) : null
      }
    >
      <Table rowKey="id" columns={columns} data={list.data} loading={list.loading} pagination={list.pagination} />
      <SessionFormModal
        projectId={projectId}
        visible={adding}
        onClose={() => setAdding(false)}
        onSaved={() => {
          setAdding(false);
          Message.success(t('projectMgt.done.saved'));
          changed();
        }}
      />
    </Card>
  );
}
