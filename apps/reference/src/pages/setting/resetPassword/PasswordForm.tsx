import { useState } from 'react';
import { Alert, Button, Card, Form, Input } from '@arco-design/web-react';
import { useConsole, useSession, useT } from '@backoffice/console-ui';
import { accountApi, fieldOfError } from './api';
import { mustChangePassword } from './mustChange';

interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

const LENGTH = { minLength: 8, maxLength: 128 };

/** The own-password form: current, new and confirm; the rules shown; a refused field is marked. */
export function PasswordForm() {
  const t = useT();
  const { client, notifier, session } = useConsole();
  const mustChange = useSession((s) => mustChangePassword(s.userInfo));
  const [form] = Form.useForm<PasswordValues>();
  const [saving, setSaving] = useState(false);
  const required = (key: string) => ({ required: true, message: t('account.password.required', { field: t(key) }) });

  const submit = async (values: PasswordValues) => {
    setSaving(true);
    try {
      await accountApi(client).changePassword({ currentPassword: values.currentPassword, newPassword: values.newPassword });
      form.resetFields();
      session.getState().setInfo({ mustChangePassword: false } as never);
      notifier.toast({ type: 'success', content: t('account.password.success') });
    } catch (error) {
      const field = fieldOfError(error);
      if (field === 'currentPassword' || field === 'newPassword') {
        form.setFields({ [field]: { value: form.getFieldValue(field), error: { message: (error as Error).message } } });
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card title={t('account.password.title')}>
      {mustChange ? <Alert type="warning" content={t('account.password.mustChange')} style={{ marginBottom: 16 }} /> : null}
      <Alert type="info" content={t('account.password.rules')} style={{ marginBottom: 16 }} />
      <Form form={form} layout="vertical" style={{ maxWidth: 420 }} onSubmit={submit} autoComplete="off">
        <Form.Item label={t('account.password.current')} field="currentPassword" rules={[required('account.password.current')]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item
          label={t('account.password.new')}
          field="newPassword"
          rules={[required('account.password.new'), { ...LENGTH, message: t('account.password.length') }]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          label={t('account.password.confirm')}
          field="confirmPassword"
          dependencies={['newPassword']}
          rules={[
            required('account.password.confirm'),
            {
              validator: (value: string | undefined, callback: (error?: string) => void) =>
                callback(value === form.getFieldValue('newPassword') ? undefined : t('account.password.mismatch')),
            },
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={saving}>{t('account.password.submit')}</Button>
      </Form>
    </Card>
  );
}
