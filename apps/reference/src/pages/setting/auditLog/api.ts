import type {
  AuditActionsResult,
  AuditListRequest,
  AuditListResult,
  AuthSessionListRequest,
  AuthSessionListResult,
} from '@backoffice/api/contract';
import type { EnvelopeClient } from '@backoffice/console-core';

/** The audit-log and active sign-in calls of the console. */
export function auditApi(client: EnvelopeClient) {
  return {
    list: (body: AuditListRequest) => client.post<AuditListResult>('/api/admin/audit/list', body),
    actions: () => client.post<AuditActionsResult>('/api/admin/audit/actions'),
    sessions: (body: AuthSessionListRequest) => client.post<AuthSessionListResult>('/api/admin/authSession/list', body),
    endSession: (id: number) => client.post<null>('/api/admin/authSession/end', { id }, { invalidates: 'authSession' }),
  };
}
