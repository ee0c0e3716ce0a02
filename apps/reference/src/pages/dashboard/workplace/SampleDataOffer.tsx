import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Message } from '@arco-design/web-react';
import { IconImport } from '@arco-design/web-react/icon';
import { useOperation, useT } from '@backoffice/console-ui';
import { useApi } from '../../../app/useApi';
import { SAMPLE_DATA_RESOURCES } from './api';

/** Props of {@link SampleDataOffer}. */
export interface SampleDataOfferProps {
  /** Changes when the dashboard refreshes: the offer asks the server again. */
  nonce: number;
  /** Called after the sample data set was loaded, so the dashboard shows its figures. */
  onLoaded: () => void;
}

/**
 * For an admin on an empty console: a one-click "Load sample data" (clients, moderators, projects in
 * every status with sessions, minutes, files...). Shown only while the server says the database is empty.
 */
export function SampleDataOffer({ nonce, onLoaded }: SampleDataOfferProps) {
  const t = useT();
  const api = useApi();
  const allowed = useOperation('sampleData:load');
  const [empty, setEmpty] = useState(false);
  const [loading, setLoading] = useState(false);
  const asked = useRef<number | null>(null);

  useEffect(() => {
    // A cached tab shown again re-runs effects: ask only on the first show and on a refresh.
    if (!allowed || asked.current === nonce) return;
    asked.current = nonce;
    api
      .post('/api/admin/sampleData/status', {})
      .then((status) => setEmpty(status.empty))
      .catch(() => undefined);
  }, [allowed, api, nonce]);

  if (!allowed || !empty) return null;
  const load = async () => {
    setLoading(true);
    try {
      const result = await api.post('/api/admin/sampleData/load', {}, { invalidates: SAMPLE_DATA_RESOURCES });
      Message.success(t('workplace.sample.loaded', { projects: result.rows.projects ?? 0, sessions: result.rows.project_sessions ?? 0 }));
      setEmpty(false);
      onLoaded();
    } catch {
      // The client has shown the server's refusal (e.g. records were added meanwhile).
    } finally {
      setLoading(false);
    }
  };
  return (
    <Alert
      type="info"
      title={t('workplace.sample.title')}
      content={t('workplace.sample.text')}
      action={
        <Button type="primary" icon={<IconImport />} loading={loading} onClick={load}>
          {t('workplace.sample.load')}
        </Button>
      }
    />
  );
}
