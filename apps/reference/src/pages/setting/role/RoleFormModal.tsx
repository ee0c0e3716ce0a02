import { Form, Input, Message, Radio, Switch } from '@arco-design/web-react';
import type { RoleItem } from '@backoffice/api/contract';
import { AutoSizeTextArea, RecordFormModal, useOperation, useRecordForm, useT, type RecordForm } from '@backoffice/console-ui';
import { useApi } from '../../../app/useApi';

/** The role form's fields. */
export interface RoleFormValues {
  code: string;
  name: string;
  /** zh-CN name and remark: optional; left empty, Chinese pages show the English text. */
  nameZh?: string;
  remark?: string;
  remarkZh?: string;
  status: 'enabled' | 'disabled';
  /** Holders must sign in with a second factor (one who has none is held to enrolment). */
  secondFactorRequired: boolean;
}

const toValues = (role: RoleItem | null): Partial<RoleFormValues> =>
  role
    ? {
        code: role.code,
        name: role.name,
        nameZh: role.nameZh ?? '',
        remark: role.remark ?? '',
        remarkZh: role.remarkZh ?? '',
        status: role.status,
        secondFactorRequired: role.secondFactorRequired,
      }
    : { status: 'enabled', secondFactorRequired: false };

/**
 * The role form's state: it edits the role's current version (read with /role/detail when the user holds
 * role:detail, else the list's row), saves with it, and a stale save's Reload makes the role list fetch again.
 */
export function useRoleForm(): RecordForm<RoleItem, RoleFormValues> {
  const t = useT();
  const api = useApi().resource('role', { invalidates: ['role', 'user'] });
  const canRead = useOperation('role:detail');
  return useRecordForm<RoleItem, RoleFormValues>({
    ...(canRead ? { load: (id: number) => api.detail({ id }) } : {}),
    toValues,
    save: async (values, role) => {
      const body = {
        code: values.code.trim(),
        name: values.name.trim(),
        nameZh: values.nameZh?.trim() || null,
        remark: values.remark?.trim() || null,
        remarkZh: values.remarkZh?.trim() || null,
        status: values.status,
        secondFactorRequired: values.secondFactorRequired,
      };
      if (role) await api.update({ ...body, id: role.id, updatedAt: role.updatedAt });
      else await api.add(body);
    },
    onSaved: () => Message.success(t('role.saved')),
    invalidates: 'role',
  });
}

/** Create or edit a role: code, name, remark, status, whether a second factor is required, validated before sending. */
export function RoleFormModal({ form }: { form: RecordForm<RoleItem, RoleFormValues> }) {
  const t = useT();
  const role = form.record;
  const required = (label: string) => ({ required: true, message: t('role.form.required', { field: t(label) }) });

  return (
    <RecordFormModal<RoleItem, RoleFormValues> form={form} title={(editing) => t(editing ? 'role.form.editTitle' : 'role.form.addTitle')}>
      <Form.Item
        label={t('role.form.code')}
        field="code"
        rules={[required('role.form.code'), { match: /^[A-Za-z][A-Za-z0-9_-]{0,31}$/, message: t('role.form.codeRule') }]}
      >
        <Input disabled={role?.builtin} maxLength={32} />
      </Form.Item>
      <Form.Item label={t('role.form.name')} field="name" rules={[required('role.form.name'), { maxLength: 64 }]}>
        <Input maxLength={64} />
      </Form.Item>
      <Form.Item label={t('role.form.nameZh')} field="nameZh" extra={t('role.form.zhOptional')} rules={[{ maxLength: 64 }]}>
        <Input maxLength={64} />
      </Form.Item>
      <Form.Item label={t('role.form.remark')} field="remark" rules={[{ maxLength: 500 }]}>
        <AutoSizeTextArea maxLength={500} minRows={2} maxRows={5} />
      </Form.Item>
      <Form.Item label={t('role.form.remarkZh')} field="remarkZh" rules={[{ maxLength: 500 }]}>
        <AutoSizeTextArea maxLength={500} minRows={2} maxRows={5} />
      </Form.Item>
      <Form.Item label={t('role.form.status')} field="status">
        <Radio.Group disabled={role?.code === 'admin'}>
          <Radio value="enabled">{t('role.status.enabled')}</Radio>
          <Radio value="disabled">{t('role.status.disabled')}</Radio>
        </Radio.Group>
      </Form.Item>
      <Form.Item
        label={t('role.form.secondFactor')}
        field="secondFactorRequired"
        triggerPropName="checked"
        extra={t('role.form.secondFactorHelp')}
      >
        <Switch />
      </Form.Item>
    </RecordFormModal>
  );
}
