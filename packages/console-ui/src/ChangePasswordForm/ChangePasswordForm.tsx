import { useState, type ReactNode } from 'react';
import { Alert, Button, Card, Form, Input } from '@arco-design/web-react';
import { EnvelopeError, mustChangePassword } from '@backoffice/console-core';
import { useConsole } from '../hooks/useConsole';
import { PasswordStrength } from '../PasswordStrength/PasswordStrength';
import { useSession } from '../hooks/useSession';
import { useT } from '../hooks/useT';

/** What {@link ChangePasswordForm} sends: the confirmation stays in the form. */
export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
}

/**
 * Props of {@link ChangePasswordForm}.
 *
 * @example
 * <ChangePasswordForm onSubmit={(change) => client.post('/api/admin/password/change', change)} />
 */
export interface ChangePasswordFormProps {
  /**
   * Sends the change; resolve once saved. A refusal whose envelope names a field (`result.field` is
   * 'currentPassword' or 'newPassword', e.g. "wrong current password", "too common") marks that field with the
   * server's message; the envelope client has toasted it too.
   */
  onSubmit: (change: PasswordChange) => Promise<unknown>;
  /** Shortest and longest new password the form accepts before sending (default 8 and 128). */
  minLength?: number;
  maxLength?: number;
  /** The password rules, shown above the fields; default "Use 8 to 128 characters." in the current language. */
  rules?: ReactNode;
  /** The toast after a change; default "Password changed". */
  successMessage?: string;
  /** Card title; default "Change password". */
  title?: ReactNode;
  /** After a change, once the session no longer says the password must change. */
  onChanged?: () => void;
  /**
   * Words the strength meter under the new password counts as easy to guess besides the user's own names (which it
   * takes from the session): the product's name, say. The meter advises; the server decides.
   */
  strengthWords?: readonly string[];
}

type Values = PasswordChange & { confirmPassword: string };

/** The field a refusal names (`result.field`), when it is one of the form's. */
function refusedField(error: unknown): keyof PasswordChange | undefined {
  const field = error instanceof EnvelopeError ? (error.result as { field?: unknown } | undefined)?.field : undefined;
  return field === 'currentPassword' || field === 'newPassword' ? field : undefined;
}

/**
 * The own-password form: current, new and confirm, validated before sending (length, the two new ones equal).
 * While the signed-in user's password is a one-time one (`mustChangePassword`) it says so; a change clears the
 * flag in the session, so the console can go on. Under the new password a {@link PasswordStrength} meter rates it as
 * it is typed (the user's names and `strengthWords` count as easy to guess).
 *
 * @example
 * <ChangePasswordForm
 *   rules={t('account.password.rules')}
 *   onSubmit={(change) => client.post('/api/admin/password/change', change)}
 *   onChanged={() => navigate('/dashboard/workplace')}
 *   strengthWords={['backoffice', 'console']}
 * />
 */
export function ChangePasswordForm(props: ChangePasswordFormProps) {
  const { onSubmit, minLength = 8, maxLength = 128, rules, successMessage, title, onChanged, strengthWords = [] } = props;
  const t = useT();
  const { notifier, session } = useConsole();
  const mustChange = useSession((s) => mustChangePassword(s.userInfo));
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const [newPassword, setNewPassword] = useState('');
  const names = useSession((s) => [s.userInfo.username ?? '', s.userInfo.realName ?? ''].join('\n'));
  const required = (key: string) => ({ required: true, message: t('ui.password.required', { field: t(key) }) });
  const length = t('ui.password.length', { min: minLength, max: maxLength });

  const submit = async (values: Values) => {
    setSaving(true);
    try {
      await onSubmit({ currentPassword: values.currentPassword, newPassword: values.newPassword });
      form.resetFields();
      setNewPassword('');
      session.getState().setInfo({ mustChangePassword: false });
      notifier.toast({ type: 'success', content: successMessage ?? t('ui.password.success') });
      onChanged?.();
    } catch (error) {
      const field = refusedField(error);
      if (field) form.setFields({ [field]: { value: form.getFieldValue(field), error: { message: (error as Error).message } } });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card title={title ?? t('ui.password.title')}>
      {mustChange ? <Alert type="warning" content={t('ui.password.mustChange')} style={{ marginBottom: 16 }} /> : null}
      <Alert type="info" content={rules ?? t('ui.password.rules', { min: minLength, max: maxLength })} style={{ marginBottom: 16 }} />
      <Form
        form={form}
        layout="vertical"
        style={{ maxWidth: 420 }}
        onSubmit={submit}
        onValuesChange={(changed: Partial<Values>) => {
          if (changed.newPassword !== undefined) setNewPassword(changed.newPassword);
        }}
        autoComplete="off"
      >
        <Form.Item label={t('ui.password.current')} field="currentPassword" rules={[required('ui.password.current')]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item
          label={t('ui.password.new')}
          field="newPassword"
          rules={[required('ui.password.new'), { minLength, maxLength, message: length }]}
          extra={<PasswordStrength password={newPassword} userInputs={[...names.split('\n'), ...strengthWords]} />}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          label={t('ui.password.confirm')}
          field="confirmPassword"
          dependencies={['newPassword']}
          rules={[
            required('ui.password.confirm'),
            {
              validator: (value: string | undefined, callback: (error?: string) => void) =>
                callback(value === form.getFieldValue('newPassword') ? undefined : t('ui.password.mismatch')),
            },
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('ui.password.submit')}
        </Button>
      </Form>
    </Card>
  );
}
