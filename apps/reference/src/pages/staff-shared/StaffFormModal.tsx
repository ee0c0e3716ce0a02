import { useEffect, useState } from 'react';
import { Alert, Form, Input, Modal } from '@arco-design/web-react';
import type { UserAddResult, UserRecord } from '@backoffice/api/contract';
import { useConsole, useT } from '@backoffice/console-ui';
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
  const [form] = Form.useForm<StaffFormValues>();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!visible) return;
    form.resetFields();
    if (user) {
      form.setFieldsValue({
        username: user.username, realName: user.realName ?? '', email: user.email ?? '', phoneNumber: user.phoneNumber ?? '', gender: user.gender ?? '',
      });
    }
  }, [visible, user, form]);

  const format = (re: RegExp, key: string) => ({
    validator: (value: string | undefined, callback: (error?: string) => void) => callback(optionalMatches(re, value) ? undefined : t(key)),
  });
  const save = async () => {
    const values = await form.validate();
    const profile = {
      realName: values.realName?.trim() ?? '', email: values.email?.trim() ?? '', phoneNumber: values.phoneNumber?.trim() ?? '', gender: values.gender?.trim() ?? '',
    };
    setSaving(true);
    try {
      if (user) {
        await api.update({ userId: user.userId, updatedAt: user.updatedAt, ...profile });
        onSaved();
      } else {
        onSaved(await api.add({ type, username: values.username.trim(), ...profile }));
      }
    } catch {
      // The client has shown the server's message (e.g. a taken username); the form stays open.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      visible={visible}
      title={t(user ? 'staff.form.editTitle' : 'staff.form.addTitle')}
      okText={t('staff.form.save')}
      cancelText={t('staff.form.cancel')}
      confirmLoading={saving}
      onOk={save}
      onCancel={onClose}
      unmountOnExit
    >
      <Form form={form} layout="vertical">
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
      </Form>
    </Modal>
  );
}
