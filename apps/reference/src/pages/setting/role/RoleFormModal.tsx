import { Form, Input, Radio, Switch } from '@arco-design/web-react';
import type { RoleItem } from '@backoffice/api/contract';
import { AutoSizeTextArea, FormModal, useConsole, useT } from '@backoffice/console-ui';
import { roleApi } from './api';

interface RoleFormValues {
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

/** Create (`role` null) or edit a role: code, name, remark, status, whether a second factor is required, validated before sending. */
export function RoleFormModal(props: { visible: boolean; role: RoleItem | null; onClose(): void; onSaved(): void }) {
  const { visible, role, onClose, onSaved } = props;
  const t = useT();
  const api = roleApi(useConsole().client);

  const required = (label: string) => ({ required: true, message: t('role.form.required', { field: t(label) }) });
  const save = async (values: RoleFormValues) => {
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
    onSaved();
  };

  return (
    <FormModal<RoleFormValues>
      visible={visible}
      title={t(role ? 'role.form.editTitle' : 'role.form.addTitle')}
      initialValues={
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
          : { status: 'enabled', secondFactorRequired: false }
      }
      onSubmit={save}
      onStaleEdit={onSaved}
      onCancel={onClose}
    >
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
    </FormModal>
  );
}
