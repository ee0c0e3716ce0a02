import type {
  MinutesDetail,
  MinutesSaveRequest,
  MinutesSaveResult,
  MinutesSessionListRequest,
  MinutesSessionListResult,
} from '@backoffice/api/contract';
import type { EnvelopeClient } from '@backoffice/console-core';

/** Which endpoints the page uses: all sessions (meetingMinutes) or the caller's own (myMeetingMinutes). */
export type MinutesVariant = 'all' | 'my';

/** The minutes calls; the 'my' variant uses the caller-scoped endpoints. */
export function minutesApi(client: EnvelopeClient, variant: MinutesVariant) {
  const url = (action: string) => `/api/admin/minutes/${variant === 'my' ? `my${action[0]!.toUpperCase()}${action.slice(1)}` : action}`;
  return {
    sessions: (body: MinutesSessionListRequest) => client.post<MinutesSessionListResult>(url('sessions'), body),
    detail: (sessionId: number) => client.post<MinutesDetail>(url('detail'), { sessionId }),
    save: (body: MinutesSaveRequest) => client.post<MinutesSaveResult>(url('save'), body, { invalidates: ['minutes', 'session'] }),
    exportFile: (sessionId: number, format: 'markdown' | 'text') => client.download(url('export'), { sessionId, format }),
  };
}
