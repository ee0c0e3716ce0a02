import { useState } from 'react';
import { Card, Message } from '@arco-design/web-react';
import type { SessionItem } from '@backoffice/api/contract';
import { ResourceList, useConsole, useT } from '@backoffice/console-ui';
import { useServerPreferences } from '../../list-shared/preferencesStore';
import { statusFilter } from '../fields/statusFilter';
import { useProjectScope } from '../scope/ProjectScopeProvider';
import { sessionBulk, sessionQuery, type SessionSearch } from './sessionBulk';
import { SESSION_SORT_FIELDS, sessionColumns } from './sessionColumns';
import { SessionFormModal } from './SessionFormModal';
import { SessionRowActions } from './SessionRowActions';

/**
 * A project's sessions by start: the status filter, order, page and size in the URL (under `sessions.`, beside
 * the detail page's own `id`), the user's column settings on the server, cards on phones, export, and where the
 * scope offers them 'add session', delete and the bulk bar (delete, cancel, mark completed).
 */
export function SessionsTable(props: { projectId: number; editable: boolean; onChanged(): void }) {
  const { projectId, editable, onChanged } = props;
  const t = useT();
  const { client } = useConsole();
  const { key, sessionApi: api, offers } = useProjectScope();
  const preferences = useServerPreferences();
  const addAndDelete = editable && offers.sessionAddAndDelete;
  const bulk = sessionBulk(client, projectId, t, onChanged);
  const [adding, setAdding] = useState(false);

  return (
    <Card title={t('projectMgt.session.list.title')}>
      <ResourceList<SessionItem, SessionSearch>
        name={`session.${key}`}
        resource="session"
        syncWithLocation={{ prefix: 'sessions.', filters: { status: 'string' }, sortFields: SESSION_SORT_FIELDS }}
        preferences={preferences}
        columns={sessionColumns(t)}
        fetcher={(query) => api.list(sessionQuery(projectId, query))}
        filterFields={[statusFilter('session_status', t('projectMgt.session.search.status'))]}
        {...(addAndDelete
          ? {
              create: { label: t('projectMgt.session.action.add'), operation: 'session:add' as const, onCreate: () => setAdding(true) },
              bulkActions: bulk.actions,
            }
          : {})}
        exportView={bulk.exportView}
        rowActions={(s, list) => (
          <SessionRowActions session={s} list={list} editable={editable} deletable={addAndDelete} onChanged={onChanged} />
        )}
      />
      <SessionFormModal
        projectId={projectId}
        visible={adding}
        onClose={() => setAdding(false)}
        onSaved={() => {
          setAdding(false);
          Message.success(t('projectMgt.done.saved'));
          onChanged();
        }}
      />
    </Card>
  );
}
