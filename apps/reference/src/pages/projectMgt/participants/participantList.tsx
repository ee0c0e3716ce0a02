import { Button, Space } from '@arco-design/web-react';
import type { OperationCode, ParticipantStatus, SessionParticipant } from '@backoffice/api/contract';
import type { EnvelopeClient, ListQuery } from '@backoffice/console-core';
import {
  ConfirmButton,
  Permission,
  type BulkAction,
  type ExportView,
  type ResourceColumn,
  type ResourceListApi,
} from '@backoffice/console-ui';
import { bulkDeleteAction, bulkStatusAction } from '../../list-shared/bulkActions';
import { bulkApi } from '../../list-shared/bulkApi';
import { DictOrFixedTag } from '../fields/DictOrFixed';
import { onServerQuery } from '../sessions/sessionBulk';

type Translate = (key: string, values?: Record<string, unknown>) => string;

/** What a session's participant list filters by (kept in the URL under `participants.`). */
export type ParticipantSearch = { status?: ParticipantStatus };

/** The list's query as /session/participant/list takes it: the session, the status and the page (no sort). */
export function participantQuery(sessionId: number, query: ListQuery<ParticipantSearch>) {
  return { sessionId, current: query.current, pageSize: query.pageSize, ...(query.status ? { status: query.status } : {}) };
}

/** The columns of a session's participants (the name first: it is the card's title on phones). */
export function participantColumns(t: Translate): ResourceColumn<SessionParticipant>[] {
  return [
    { key: 'name', title: t('projectMgt.participant.field.name'), hideable: false },
    { key: 'contact', title: t('projectMgt.participant.field.contact'), render: (c: string | null) => c ?? '—' },
    {
      key: 'status',
      title: t('projectMgt.participant.field.status'),
      render: (s: string) => <DictOrFixedTag code="participant_status" value={s} />,
    },
  ];
}

/**
 * The bulk actions (remove, with Undo; mark confirmed, attended, no-show) and export of a session's participants,
 * through the participant resource's /bulk, /restore and /export; a write calls `onChanged`.
 */
export function participantBulk(client: EnvelopeClient, sessionId: number, t: Translate, onChanged: () => void) {
  const api = bulkApi(client, 'session/participant', 'session');
  const toServer = (query: ListQuery<ParticipantSearch>) => participantQuery(sessionId, query);
  const status = (value: ParticipantStatus) =>
    bulkStatusAction<ParticipantSearch>(api, {
      key: value,
      value,
      label: t(`projectMgt.participant.action.mark.${value}`),
      operation: 'session:update',
      t,
    });
  const actions: BulkAction<ParticipantSearch>[] = [
    bulkDeleteAction(api, {
      label: t('projectMgt.participant.action.remove'),
      operation: 'session:update',
      confirm: t('projectMgt.participant.confirm.bulkRemove'),
      t,
    }),
    status('confirmed'),
    status('attended'),
    status('no_show'),
  ];
  const exportView: ExportView<ParticipantSearch> = (query, format, columns) =>
    api.exportView(toServer(query) as ListQuery<ParticipantSearch>, format, columns);
  return { actions: actions.map((action) => onServerQuery(action, toServer, onChanged)), exportView, restore: api.restore };
}

/**
 * A participant row's actions: edit, and remove after a confirmation, with Undo where `undo` is given (the staff
 * view: its removal route answers `{ id }`, not `{ undoUntil }`, so the kit's DeleteButton would offer no Undo).
 */
export function ParticipantRowActions(props: {
  participant: SessionParticipant;
  list: ResourceListApi;
  operation: OperationCode;
  onEdit(): void;
  remove(): Promise<unknown>;
  undo?: () => Promise<unknown>;
  t: Translate;
}) {
  const { participant: p, list, operation, onEdit, remove, undo, t } = props;
  return (
    <Permission operation={operation}>
      <Space size="mini">
        <Button type="text" size="small" onClick={onEdit}>
          {t('projectMgt.action.edit')}
        </Button>
        <ConfirmButton
          status="danger"
          label={t('projectMgt.participant.action.remove')}
          confirm={t('projectMgt.participant.confirm.remove', { name: p.name })}
          onOk={() => list.undoable(async () => (await remove(), undo ? { undo } : undefined), t('projectMgt.participant.done.removed'))}
        />
      </Space>
    </Permission>
  );
}
