import { Form, Input, Radio } from '@arco-design/web-react';
import type { DictRecord } from '@backoffice/api/contract';
import { AutoSizeTextArea, FormModal, useConsole, useT } from '@backoffice/console-ui';
import { dictApi } from './api';

interface DictFormValues {
  code: string;
  name: string;
  /** zh-CN name and remark: optional; left empty, Chinese pages show the English text. */
  nameZh?: string;
  status: 'enabled' | 'disabled';
  remark?: string;
  remarkZh?: string;
}

/** Create (`dict` null) or edit a dictionary; the code is fixed once created. */
export function DictFormModal(props: { visible: boolean; dict: DictRecord | null; onClose(): void; onSaved(): void }) {
  const { visible, dict, onClose, onSaved } = props;
  const t = useT();
  const bundle = useConsole();
  const api = dictApi(bundle.client);

  const required = (label: string) => ({ required: true, message: t('dict.form.required', { field: t(label) }) });
  const save = async (values: DictFormValues) => {
    const common = {
      name: values.name.trim(),
      nameZh: values.nameZh?.trim() || null,
      status: values.status,
      remark: values.remark?.trim() || null,
      remarkZh: values.remarkZh?.trim() || null,
    };
    if (dict) await api.update({ id: dict.id, updatedAt: dict.updatedAt, ...common });
    else await api.add({ code: values.code.trim(), ...common });
    void bundle.dict
      .getState()
      .refresh()
      .catch(() => undefined);
    onSaved();
  };

  return (
    <FormModal<DictFormValues>
      visible={visible}
      title={t(dict ? 'dict.form.editTitle' : 'dict.form.addTitle')}
      initialValues={
        dict
          ? {
              code: dict.code,
              name: dict.name,
              nameZh: dict.nameZh ?? '',
              status: dict.status,
              remark: dict.remark ?? '',
              remarkZh: dict.remarkZh ?? '',
            }
          : { status: 'enabled' }
      }
      onSubmit={save}
      onStaleEdit={onSaved}
      onCancel={onClose}
    >
      <Form.Item
        label={t('dict.form.code')}
        field="code"
        extra={dict ? t('dict.form.codeFixed') : undefined}
        rules={[required('dict.form.code'), { match: /^[a-z][a-z0-9_]{0,63}$/, message: t('dict.form.codeRule') }]}
      >
        <Input disabled={Boolean(dict)} maxLength={64} />
      </Form.Item>
      <Form.Item label={t('dict.form.name')} field="name" rules={[required('dict.form.name'), { maxLength: 64 }]}>
        <Input maxLength={64} />
      </Form.Item>
      <Form.Item label={t('dict.form.nameZh')} field="nameZh" extra={t('dict.form.zhOptional')} rules={[{ maxLength: 64 }]}>
        <Input maxLength={64} />
      </Form.Item>
      <Form.Item label={t('dict.form.status')} field="status">
        <Radio.Group>
          <Radio value="enabled">{t('dict.status.enabled')}</Radio>
          <Radio value="disabled">{t('dict.status.disabled')}</Radio>
        </Radio.Group>
      </Form.Item>
      <Form.Item label={t('dict.form.remark')} field="remark" rules={[{ maxLength: 255 }]}>
        <AutoSizeTextArea maxLength={255} minRows={2} maxRows={4} />
      </Form.Item>
      <Form.Item label={t('dict.form.remarkZh')} field="remarkZh" rules={[{ maxLength: 255 }]}>
        <AutoSizeTextArea maxLength={255} minRows={2} maxRows={4} />
      </Form.Item>
    </FormModal>
  );
}
