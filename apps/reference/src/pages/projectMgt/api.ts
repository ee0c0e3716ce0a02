import type {
  GuideSetRequest,
  ParticipantAddRequest,
  ParticipantUpdateRequest,
  ProjectAddRequest,
  ProjectFilter,
  ProjectItem,
  ProjectListRequest,
  ProjectListResult,
  ProjectUpdateRequest,
  ProjectUserOption,
  ProjectUserOptionsRequest,
  RestoreResult,
  SessionAddRequest,
  SessionDetail,
  SessionListRequest,
  SessionListResult,
  SessionUpdateRequest,
  UndoableDelete,
} from '@backoffice/api/contract';
import type { EnvelopeClient } from '@backoffice/console-core';
import type { ScopeEndpoints } from './scope/types';

// The calls of the project pages. Those that differ between staff and a caller's own projects take their
// address from the scope's endpoints (scope/scopes.ts); the rest exist once, on the full endpoints.
const P = '/api/admin/project';
const S = '/api/admin/session';

/** The project calls; list, detail, add and update go to the scope's endpoints. */
export function projectApi(client: EnvelopeClient, endpoints: ScopeEndpoints) {
  return {
    list: (body: ProjectListRequest) => client.post<ProjectListResult>(endpoints.projectList, body),
    detail: (id: number) => client.post<ProjectItem>(endpoints.projectDetail, { id }),
    add: (body: ProjectAddRequest) => client.post<{ id: number }>(endpoints.projectAdd, body, { invalidates: 'project' }),
    update: (body: ProjectUpdateRequest) => client.post<{ id: number }>(endpoints.projectUpdate, body, { invalidates: 'project' }),
    close: (id: number) => client.post<{ id: number }>(`${P}/close`, { id }, { invalidates: 'project' }),
    archive: (id: number) => client.post<{ id: number }>(`${P}/archive`, { id }, { invalidates: 'project' }),
    remove: (id: number) => client.post<{ id: number }>(`${P}/delete`, { id }, { invalidates: ['project', 'session'] }),
    exportCsv: (filter: ProjectFilter) => client.download(`${P}/export`, { format: 'csv', query: filter }),
    userOptions: (body: ProjectUserOptionsRequest) => client.post<ProjectUserOption[]>(`${P}/userOptions`, body),
  };
}

/** The session calls; list, detail, update, participants and the guide go to the scope's endpoints. */
export function sessionApi(client: EnvelopeClient, endpoints: ScopeEndpoints) {
  const W = endpoints.sessionWritesPrefix;
  return {
    list: (body: SessionListRequest) => client.post<SessionListResult>(endpoints.sessionList, body),
    detail: (id: number) => client.post<SessionDetail>(endpoints.sessionDetail, { id }),
    add: (body: SessionAddRequest) => client.post<{ id: number }>(`${S}/add`, body, { invalidates: ['session', 'project'] }),
    update: (body: SessionUpdateRequest) =>
      client.post<{ id: number }>(endpoints.sessionUpdate, body, { invalidates: ['session', 'project'] }),
    /** Deletes a session, undoable until `undoUntil` through {@link restore}. */
    remove: (id: number) => client.post<UndoableDelete>(`${S}/delete`, { id }, { invalidates: ['session', 'project'] }),
    restore: (ids: number[]) => client.post<RestoreResult>(`${S}/restore`, { ids }, { invalidates: ['session', 'project'] }),
    addParticipant: (body: ParticipantAddRequest) => client.post<{ id: number }>(`${W}/participant/add`, body, { invalidates: 'session' }),
    updateParticipant: (body: ParticipantUpdateRequest) =>
      client.post<{ id: number }>(`${W}/participant/update`, body, { invalidates: 'session' }),
    removeParticipant: (id: number) => client.post<{ id: number }>(`${W}/participant/remove`, { id }, { invalidates: 'session' }),
    setGuide: (body: GuideSetRequest) => client.post<{ id: number }>(`${W}/guide/set`, body, { invalidates: ['session', 'question'] }),
    /** Questions of the bank matching a keyword, for the guide picker. */
    questions: (keyword: string) =>
      client.post<{ list: { id: number; text: string }[] }>('/api/admin/question/list', {
        keyword,
        status: 'enabled',
        current: 1,
        pageSize: 20,
      }),
  };
}

/** The project calls of one scope. */
export type ProjectApi = ReturnType<typeof projectApi>;
/** The session, participant and guide calls of one scope. */
export type SessionApi = ReturnType<typeof sessionApi>;
