import { Card } from '@arco-design/web-react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { MinutesVariant } from './api';
import { MinutesEditor } from './MinutesEditor';
import { SessionPicker } from './SessionPicker';

/**
 * projectMgt/meetingMinutes and projectMgt/myMeetingMinutes (one page): with `?sessionId=` the minutes
 * of that session, otherwise the sessions to pick from. The 'my' route uses the caller-scoped endpoints.
 */
export default function MeetingMinutesPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const variant: MinutesVariant = /\/myMeetingMinutes\/?$/.test(location.pathname) ? 'my' : 'all';
  const raw = Number(new URLSearchParams(location.search).get('sessionId'));
  const sessionId = Number.isInteger(raw) && raw > 0 ? raw : null;
  const open = (id: number | null) => navigate(id === null ? location.pathname : `${location.pathname}?sessionId=${id}`);
  return (
    <Card>
      {sessionId === null ? (
        <SessionPicker variant={variant} onOpen={open} />
      ) : (
        <MinutesEditor key={`${variant}:${sessionId}`} variant={variant} sessionId={sessionId} onBack={() => open(null)} />
      )}
    </Card>
  );
}
