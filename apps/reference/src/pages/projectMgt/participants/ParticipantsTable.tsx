import { Button, Card, Message, Popconfirm, Space, Table, type TableColumnProps } from '@arco-design/web-react';
import type { SessionDetail, SessionParticipant } from '@backoffice/api/contract';
import { Permission, useT } from '@backoffice/console-ui';
import { DictOrFixedTag } from '../fields/DictOrFixed';
import { useProjectScope } from '../scope/ProjectScopeProvider';
import { ParticipantModal, useParticipantForm } from './ParticipantModal';

/** A session's participants with their status; add, edit and remove when `editable` (capacity is enforced by the server). */
export function ParticipantsTable(props: { session: SessionDetail; editable: boolean; onChanged(): void }) {
  const { session, editable, onChanged } = props;
  const t = useT();
  const { sessionApi: api, operations } = useProjectScope();
  const form = useParticipantForm(session.id, onChanged);
  const full = session.participants.length >= session.capacity;

  const columns: TableColumnProps<SessionParticipant>[] = [
    { title: t('projectMgt.participant.field.name'), dataIndex: 'name' },
    { title: t('projectMgt.participant.field.contact'), dataIndex: 'contact', render: (c: string | null) => c ?? '—' },
    {
      title: t('projectMgt.participant.field.status'),
      dataIndex: 'status',
      render: (s: string) => <DictOrFixedTag code="participant_status" value={s} />,
    },
  ];
  if (editable) {
    columns.push({
      title: t('projectMgt.field.actions'),
      dataIndex: 'id',
      render: (_: unknown, p) => (
        <Permission operation={operations.updateSession}>
          <Space size="mini">
            <Button type="text" size="small" onClick={() => form.edit(p.id, p)}>
              {t('projectMgt.action.edit')}
            </Button>
            <Popconfirm
              title={t('projectMgt.participant.confirm.remove', { name: p.name })}
              onOk={async () => {
                try {
                  await api.removeParticipant(p.id);
                  Message.success(t('projectMgt.participant.done.removed'));
                  onChanged();
                } catch {
                  // The client has shown the server's message.
                }
              }}
            >
              <Button type="text" size="small" status="danger">
                {t('projectMgt.participant.action.remove')}
              </Button>
            </Popconfirm>
          </Space>
        </Permission>
      ),
    });
  }

  return (
    <Card
      title={`${t('projectMgt.session.field.participants')} (${session.participants.length} / ${session.capacity})`}
      extra={
        editable ? (
          <Permission operation={operations.updateSession}>
            <Button type="primary" size="small" onClick={form.create}>
              {t(full ? 'projectMgt.participant.action.addFull' : 'projectMgt.participant.action.add')}
            </Button>
          </Permission>
        ) : null
      }
    >
      <Table rowKey="id" columns={columns} data={session.participants} pagination={false} />
      <ParticipantModal form={form} />
    </Card>
  );
}
