import { useState } from 'react';
import { Button, Form, Input } from '@arco-design/web-react';
import { useNavigate } from 'react-router-dom';
import { useConsole, useT } from '@backoffice/console-ui';
import { CHANGE_PASSWORD_PATH, mustChangePassword } from '../setting/resetPassword/mustChange';
import { asLoginResult } from '../mslogin/api';
import { bindingApi, isExpiredAnswer } from './api';

interface BindingValues {
  username: string;
  password: string;
}

/**
 * Username + password of the staff account to link. A wrong password shows the server's message and keeps
 * the form; an expired binding calls `onExpired`; success signs in (session.msLogin) and opens the kept page.
 */
export function BindingForm({ pending, onExpired }: { pending: string; onExpired: () => void }) {
  const t = useT();
  const { client, session, notifier } = useConsole();
  const navigate = useNavigate();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState('');

  const submit = async (values: BindingValues) => {
    setSaving(true);
    setError('');
    try {
      const result = await bindingApi(client).bind({ pending, username: values.username, password: values.password });
      session.getState().msLogin(asLoginResult(result));
      notifier.toast({ type: 'success', content: t('login.form.login.success') });
      navigate(mustChangePassword(result) ? CHANGE_PASSWORD_PATH : result.redirect, { replace: true });
    } catch (caught) {
      if (isExpiredAnswer(caught)) onExpired();
      else setError(caught instanceof Error && caught.message ? caught.message : t('login.form.login.errMsg'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form<BindingValues> layout="vertical" aria-label={t('login.bindingUser.title')} onSubmit={(values) => void submit(values)} autoComplete="off">
      <Form.Item field="username" label={t('login.form.userName.placeholder')} rules={[{ required: true, message: t('login.form.userName.errMsg') }]}>
        <Input placeholder={t('login.form.userName.placeholder')} autoComplete="username" />
      </Form.Item>
      <Form.Item field="password" label={t('login.form.password.placeholder')} rules={[{ required: true, message: t('login.form.password.errMsg') }]}>
        <Input.Password placeholder={t('login.form.password.placeholder')} autoComplete="current-password" />
      </Form.Item>
      {error ? (
        <div role="alert" className="arco-form-message" style={{ color: 'rgb(var(--danger-6))', marginBottom: 12 }}>
          {error}
        </div>
      ) : null}
      <Button type="primary" htmlType="submit" long loading={saving}>
        {t('bindingUser.submit')}
      </Button>
    </Form>
  );
}
