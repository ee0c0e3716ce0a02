import { useState } from 'react';
import { Button, Form } from '@arco-design/web-react';
import { useNavigate } from 'react-router-dom';
import { mustChangePassword } from '@backoffice/console-core';
import { CredentialFields, FormErrorLine, useConsole, useT } from '@backoffice/console-ui';
import { CHANGE_PASSWORD_PATH } from '../setting/resetPassword/changePasswordPath';
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
      const signedIn = asLoginResult(result);
      session.getState().msLogin(signedIn);
      notifier.toast({ type: 'success', content: t('login.form.login.success') });
      navigate(mustChangePassword(signedIn) ? CHANGE_PASSWORD_PATH : result.redirect, { replace: true });
    } catch (caught) {
      if (isExpiredAnswer(caught)) onExpired();
      else setError(caught instanceof Error && caught.message ? caught.message : t('login.form.login.errMsg'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form<BindingValues>
      layout="vertical"
      aria-label={t('login.bindingUser.title')}
      onSubmit={(values) => void submit(values)}
      autoComplete="off"
    >
      <CredentialFields />
      <FormErrorLine message={error} />
      <Button type="primary" htmlType="submit" long loading={saving}>
        {t('bindingUser.submit')}
      </Button>
    </Form>
  );
}
