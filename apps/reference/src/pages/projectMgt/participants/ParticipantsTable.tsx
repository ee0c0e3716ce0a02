import { Card } from '@arco-design/web-react';
import type { ParticipantListResult, SessionDetail, SessionParticipant } from '@backoffice/api/contract';
import { ResourceList, useConsole, useT } from '@backoffice/console-ui';
import { useServerPreferences } from '../../list-shared/preferencesStore';
import { statusFilter } from '../fields/statusFilter';
import { useProjectScope } from '../scope/ProjectScopeProvider';
import { ParticipantModal, useParticipantForm } from './ParticipantModal';
import { participantBulk, participantColumns, participantQuery, ParticipantRowActions, type ParticipantSearch } from './participantList';

/**
 * A session's participants: the status filter and page in the URL (under `participants.`), column settings on the
 * server, cards on phones, export, and when `editable` add, edit, remove (with Undo for staff) and the bulk bar.
 * Capacity is enforced by the server.
 */
export function ParticipantsTable(props: { session: SessionDetail; editable: boolean; onChanged(): void }) {
  const { session, editable, onChanged } = props;
  const t = useT();
  const { client } = useConsole();
  const { key, sessionApi: api, operations } = useProjectScope();
  const preferences = useServerPreferences();
  const form = useParticipantForm(session.id, onChanged);
  const bulk = participantBulk(client, session.id, t, onChanged);
  const full = session.participants.length >= session.capacity;

  return (
    <Card title={`${t('projectMgt.session.field.participants')} (${session.participants.length} / ${session.capacity})`}>
      <ResourceList<SessionParticipant, ParticipantSearch>
        name={`participant.${key}`}
        resource="session"
        syncWithLocation={{ prefix: 'participants.', filters: { status: 'string' } }}
        preferences={preferences}
        columns={participantColumns(t)}
        fetcher={(query) => client.post<ParticipantListResult>('/api/admin/session/participant/list', participantQuery(session.id, query))}
        filterFields={[statusFilter('participant_status', t('projectMgt.participant.field.status'))]}
        {...(editable
          ? {
              create: {
                label: t(full ? 'projectMgt.participant.action.addFull' : 'projectMgt.participant.action.add'),
                operation: operations.updateSession,
                onCreate: form.create,
              },
              bulkActions: bulk.actions,
              rowActions: (p: SessionParticipant, list) => (
                <ParticipantRowActions
                  participant={p}
                  list={list}
                  operation={operations.updateSession}
                  onEdit={() => form.edit(p.id, p)}
                  remove={async () => (await api.removeParticipant(p.id), onChanged())}
                  // Undo brings a removal back through the staff route (session:update); the 'my' removals are for good.
                  {...(key === 'admin' ? { undo: async () => (await bulk.restore([p.id]), onChanged()) } : {})}
                  t={t}
                />
              ),
            }
          : {})}
        exportView={bulk.exportView}
      />
      <ParticipantModal form={form} />
    </Card>
  );
}
