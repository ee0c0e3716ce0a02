import type { SessionListRequest, SessionStatus } from '@backoffice/api/contract';
import type { EnvelopeClient, ListQuery } from '@backoffice/console-core';
import type { BulkAction, ExportView } from '@backoffice/console-ui';
import { bulkDeleteAction, bulkStatusAction } from '../../list-shared/bulkActions';
import { bulkApi } from '../../list-shared/bulkApi';

type Translate = (key: string, values?: Record<string, unknown>) => string;

/** What a project's session list filters by (kept in the URL under `sessions.`). */
export type SessionSearch = { status?: SessionStatus };

/** The list's query as the session routes take it: the project, the status, the start order and the page. */
export function sessionQuery(
  projectId: number,
  query: ListQuery<SessionSearch>,
): SessionListRequest & { projectId: number; current: number; pageSize: number } {
  return {
    projectId,
    current: query.current,
    pageSize: query.pageSize,
    ...(query.status ? { status: query.status } : {}),
    ...(query.sortField === 'startAt' && query.sortOrder ? { sortOrder: query.sortOrder } : {}),
  };
}

/**
 * `action` acting on the list's query as its server takes it (`toServer`: e.g. with the project, without the sort
 * the route does not know), then calling `onChanged` (and again after its Undo).
 *
 * @example
 * const remove = onServerQuery(bulkDeleteAction(api, text), (query) => participantQuery(sessionId, query), onChanged);
 */
export function onServerQuery<F extends object>(
  action: BulkAction<F>,
  toServer: (query: ListQuery<F>) => object,
  onChanged: () => void,
): BulkAction<F> {
  return {
    ...action,
    run: async (selection) => {
      const result = await action.run({ ...selection, query: toServer(selection.query) as ListQuery<F> });
      onChanged();
      const undo = result?.undo;
      return undo ? { ...result, undo: async () => (await undo(), onChanged()) } : result;
    },
  };
}

/**
 * The bulk actions (delete, cancel, mark completed) and export of a project's sessions, through the session
 * resource's /bulk and /export; a write calls `onChanged` (the project's session count moves). A delete asks first
 * and can be undone for the server's undo window (its /restore).
 */
export function sessionBulk(client: EnvelopeClient, projectId: number, t: Translate, onChanged: () => void) {
  const api = bulkApi(client, 'session', ['session', 'project']);
  const inProject = (action: BulkAction<SessionSearch>) => onServerQuery(action, (query) => sessionQuery(projectId, query), onChanged);
  const remove = bulkDeleteAction<SessionSearch>(api, {
    label: t('projectMgt.action.delete'),
    operation: 'session:delete',
    t,
    confirm: t('projectMgt.session.confirm.bulkDelete'),
  });
  const status = (key: string, value: SessionStatus) =>
    bulkStatusAction<SessionSearch>(api, { key, value, label: t(`projectMgt.session.action.${key}`), operation: 'session:update', t });
  const exportView: ExportView<SessionSearch> = (query, format, columns) =>
    api.exportView(sessionQuery(projectId, query) as ListQuery<SessionSearch>, format, columns);
  return { actions: [remove, status('cancel', 'cancelled'), status('complete', 'completed')].map(inProject), exportView };
}
