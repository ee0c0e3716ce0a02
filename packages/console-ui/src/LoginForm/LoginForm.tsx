import { useState, type ReactNode } from 'react';
import { Button, Form, Input } from '@arco-design/web-react';
import type { LoginForm as LoginFormValues, LoginResult } from '@backoffice/console-core';
import { useConsole } from '../hooks/useConsole';
import { useT } from '../hooks/useT';

/**
 * Props of {@link LoginForm}.
 *
 * @example
 * <LoginForm onSuccess={goBack} extra={<a href="/mslogin">Microsoft</a>} />
 */
export interface LoginFormProps {
  /** Called after a successful login (token stored, user info set); navigate from here. */
  onSuccess?: (result: LoginResult) => void;
  /** Called with the error after a failed login (the token is already cleared). */
  onError?: (error: unknown) => void;
  /** Content under the submit button (e.g. a Microsoft sign-in link). */
  extra?: ReactNode;
  /** Initial username (never the password). */
  defaultUsername?: string;
}

/** The server's message, or '' when it gave none (the envelope client's default 'Error' counts as none). */
function messageOf(error: unknown, defaultError: string): string {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return message === defaultError ? '' : message;
}

/**
 * Username + password sign-in on the session store. Empty fields show 'Username cannot be empty' /
 * 'Password cannot be empty'; a failure shows the server's message or 'Login error, refresh and try again';
 * success toasts 'welcome to use' and calls `onSuccess`. Nothing is remembered besides the token.
 *
 * @example
 * <LoginForm onSuccess={() => navigate(redirect ?? '/dashboard/workplace')} />
 */
export function LoginForm({ onSuccess, onError, extra, defaultUsername = '' }: LoginFormProps) {
  const { session, notifier } = useConsole();
  const t = useT();
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState('');

  const submit = async (values: LoginFormValues) => {
    if (loading) return;
    setLoading(true);
    setError('');
    try {
      const result = await session.getState().login({ username: values.username, password: values.password });
      notifier.toast({ type: 'success', content: t('login.form.login.success') });
      onSuccess?.(result);
    } catch (err) {
      setError(messageOf(err, t('request.error.default')) || t('login.form.login.errMsg'));
      onError?.(err);
    } finally {
      setLoading(false);
    }
  };

  return (
    <div className="bo-login">
      <h1 className="bo-login__title">{t('login.form.title')}</h1>
      <Form<LoginFormValues>
        layout="vertical"
        aria-label={t('login.form.title')}
        initialValues={{ username: defaultUsername, password: '' }}
        onSubmit={(values) => void submit(values)}
        autoComplete="off"
      >
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
        <Button type="primary" htmlType="submit" long loading={loading}>
          {t('login.form.login')}
        </Button>
        {extra}
      </Form>
    </div>
  );
}
