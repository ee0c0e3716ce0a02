import { Empty, List, Space, Typography } from '@arco-design/web-react';
import type { UpcomingSession } from '@backoffice/api/contract';
import { DictTag, useT, DateTime } from '@backoffice/console-ui';

/** The next sessions, soonest first. */
export function UpcomingSessions({ sessions }: { sessions: UpcomingSession[] }) {
  const t = useT();
  if (sessions.length === 0) return <Empty description={t('workplace.upcoming.none')} />;
  return (
    <List
      size="small"
      bordered={false}
      aria-label={t('workplace.upcoming')}
      dataSource={sessions}
      render={(s) => (
        <List.Item key={s.sessionId} data-testid="upcoming-session">
          <Space direction="vertical" size={2}>
            <Space>
              <Typography.Text bold>{s.title}</Typography.Text>
              <DictTag code="session_status" value={s.status} />
            </Space>
            <Typography.Text type="secondary">
              <DateTime value={s.startAt} />
              {` · ${s.projectName}${s.moderatorName ? ` · ${s.moderatorName}` : ''}`}
            </Typography.Text>
          </Space>
        </List.Item>
      )}
    />
  );
}
