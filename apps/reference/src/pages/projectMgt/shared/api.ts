import type {
  GuideSetRequest, ParticipantAddRequest, ParticipantUpdateRequest, ProjectAddRequest, ProjectFilter, ProjectItem, ProjectListRequest,
  ProjectListResult, ProjectUpdateRequest, ProjectUserOption, ProjectUserOptionsRequest, SessionAddRequest, SessionDetail,
  SessionListRequest, SessionListResult, SessionUpdateRequest,
} from '@backoffice/api/contract';
import type { EnvelopeClient } from '@backoffice/console-core';

/** Which endpoints a page uses: the full ones, or the caller-scoped 'my' ones. */
export type ApiMode = 'admin' | 'my';

const P = '/api/admin/project';
const S = '/api/admin/session';

/** The project calls; in 'my' mode list/detail/add/update go to the caller-scoped endpoints. */
export function projectApi(client: EnvelopeClient, mode: ApiMode) {
  const my = mode === 'my';
  return {
    list: (body: ProjectListRequest) => client.post<ProjectListResult>(my ? `${P}/myList` : `${P}/list`, body),
    detail: (id: number) => client.post<ProjectItem>(my ? `${P}/myDetail` : `${P}/detail`, { id }),
    add: (body: ProjectAddRequest) => client.post<{ id: number }>(my ? `${P}/myAdd` : `${P}/add`, body, { invalidates: 'project' }),
    update: (body: ProjectUpdateRequest) => client.post<{ id: number }>(my ? `${P}/myUpdate` : `${P}/update`, body, { invalidates: 'project' }),
    close: (id: number) => client.post<{ id: number }>(`${P}/close`, { id }, { invalidates: 'project' }),
    archive: (id: number) => client.post<{ id: number }>(`${P}/archive`, { id }, { invalidates: 'project' }),
    remove: (id: number) => client.post<{ id: number }>(`${P}/delete`, { id }, { invalidates: ['project', 'session'] }),
    exportCsv: (filter: ProjectFilter) => client.download(`${P}/export`, filter),
    userOptions: (body: ProjectUserOptionsRequest) => client.post<ProjectUserOption[]>(`${P}/userOptions`, body),
  };
}

/** The session calls; in 'my' mode list/detail/update, participants and the guide go to the caller-scoped endpoints. */
export function sessionApi(client: EnvelopeClient, mode: ApiMode) {
  const my = mode === 'my';
  /** Prefix of the participant and guide writes. */
  const W = my ? `${S}/my` : S;
  return {
    list: (body: SessionListRequest) => client.post<SessionListResult>(my ? `${S}/myList` : `${S}/list`, body),
    detail: (id: number) => client.post<SessionDetail>(my ? `${S}/myDetail` : `${S}/detail`, { id }),
    add: (body: SessionAddRequest) => client.post<{ id: number }>(`${S}/add`, body, { invalidates: ['session', 'project'] }),
    update: (body: SessionUpdateRequest) => client.post<{ id: number }>(my ? `${S}/myUpdate` : `${S}/update`, body, { invalidates: ['session', 'project'] }),
    remove: (id: number) => client.post<{ id: number }>(`${S}/delete`, { id }, { invalidates: ['session', 'project'] }),
    addParticipant: (body: ParticipantAddRequest) => client.post<{ id: number }>(`${W}/participant/add`, body, { invalidates: 'session' }),
    updateParticipant: (body: ParticipantUpdateRequest) => client.post<{ id: number }>(`${W}/participant/update`, body, { invalidates: 'session' }),
    removeParticipant: (id: number) => client.post<{ id: number }>(`${W}/participant/remove`, { id }, { invalidates: 'session' }),
    setGuide: (body: GuideSetRequest) => client.post<{ id: number }>(`${W}/guide/set`, body, { invalidates: ['session', 'question'] }),
    /** Questions of the bank matching a keyword, for the guide picker. */
    questions: (keyword: string) =>
      client.post<{ list: { id: number; text: string }[] }>('/api/admin/question/list', { keyword, status: 'enabled', current: 1, pageSize: 20 }),
  };
}

