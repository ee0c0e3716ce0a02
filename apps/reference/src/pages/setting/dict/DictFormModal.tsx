import { Form, Input } from '@arco-design/web-react';
import type { DictRecord } from '@backoffice/api/contract';
import { AutoSizeTextArea, RecordFormModal, useT, type RecordForm } from '@backoffice/console-ui';
import { useApi } from '../../../app/useApi';
import { useDictRecordForm } from './dictStore';
import { StatusFormItem } from '../../list-shared/StatusFormItem';

/** The dictionary form's fields. */
export interface DictFormValues {
  code: string;
  name: string;
  /** zh-CN name and remark: optional; left empty, Chinese pages show the English text. */
  nameZh?: string;
  status: 'enabled' | 'disabled';
  remark?: string;
  remarkZh?: string;
}

const toValues = (dict: DictRecord | null): Partial<DictFormValues> =>
  dict
    ? {
        code: dict.code,
        name: dict.name,
        nameZh: dict.nameZh ?? '',
        status: dict.status,
        remark: dict.remark ?? '',
        remarkZh: dict.remarkZh ?? '',
      }
    : { status: 'enabled' };

/**
 * The dictionary form's state: it edits the dictionary's current version (read with /dict/detail when the user
 * holds dict:detail, else the list's row) and saves with it; a save refreshes the console's dictionary store.
 */
export function useDictForm(): RecordForm<DictRecord, DictFormValues> {
  const api = useApi().resource('dict');
  return useDictRecordForm<DictRecord, DictFormValues>('dict', {
    detail: (id) => api.detail({ id: id }),
    toValues,
    save: async (values, dict) => {
      const common = {
        name: values.name.trim(),
        nameZh: values.nameZh?.trim() || null,
        status: values.status,
        remark: values.remark?.trim() || null,
        remarkZh: values.remarkZh?.trim() || null,
      };
      if (dict) await api.update({ id: dict.id, updatedAt: dict.updatedAt, ...common });
      else await api.add({ code: values.code.trim(), ...common });
    },
  });
}

/** Create or edit a dictionary; the code is fixed once created. */
export function DictFormModal({ form }: { form: RecordForm<DictRecord, DictFormValues> }) {
  const t = useT();
  const required = (label: string) => ({ required: true, message: t('dict.form.required', { field: t(label) }) });
  return (
    <RecordFormModal<DictRecord, DictFormValues> form={form} title={(editing) => t(editing ? 'dict.form.editTitle' : 'dict.form.addTitle')}>
      <Form.Item
        label={t('dict.form.code')}
        field="code"
        extra={form.editing ? t('dict.form.codeFixed') : undefined}
        rules={[required('dict.form.code'), { match: /^[a-z][a-z0-9_]{0,63}$/, message: t('dict.form.codeRule') }]}
      >
        <Input disabled={form.editing} maxLength={64} />
      </Form.Item>
      <Form.Item label={t('dict.form.name')} field="name" rules={[required('dict.form.name'), { maxLength: 64 }]}>
        <Input maxLength={64} />
      </Form.Item>
      <Form.Item label={t('dict.form.nameZh')} field="nameZh" extra={t('dict.form.zhOptional')} rules={[{ maxLength: 64 }]}>
        <Input maxLength={64} />
      </Form.Item>
      <StatusFormItem page="dict" />
      <Form.Item label={t('dict.form.remark')} field="remark" rules={[{ maxLength: 255 }]}>
        <AutoSizeTextArea maxLength={255} minRows={2} maxRows={4} />
      </Form.Item>
      <Form.Item label={t('dict.form.remarkZh')} field="remarkZh" rules={[{ maxLength: 255 }]}>
        <AutoSizeTextArea maxLength={255} minRows={2} maxRows={4} />
      </Form.Item>
    </RecordFormModal>
  );
}
