import { Card, Grid, Space, Statistic, Tag } from '@arco-design/web-react';
import type { DashboardOverview } from '@backoffice/api/contract';
import { DictTag, useT } from '@backoffice/console-ui';

const { Row, Col } = Grid;

/** The counts: projects by status, sessions this week, participants and (admins) staff by type. */
export function StatCards({ overview }: { overview: DashboardOverview }) {
  const t = useT();
  const projects = overview.projectsByStatus.reduce((sum, p) => sum + p.count, 0);
  return (
    <Row gutter={16}>
      <Col span={6}>
        <Card>
          <Statistic title={t('workplace.stat.projects')} value={projects} />
          <Space size={4} wrap style={{ marginTop: 8 }}>
            {overview.projectsByStatus.map((p) => (
              <span key={p.key}>
                <DictTag code="project_status" value={p.key} /> {p.count}
              </span>
            ))}
          </Space>
        </Card>
      </Col>
      <Col span={6}>
        <Card>
          <Statistic title={t('workplace.stat.sessionsThisWeek')} value={overview.sessionsThisWeek} />
        </Card>
      </Col>
      <Col span={6}>
        <Card>
          <Statistic title={t('workplace.stat.participants')} value={overview.participants} />
        </Card>
      </Col>
      {overview.scope === 'all' && (
        <Col span={6}>
          <Card>
            <Statistic title={t('workplace.stat.staff')} value={overview.staffByType.reduce((sum, s) => sum + s.count, 0)} />
            <Space size={4} wrap style={{ marginTop: 8 }}>
              {overview.staffByType.map((s) => (
                <Tag key={s.key}>{`${t(`workplace.staffType.${s.key}`)} ${s.count}`}</Tag>
              ))}
            </Space>
          </Card>
        </Col>
      )}
    </Row>
  );
}
