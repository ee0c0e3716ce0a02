import { useState } from 'react';
import { Alert, Button, Card, List, Space, Typography } from '@arco-design/web-react';
import { useConsole, useLocale, useResource, useT } from '@backoffice/console-ui';
import { formatWhen } from '../setting/resetPassword/signInLabels';
import { TWO_STEP_RESOURCE, twoStepApi } from './api';
import { ProofModal } from './ProofModal';
import { RecoveryCodes } from './RecoveryCodes';
import { TotpEnrol } from './TotpEnrol';

type Pending = { kind: 'remove'; id: number } | { kind: 'renew' } | null;

/**
 * The "Two-step verification" section of the own-account page: the authenticator apps, turning it on (QR code
 * and key, then recovery codes shown once), removing one, and new recovery codes (both need the password).
 */
export function TwoStepSection() {
  const t = useT();
  const locale = useLocale();
  const { client, notifier } = useConsole();
  const api = twoStepApi(client);
  const state = useResource(TWO_STEP_RESOURCE, 'mine', () => api.list());
  const [codes, setCodes] = useState<string[] | null>(null);
  const [pending, setPending] = useState<Pending>(null);
  const mine = state.data;

  const prove = async (password: string) => {
    if (pending?.kind === 'remove') {
      await api.remove({ id: pending.id, password });
      notifier.toast({ type: 'success', content: t('twoStep.section.removed') });
    } else if (pending?.kind === 'renew') {
      setCodes((await api.renewRecoveryCodes({ password })).recoveryCodes);
    }
    setPending(null);
  };
  return (
    <Card title={t('twoStep.title')}>
      <Space direction="vertical" size="medium" style={{ width: '100%' }}>
        {mine && mine.factors.length === 0 ? (
          <>
            <Alert
              type={mine.required ? 'warning' : 'info'}
              content={mine.required ? t('twoStep.section.requiredOff') : t('twoStep.section.off')}
            />
            <TotpEnrol onEnrolled={setCodes} />
          </>
        ) : null}
        {mine && mine.factors.length > 0 ? (
          <>
            <List
              dataSource={mine.factors}
              render={(factor) => (
                <List.Item
                  key={factor.id}
                  actions={[
                    <Button key="remove" status="danger" size="small" onClick={() => setPending({ kind: 'remove', id: factor.id })}>
                      {t('twoStep.section.remove')}
                    </Button>,
                  ]}
                >
                  <List.Item.Meta
                    title={t('twoStep.section.authenticator')}
                    description={t('twoStep.section.added', { date: formatWhen(factor.createdAt, locale) })}
                  />
                </List.Item>
              )}
            />
            <Space>
              <Typography.Text>{t('twoStep.recovery.left', { count: mine.recoveryCodesLeft })}</Typography.Text>
              <Button size="small" onClick={() => setPending({ kind: 'renew' })}>
                {t('twoStep.recovery.renew')}
              </Button>
            </Space>
          </>
        ) : null}
        {codes && codes.length > 0 ? <RecoveryCodes codes={codes} /> : null}
      </Space>
      <ProofModal
        title={pending?.kind === 'remove' ? t('twoStep.section.remove') : t('twoStep.recovery.renew')}
        visible={pending !== null}
        onProof={prove}
        onCancel={() => setPending(null)}
      />
    </Card>
  );
}
