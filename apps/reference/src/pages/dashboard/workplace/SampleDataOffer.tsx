import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Message } from '@arco-design/web-react';
import { IconImport } from '@arco-design/web-react/icon';
import { useOperation, useT } from '@backoffice/console-ui';
import { useApi } from '../../../app/useApi';
import { SAMPLE_DATA_RESOURCES } from './api';

/** What the dashboard knows of the sample data offer: whether the server has answered yet, and whether to show it. */
export interface SampleDataStatus {
  /** False until the server has said whether the database is empty (always true for a user who may not load it). */
  decided: boolean;
  /** True while the server says the database is empty and the user may load the sample data. */
  empty: boolean;
  /** Called once the sample data is loaded: the offer goes. */
  loaded: () => void;
}

/**
 * Asks the server whether the console is empty (for a user allowed to load the sample data), on the first show
 * and again whenever `nonce` changes (a refresh). The dashboard shows its figures only once this is decided, so
 * that the offer, above them, never pushes what is already on screen down.
 *
 * @example
 * const offer = useSampleDataStatus(nonce);
 * <Spin loading={!offer.decided}>{offer.empty && <SampleDataOffer onLoaded={offer.loaded} />}</Spin>
 */
export function useSampleDataStatus(nonce: number): SampleDataStatus {
  const api = useApi();
  const allowed = useOperation('sampleData:load');
  const [answer, setAnswer] = useState<boolean | null>(null);
  const asked = useRef<number | null>(null);

  useEffect(() => {
    // A cached tab shown again re-runs effects: ask only on the first show and on a refresh.
    if (!allowed || asked.current === nonce) return;
    asked.current = nonce;
    api
      .post('/api/admin/sampleData/status', {})
      .then((status) => setAnswer(status.empty))
      .catch(() => setAnswer(false));
  }, [allowed, api, nonce]);

  return { decided: !allowed || answer !== null, empty: allowed && answer === true, loaded: () => setAnswer(false) };
}

/** Props of {@link SampleDataOffer}. */
export interface SampleDataOfferProps {
  /** Called after the sample data set was loaded, so the dashboard shows its figures. */
  onLoaded: () => void;
}

/**
 * For an admin on an empty console (see {@link useSampleDataStatus}): a one-click "Load sample data" (clients,
 * moderators, projects in every status with sessions, minutes, files...).
 */
export function SampleDataOffer({ onLoaded }: SampleDataOfferProps) {
  const t = useT();
  const api = useApi();
  const [loading, setLoading] = useState(false);

  const load = async () => {
    setLoading(true);
    try {
      const result = await api.post('/api/admin/sampleData/load', {}, { invalidates: SAMPLE_DATA_RESOURCES });
      Message.success(t('workplace.sample.loaded', { projects: result.rows.projects ?? 0, sessions: result.rows.project_sessions ?? 0 }));
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
