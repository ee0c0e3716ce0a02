import { useState } from 'react';
import { Button, Form, Input, Space, Typography } from '@arco-design/web-react';
import type { TotpStartResult } from '@backoffice/api/contract';
import { useT } from '@backoffice/console-ui';
import { useApi } from '../../app/useApi';

/**
 * Enrols an authenticator app: "Set up" asks the server for a new key, shown once as a QR code and as text, and
 * the first code from the app turns it on. `onEnrolled` gets the recovery codes that come with a first factor.
 */
export function TotpEnrol({ onEnrolled }: { onEnrolled: (recoveryCodes: string[]) => void }) {
  const t = useT();
  const api = useApi().resource('secondFactor');
  const [form] = Form.useForm<{ code: string }>();
  const [enrolment, setEnrolment] = useState<TotpStartResult | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  const start = async () => {
    setBusy(true);
    try {
      setEnrolment(await api.read('totp/start'));
    } finally {
      setBusy(false);
    }
  };
  const confirm = async ({ code }: { code: string }) => {
    if (!enrolment) return;
    setBusy(true);
    setError('');
    try {
      const { recoveryCodes } = await api.write('totp/confirm', { id: enrolment.id, code: code.trim() });
      onEnrolled(recoveryCodes);
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };

  if (!enrolment) {
    return (
      <Button type="primary" loading={busy} onClick={() => void start()}>
        {t('twoStep.enrol.start')}
      </Button>
    );
  }
  return (
    <Space direction="vertical" size="medium" style={{ width: '100%' }}>
      <Typography.Paragraph>{t('twoStep.enrol.scan')}</Typography.Paragraph>
      <img src={enrolment.qrCode} alt={t('twoStep.enrol.qrAlt')} width={200} height={200} data-otpauth={enrolment.otpauthUri} />
      <Typography.Paragraph>
        {t('twoStep.enrol.manual')}{' '}
        <Typography.Text code copyable data-testid="totp-secret">
          {enrolment.secret}
        </Typography.Text>
      </Typography.Paragraph>
      <Form
        id="two-step-enrol"
        form={form}
        layout="vertical"
        onSubmit={(values) => void confirm(values)}
        aria-label={t('twoStep.enrol.confirm')}
      >
        <Typography.Paragraph>{t('twoStep.enrol.confirm')}</Typography.Paragraph>
        <Form.Item
          label={t('twoStep.step.code')}
          field="code"
          rules={[{ required: true, message: t('twoStep.step.codeRequired') }]}
          validateStatus={error ? 'error' : undefined}
          help={error || undefined}
        >
          <Input inputMode="numeric" autoComplete="one-time-code" maxLength={8} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={busy}>
          {t('twoStep.enrol.finish')}
        </Button>
      </Form>
    </Space>
  );
}
