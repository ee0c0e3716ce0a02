import { Form, Input } from '@arco-design/web-react';
import { useT } from '../hooks/useT';

/**
 * The username and password fields of a staff sign-in (labels, placeholders, browser autocomplete hints and
 * the required-field messages of docs/behaviour.md#51-login-form, in the current language), for a form of your own that asks for
 * the same credentials, e.g. linking a Microsoft account to a staff account. Put it inside an Arco `<Form>`
 * whose values have `username` and `password`.
 *
 * @example
 * <Form onSubmit={({ username, password }) => bind(username, password)}>
 *   <CredentialFields />
 *   <Button htmlType="submit">Bind</Button>
 * </Form>
 */
export function CredentialFields() {
  const t = useT();
  return (
    <>
      <Form.Item
        field="username"
        label={t('login.form.userName.placeholder')}
        rules={[{ required: true, message: t('login.form.userName.errMsg') }]}
      >
        <Input placeholder={t('login.form.userName.placeholder')} autoComplete="username" />
      </Form.Item>
      <Form.Item
        field="password"
        label={t('login.form.password.placeholder')}
        rules={[{ required: true, message: t('login.form.password.errMsg') }]}
      >
        <Input.Password placeholder={t('login.form.password.placeholder')} autoComplete="current-password" />
      </Form.Item>
    </>
  );
}

/**
 * A form's error line (the server's message after a failed submit), announced to screen readers; nothing
 * when `message` is empty.
 *
 * @example
 * <FormErrorLine message={error} />
 */
export function FormErrorLine({ message }: { message: string }) {
  return message ? (
    <div role="alert" className="arco-form-message" style={{ color: 'rgb(var(--danger-6))', marginBottom: 12 }}>
      {message}
    </div>
  ) : null;
}
