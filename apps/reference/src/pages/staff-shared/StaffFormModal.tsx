import { Alert, Form, Input } from '@arco-design/web-react';
import type { UserAddResult, UserRecord } from '@backoffice/api/contract';
import { FormModal, useConsole, useT } from '@backoffice/console-ui';
import { staffApi } from './api';
import { EMAIL_RE, optionalMatches, PHONE_RE, USERNAME_RE } from './rules';
import type { StaffType } from './types';

interface StaffFormValues {
  username: string;
  realName?: string;
  email?: string;
  phoneNumber?: string;
  gender?: string;
}

/** Props of {@link StaffFormModal}: `user` null creates an account of `type`. */
export interface StaffFormModalProps {
  visible: boolean;
  type: StaffType;
  user: UserRecord | null;
  onClose(): void;
  /** After a save; `created` carries the one-time password of a new account. */
  onSaved(created?: UserAddResult): void;
}

/** Create or edit a staff account, validated before sending (username, e-mail and phone formats). */
export function StaffFormModal({ visible, type, user, onClose, onSaved }: StaffFormModalProps) {
  const t = useT();
  const api = staffApi(useConsole().client);

  const format = (re: RegExp, key: string) => ({
    validator: (value: string | undefined, callback: (error?: string) => void) => callback(optionalMatches(re, value) ? undefined : t(key)),
  });
  const save = async (values: StaffFormValues) => {
    const profile = {
      realName: values.realName?.trim() ?? '',
      email: values.email?.trim() ?? '',
      phoneNumber: values.phoneNumber?.trim() ?? '',
      gender: values.gender?.trim() ?? '',
    };
    if (user) {
      await api.update({ userId: user.userId, updatedAt: user.updatedAt, ...profile });
      onSaved();
    } else {
      onSaved(await api.add({ type, username: values.username.trim(), ...profile }));
    }
  };

  return (
    <FormModal<StaffFormValues>
      visible={visible}
      title={t(user ? 'staff.form.editTitle' : 'staff.form.addTitle')}
      initialValues={
        user
          ? {
              username: user.username,
              realName: user.realName ?? '',
              email: user.email ?? '',
              phoneNumber: user.phoneNumber ?? '',
              gender: user.gender ?? '',
            }
          : {}
      }
      onSubmit={save}
      onStaleEdit={() => onSaved()}
      onCancel={onClose}
    >
      <Form.Item
        label={t('staff.form.username')}
        field="username"
        rules={[
          { required: true, message: t('staff.form.required', { field: t('staff.form.username') }) },
          { match: USERNAME_RE, message: t('staff.form.usernameRule') },
        ]}
      >
        <Input disabled={user !== null} maxLength={64} />
      </Form.Item>
      <Form.Item label={t('staff.form.realName')} field="realName" rules={[{ maxLength: 100 }]}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item label={t('staff.form.email')} field="email" rules={[format(EMAIL_RE, 'staff.form.emailRule')]}>
        <Input maxLength={254} />
      </Form.Item>
      <Form.Item label={t('staff.form.phoneNumber')} field="phoneNumber" rules={[format(PHONE_RE, 'staff.form.phoneRule')]}>
        <Input maxLength={21} />
      </Form.Item>
      <Form.Item label={t('staff.form.gender')} field="gender" rules={[{ maxLength: 20 }]}>
        <Input maxLength={20} />
      </Form.Item>
      {user ? null : <Alert type="info" content={t('staff.form.passwordHint')} />}
    </FormModal>
  );
}
