import { useState } from 'react';
import { Alert, Button, Card, Space, Typography } from '@arco-design/web-react';
import { useConsole, useResource, useT } from '@backoffice/console-ui';
import { useApi } from '../../app/useApi';
import { FactorList } from './FactorList';
import { PasskeyAdd } from './PasskeyAdd';
import { ProofModal } from './ProofModal';
import { RecoveryCodes } from './RecoveryCodes';
import { TotpEnrol } from './TotpEnrol';

type Pending = { kind: 'remove'; id: number } | { kind: 'renew' } | null;

/**
 * The "Two-step verification" section of the own-account page: the authenticator app and passkeys (rename,
 * remove), turning it on (QR code and key, or a passkey; then recovery codes shown once), and new recovery codes
 * (removing and new codes need the password).
 */
export function TwoStepSection() {
  const t = useT();
  const { notifier } = useConsole();
  const api = useApi().resource('secondFactor');
  const state = useResource('secondFactor', 'mine', () => api.list());
  const [codes, setCodes] = useState<string[] | null>(null);
  const [pending, setPending] = useState<Pending>(null);
  const mine = state.data;

  const prove = async (password: string) => {
    if (pending?.kind === 'remove') {
      await api.write('remove', { id: pending.id, password });
      notifier.toast({ type: 'success', content: t('twoStep.section.removed') });
    } else if (pending?.kind === 'renew') {
      setCodes((await api.write('recoveryCodes', { password })).recoveryCodes);
    }
    setPending(null);
  };
  return (
    <Card title={t('twoStep.title')}>
      <Space direction="vertical" size="medium" style={{ width: '100%' }}>
        {mine && mine.factors.length === 0 ? (
          <Alert
            type={mine.required ? 'warning' : 'info'}
            content={mine.required ? t('twoStep.section.requiredOff') : t('twoStep.section.off')}
          />
        ) : null}
        {mine && mine.factors.length > 0 ? (
          <>
            <FactorList factors={mine.factors} onRemove={(id) => setPending({ kind: 'remove', id })} />
            <Space>
              <Typography.Text>{t('twoStep.recovery.left', { count: mine.recoveryCodesLeft })}</Typography.Text>
              <Button size="small" onClick={() => setPending({ kind: 'renew' })}>
                {t('twoStep.recovery.renew')}
              </Button>
            </Space>
          </>
        ) : null}
        {mine && !mine.factors.some((f) => f.kind === 'totp') ? <TotpEnrol onEnrolled={setCodes} /> : null}
        {mine ? <PasskeyAdd onAdded={setCodes} /> : null}
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
