import { startTransition, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { Button, Form } from '@arco-design/web-react';
import { isSecondFactorStep, type LoginForm as LoginFormValues, type LoginResult, type SecondFactorStep } from '@backoffice/console-core';
import { afterPaint, painted } from '../afterPaint/afterPaint';
import { useConsole } from '../hooks/useConsole';
import { useT } from '../hooks/useT';
import { CredentialFields, FormErrorLine } from './CredentialFields';

/**
 * Props of {@link LoginForm}.
 *
 * @example
 * <LoginForm onSuccess={goBack} extra={<a href="/mslogin">Microsoft</a>} />
 */
export interface LoginFormProps {
  /** Called after a successful login (token stored, user info set); navigate from here. */
  onSuccess?: (result: LoginResult) => void;
  /**
   * Called instead of `onSuccess` when the right password needs a second factor: nothing is stored yet; show the
   * code form with the step's challenge (no welcome toast).
   */
  onSecondFactor?: (step: SecondFactorStep) => void;
  /** Called with the error after a failed login (the token is already cleared). */
  onError?: (error: unknown) => void;
  /** Content under the submit button (e.g. a Microsoft sign-in link). */
  extra?: ReactNode;
  /** Initial username (never the password). */
  defaultUsername?: string;
  /** The form's heading, which also names the form (default the translated 'login.form.title': "Sign in", "登录"). */
  title?: string;
  /** A line under the title (e.g. what the console is for). */
  subtitle?: ReactNode;
}

/** The server's message, or '' when it gave none (the envelope client's default 'Error' counts as none). */
function messageOf(error: unknown, defaultError: string): string {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return message === defaultError ? '' : message;
}

/**
 * Username + password sign-in on the session store. Empty fields show 'Username cannot be empty' /
 * 'Password cannot be empty'; a failure shows the server's message or 'Login error, refresh and try again';
 * success calls `onSuccess` (what it renders, e.g. the next screen, renders at once) and toasts 'welcome to use'
 * once that is painted. The request leaves before the button shows its loading state; the requests the next screen
 * makes as it first renders leave once that screen is painted (`EnvelopeClient.holdRequests`). Nothing is
 * remembered besides the token.
 *
 * @example
 * <LoginForm onSuccess={() => navigate(redirect ?? '/dashboard/workplace')} title="Sign in to Field Ops" subtitle="Projects and sessions, in one place." />
 */
export function LoginForm({ onSuccess, onSecondFactor, onError, extra, defaultUsername = '', title, subtitle }: LoginFormProps) {
  const { client, session, notifier } = useConsole();
  const t = useT();
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState('');
  const submitting = useRef(false);
  const [form] = Form.useForm<LoginFormValues>();
  // True when the submit event's capture phase sent the login itself (the form's own submit comes after its
  // asynchronous validation, and a render of its items, about 4 ms later).
  const sentOnSubmit = useRef(false);

  const submit = async (values: LoginFormValues) => {
    if (submitting.current) return;
    submitting.current = true;
    // The request leaves first; the button's loading state renders after it (a transition, not a render
    // that runs before the request's promises do).
    const login = session.getState().login({ username: values.username, password: values.password });
    startTransition(() => {
      setLoading(true);
      setError('');
    });
    try {
      const result = await login;
      if (isSecondFactorStep(result)) {
        flushSync(() => onSecondFactor?.(result));
        return;
      }
      // The requests the next screen makes as it renders (its data) leave once its first frame is painted: sent
      // in this task they cost it several ms of main thread, and their answers could not be in that frame anyway.
      client.holdRequests?.(painted());
      // What `onSuccess` does (e.g. navigating to the next screen) renders now, in the task of the answer,
      // rather than in a task of its own after a frame of the login page.
      flushSync(() => onSuccess?.(result));
      // The toast waits for that commit to be painted: its entry animation measures the page, which would
      // otherwise force a layout of the next screen before that screen's first paint.
      const welcome = t('login.form.login.success');
      afterPaint(() => notifier.toast({ type: 'success', content: welcome }));
    } catch (err) {
      setError(messageOf(err, t('request.error.default')) || t('login.form.login.errMsg'));
      onError?.(err);
    } finally {
      submitting.current = false;
      setLoading(false);
    }
  };

  // Both fields filled is all the form's rules ask: then the request leaves in the submit event itself; the form
  // still validates (and an empty field still shows its message, sending nothing).
  const sendAtOnce = (event: FormEvent<HTMLDivElement>) => {
    // This form's submit only (not one of a form inside `extra`).
    if (event.target !== event.currentTarget.querySelector('form')) return;
    const { username, password } = form.getFieldsValue() as Partial<LoginFormValues>;
    sentOnSubmit.current =
      !submitting.current && typeof username === 'string' && username !== '' && typeof password === 'string' && password !== '';
    if (sentOnSubmit.current) void submit({ username, password } as LoginFormValues);
  };
  const submitValidated = (values: LoginFormValues) => {
    if (sentOnSubmit.current) sentOnSubmit.current = false;
    else void submit(values);
  };

  const heading = title ?? t('login.form.title');
  return (
    <div className="bo-login" onSubmitCapture={sendAtOnce}>
      <h1 className="bo-login__title">{heading}</h1>
      {subtitle ? <p className="bo-login__subtitle">{subtitle}</p> : null}
      <Form<LoginFormValues>
        form={form}
        layout="vertical"
        aria-label={heading}
        initialValues={{ username: defaultUsername, password: '' }}
        onSubmit={submitValidated}
        autoComplete="off"
      >
        <CredentialFields />
        <FormErrorLine message={error} />
        <Button type="primary" htmlType="submit" long loading={loading}>
          {t('login.form.login')}
        </Button>
        {extra}
      </Form>
    </div>
  );
}
