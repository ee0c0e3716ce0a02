import { Alert, Form, Input } from '@arco-design/web-react';
import type { UserAddResult, UserRecord } from '@backoffice/api/contract';
import { RecordFormModal, useOperation, useRecordForm, useT, type RecordForm } from '@backoffice/console-ui';
import { useApi } from '../../app/useApi';
import { EMAIL_RE, optionalMatches, PHONE_RE, USERNAME_RE } from './rules';
import type { StaffType } from './types';

/** The staff form's fields. */
export interface StaffFormValues {
  username: string;
  realName?: string;
  email?: string;
  phoneNumber?: string;
  gender?: string;
}

const toValues = (user: UserRecord | null): Partial<StaffFormValues> =>
  user
    ? {
        username: user.username,
        realName: user.realName ?? '',
        email: user.email ?? '',
        phoneNumber: user.phoneNumber ?? '',
        gender: user.gender ?? '',
      }
    : {};

/**
 * The staff form's state for accounts of `type`: it edits the account's current version (read with /user/detail
 * when the user holds user:detail, else the list's row) and saves with it; `onSaved` gets the one-time password of
 * a new account. Reload after a stale save makes the staff lists fetch again.
 */
export function useStaffForm(type: StaffType, onSaved: (created?: UserAddResult) => void): RecordForm<UserRecord, StaffFormValues> {
  const api = useApi().resource('user');
  const canRead = useOperation('user:detail');
  return useRecordForm<UserRecord, StaffFormValues, number, UserAddResult | undefined>({
    ...(canRead ? { load: (userId: number) => api.detail({ userId }) } : {}),
    toValues,
    save: async (values, user) => {
      const profile = {
        realName: values.realName?.trim() ?? '',
        email: values.email?.trim() ?? '',
        phoneNumber: values.phoneNumber?.trim() ?? '',
        gender: values.gender?.trim() ?? '',
      };
      if (!user) return api.add({ type, username: values.username.trim(), ...profile });
      await api.update({ userId: user.userId, updatedAt: user.updatedAt, ...profile });
      return undefined;
    },
    onSaved,
    invalidates: 'user',
  });
}

/** Create or edit a staff account, validated before sending (username, e-mail and phone formats). */
export function StaffFormModal({ form }: { form: RecordForm<UserRecord, StaffFormValues> }) {
  const t = useT();
  const format = (re: RegExp, key: string) => ({
    validator: (value: string | undefined, callback: (error?: string) => void) => callback(optionalMatches(re, value) ? undefined : t(key)),
  });

  return (
    <RecordFormModal<UserRecord, StaffFormValues>
      form={form}
      title={(editing) => t(editing ? 'staff.form.editTitle' : 'staff.form.addTitle')}
    >
      <Form.Item
        label={t('staff.form.username')}
        field="username"
        rules={[
          { required: true, message: t('staff.form.required', { field: t('staff.form.username') }) },
          { match: USERNAME_RE, message: t('staff.form.usernameRule') },
        ]}
      >
        <Input disabled={form.editing} maxLength={64} />
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
      {form.editing ? null : <Alert type="info" content={t('staff.form.passwordHint')} />}
    </RecordFormModal>
  );
}
