import { useState } from 'react';
import { Button, Card, Form, Input, Space, Typography } from '@arco-design/web-react';
import { useConsole, useSession, useT } from '@backoffice/console-ui';
import { PHONE_RE } from '../../staff-shared/rules';
import { useApi } from '../../../app/useApi';
import { fieldOfError } from './api';
import { useCountdown } from './useCountdown';

interface PhoneValues {
  phoneNumber: string;
  code: string;
  password: string;
}

/** The own-phone form: a code sent to the NEW number (with a resend countdown), the code, and the current password. */
export function PhoneForm() {
  const t = useT();
  const { notifier, session } = useConsole();
  const current = useSession((s) => s.userInfo.phoneNumber);
  const [form] = Form.useForm<PhoneValues>();
  const countdown = useCountdown();
  const [sending, setSending] = useState(false);
  const [saving, setSaving] = useState(false);
  const api = useApi();

  const send = async () => {
    const phoneNumber = ((await form.validate(['phoneNumber'])).phoneNumber ?? '').trim();
    setSending(true);
    try {
      const sent = await api.post(
        '/api/admin/verifyCode/send',
        { phoneNumber, purpose: 'changePhoneNumber' },
        { invalidates: 'verifyCode' },
      );
      countdown.start(sent.retryAfterSeconds);
      notifier.toast({ type: 'info', content: t('account.phone.sent', { phone: phoneNumber }) });
    } catch (error) {
      const retry = (error as { result?: { retryAfterSeconds?: unknown } }).result?.retryAfterSeconds;
      if (typeof retry === 'number') countdown.start(retry);
    } finally {
      setSending(false);
    }
  };

  const submit = async (values: PhoneValues) => {
    setSaving(true);
    try {
      const { phoneNumber } = await api.post('/api/admin/user/changePhoneNumber', {
        phoneNumber: values.phoneNumber.trim(),
        code: values.code.trim(),
        password: values.password,
      });
      session.getState().setInfo({ phoneNumber });
      form.resetFields();
      notifier.toast({ type: 'success', content: t('account.phone.success') });
    } catch (error) {
      const field = fieldOfError(error);
      if (field === 'code' || field === 'password' || field === 'phoneNumber') {
        form.setFields({ [field]: { value: form.getFieldValue(field), error: { message: (error as Error).message } } });
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card title={t('account.phone.title')}>
      <Typography.Paragraph>{t('account.phone.current', { phone: current || t('account.phone.none') })}</Typography.Paragraph>
      <Form form={form} layout="vertical" style={{ maxWidth: 420 }} onSubmit={submit} autoComplete="off">
        <Form.Item
          label={t('account.phone.number')}
          field="phoneNumber"
          rules={[{ required: true, match: PHONE_RE, message: t('account.phone.numberRule') }]}
        >
          <Input autoComplete="tel" />
        </Form.Item>
        <Form.Item label={t('account.phone.code')} required>
          <Space>
            <Form.Item field="code" noStyle rules={[{ required: true, match: /^\d{6}$/, message: t('account.phone.codeRule') }]}>
              <Input aria-label={t('account.phone.code')} maxLength={6} style={{ width: 160 }} inputMode="numeric" />
            </Form.Item>
            <Button onClick={() => void send()} loading={sending} disabled={countdown.left > 0}>
              {countdown.left > 0 ? t('account.phone.resend', { seconds: countdown.left }) : t('account.phone.send')}
            </Button>
          </Space>
        </Form.Item>
        <Form.Item
          label={t('account.phone.password')}
          field="password"
          rules={[{ required: true, message: t('account.password.required', { field: t('account.phone.password') }) }]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('account.phone.submit')}
        </Button>
      </Form>
    </Card>
  );
}
