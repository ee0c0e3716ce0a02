import { useState } from 'react';
import { Button, Form, Input, Link, Typography } from '@arco-design/web-react';
import { startAuthentication } from '@simplewebauthn/browser';
import type { LoginResult } from '@backoffice/api/contract';
import type { SecondFactorStep } from '@backoffice/console-core';
import { useConsole, useT } from '@backoffice/console-ui';
import { passkeyApi } from './api';
import { useTwoStepStrings } from './useTwoStepStrings';

/**
 * The login's second step: a code from the authenticator app, a passkey, or a recovery code. A right code signs in
 * (`onSignedIn` with the result); a wrong one shows the server's message.
 */
export default function SecondStepForm({
  step,
  onSignedIn,
  onBack,
}: {
  step: SecondFactorStep;
  onSignedIn: (result: LoginResult) => void;
  onBack: () => void;
}) {
  useTwoStepStrings();
  const t = useT();
  const { client, session } = useConsole();
  const [recovery, setRecovery] = useState(!step.secondFactor.methods.includes('totp'));
  const [form] = Form.useForm<{ code: string }>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  const { challenge, methods } = step.secondFactor;
  const answer = async (send: () => Promise<LoginResult>) => {
    setBusy(true);
    setError('');
    try {
      const result = await send();
      session.getState().msLogin(result);
      onSignedIn(result);
    } catch (err) {
      // A cancelled browser dialog says nothing: the person can try again or type a code.
      if (!(err instanceof Error && err.name === 'NotAllowedError')) setError(err instanceof Error ? err.message : String(err));
      form.resetFields();
    } finally {
      setBusy(false);
    }
  };
  const api = passkeyApi(client);
  const submit = ({ code }: { code: string }) => answer(() => api.signInStep({ challenge, code: code.trim() }));
  const answerWithPasskey = () =>
    answer(async () => {
      const options = await api.signInOptions(challenge);
      return api.signInStep({ challenge, passkey: await startAuthentication({ optionsJSON: options }) });
    });
  const label = recovery ? t('twoStep.step.recoveryCode') : t('twoStep.step.code');
  return (
    <div className="bo-login">
      <h1 className="bo-login__title">{t('twoStep.step.title')}</h1>
      <Typography.Paragraph>{recovery ? t('twoStep.step.recoveryHint') : t('twoStep.step.totpHint')}</Typography.Paragraph>
      <Form
        id="two-step-sign-in"
        form={form}
        layout="vertical"
        aria-label={t('twoStep.step.title')}
        onSubmit={(values) => void submit(values)}
        autoComplete="off"
      >
        <Form.Item
          label={label}
          field="code"
          rules={[{ required: true, message: t('twoStep.step.codeRequired') }]}
          validateStatus={error ? 'error' : undefined}
          help={error || undefined}
        >
          <Input autoFocus inputMode={recovery ? 'text' : 'numeric'} autoComplete="one-time-code" maxLength={recovery ? 16 : 8} />
        </Form.Item>
        <Button type="primary" htmlType="submit" long loading={busy}>
          {t('twoStep.step.submit')}
        </Button>
      </Form>
      {methods.includes('passkey') ? (
        <Button long style={{ marginTop: 12 }} disabled={busy} onClick={() => void answerWithPasskey()}>
          {t('twoStep.step.usePasskey')}
        </Button>
      ) : null}
      <p>
        {methods.includes('recovery') && methods.includes('totp') ? (
          <Link onClick={() => setRecovery(!recovery)}>{recovery ? t('twoStep.step.useTotp') : t('twoStep.step.useRecovery')}</Link>
        ) : null}{' '}
        <Link onClick={onBack}>{t('twoStep.step.back')}</Link>
      </p>
    </div>
  );
}
