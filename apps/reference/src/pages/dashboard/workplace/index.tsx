import { useEffect, useRef, useState } from 'react';
import { Button, Card, Grid, Space, Spin, Typography } from '@arco-design/web-react';
import { IconRefresh } from '@arco-design/web-react/icon';
import type { DashboardOverview } from '@backoffice/api/contract';
import { useSession, useT } from '@backoffice/console-ui';
import { useApi } from '../../../app/useApi';
import { SampleDataOffer, useSampleDataStatus } from './SampleDataOffer';
import { StatCards } from './StatCards';
import { UpcomingSessions } from './UpcomingSessions';
import { WeeklyChart } from './WeeklyChart';

const { Row, Col } = Grid;

/** The opening tab, the data overview: a greeting, counts, the upcoming sessions and sessions per week (and, for an admin on an empty console, the sample data offer). */
export default function WorkplacePage() {
  const t = useT();
  const api = useApi();
  const user = useSession((s) => s.userInfo);
  const [overview, setOverview] = useState<DashboardOverview | null>(null);
  // Loading from the first render: the first show fetches at once, so its first frame already shows the
  // loading state (set only in the effect, it cost a second render before that frame).
  const [loading, setLoading] = useState(true);
  const [nonce, setNonce] = useState(0);
  const loaded = useRef<number | null>(null);
  const offer = useSampleDataStatus(nonce);
  // Figures (or their failure) and the offer's answer both in: what replaces the spinner, in one go.
  const settled = offer.decided && !(loading && !overview);

  useEffect(() => {
    // A cached tab shown again re-runs effects: fetch only when asked to (first show or refresh).
    if (loaded.current === nonce) return;
    loaded.current = nonce;
    setLoading(true);
    api
      .post('/api/admin/dashboard/overview', {})
      .then(setOverview)
      .catch(() => undefined)
      .finally(() => setLoading(false));
  }, [api, nonce]);

  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Space style={{ width: '100%', justifyContent: 'space-between' }}>
        <Typography.Title heading={5} style={{ margin: 0 }}>
          {t('workplace.welcome', { name: user.realName || user.username || '' })}
        </Typography.Title>
        <Button icon={<IconRefresh />} loading={loading} onClick={() => setNonce((n) => n + 1)}>
          {t('workplace.refresh')}
        </Button>
      </Space>
      {/* The offer and the figures show together, in place of the spinner: the offer, above, moves nothing on screen. */}
      <Spin loading={!settled} style={{ width: '100%' }}>
        {settled && (
          <Space direction="vertical" size="large" style={{ width: '100%' }}>
            {offer.empty && (
              <SampleDataOffer
                onLoaded={() => {
                  offer.loaded();
                  setNonce((n) => n + 1);
                }}
              />
            )}
            {overview?.scope === 'mine' && <Typography.Text type="secondary">{t('workplace.scopeMine')}</Typography.Text>}
            {overview && <StatCards overview={overview} />}
            {overview && (
              <Row gutter={16}>
                <Col span={14}>
                  <Card title={t('workplace.weekly')}>
                    <WeeklyChart weeks={overview.weekly} label={t('workplace.weekly.sessions')} ariaLabel={t('workplace.weekly')} />
                  </Card>
                </Col>
                <Col span={10}>
                  <Card title={t('workplace.upcoming')}>
                    <UpcomingSessions sessions={overview.upcoming} />
                  </Card>
                </Col>
              </Row>
            )}
          </Space>
        )}
      </Spin>
    </Space>
  );
}
