import { Form, Input, Space, Switch, Tag, Typography } from '@arco-design/web-react';
import type { DictItemRecord } from '@backoffice/api/contract';
import { AutoSizeTextArea, RecordFormModal, useT, type RecordForm } from '@backoffice/console-ui';
import { useDictRecordForm } from '../dict/dictStore';
import { bilingual, useLocaleText } from '../dict/LocaleText';
import { useApi } from '../../../app/useApi';
import { DICT_ITEM_COLORS } from '@backoffice/api-client';
import { ColorSelect } from './ColorSelect';
import { StatusFormItem } from '../../list-shared/StatusFormItem';

/** The item form's fields. */
export interface ItemFormValues {
  label: string;
  /** zh-CN label: optional; left empty, Chinese pages show `label`. */
  labelZh?: string;
  value: string;
  color: string | null;
  status: 'enabled' | 'disabled';
  isDefault: boolean;
  remark?: string;
}

const toValues = (item: DictItemRecord | null): Partial<ItemFormValues> =>
  item
    ? {
        label: item.label,
        labelZh: item.labelZh ?? '',
        value: item.value,
        color: item.color,
        status: item.status,
        isDefault: item.isDefault,
        remark: item.remark ?? '',
      }
    : { label: '', labelZh: '', value: '', color: null, status: 'enabled', isDefault: false, remark: '' };

/**
 * The item form's state for the dictionary `dictCode`: it edits the item's current version (read with
 * /dict/item/detail when the user holds dict:detail) and saves with it; a save refreshes the dictionary store.
 */
export function useItemForm(dictCode: string): RecordForm<DictItemRecord, ItemFormValues> {
  const api = useApi().resource('dict/item', { invalidates: 'dict' });
  return useDictRecordForm<DictItemRecord, ItemFormValues>('dictItem', {
    detail: (id) => api.detail({ id: id }),
    toValues,
    save: async (v, item) => {
      const fields = {
        label: v.label.trim(),
        labelZh: v.labelZh?.trim() || null,
        value: v.value.trim(),
        // The server accepts only Arco's preset colours (the select offers no other).
        color: DICT_ITEM_COLORS.find((preset) => preset === v.color) ?? null,
        status: v.status,
        isDefault: v.isDefault,
        remark: v.remark?.trim() || null,
      };
      if (item) await api.update({ id: item.id, updatedAt: item.updatedAt, ...fields });
      else await api.add({ dictCode, ...fields });
    },
  });
}

/** Add or edit an item, with a live preview of the tag it makes. */
export function ItemFormModal({ form }: { form: RecordForm<DictItemRecord, ItemFormValues> }) {
  const t = useT();
  const [instance] = Form.useForm<ItemFormValues>();
  const label = Form.useWatch('label', instance) as string | undefined;
  const labelZh = Form.useWatch('labelZh', instance) as string | undefined;
  const color = Form.useWatch('color', instance) as string | null | undefined;
  const inLocale = useLocaleText();
  const required = (field: string) => ({ required: true, message: t('dictItem.form.required', { field: t(field) }) });

  return (
    <RecordFormModal<DictItemRecord, ItemFormValues>
      form={form}
      formInstance={instance}
      title={(editing) => t(editing ? 'dictItem.form.editTitle' : 'dictItem.form.addTitle')}
    >
      <Form.Item label={t('dictItem.form.label')} field="label" rules={[required('dictItem.form.label'), { maxLength: 64 }]}>
        <Input maxLength={64} />
      </Form.Item>
      <Form.Item label={t('dictItem.form.labelZh')} field="labelZh" extra={t('dictItem.form.zhOptional')} rules={[{ maxLength: 64 }]}>
        <Input maxLength={64} />
      </Form.Item>
      <Form.Item label={t('dictItem.form.value')} field="value" rules={[required('dictItem.form.value'), { maxLength: 64 }]}>
        <Input maxLength={64} />
      </Form.Item>
      <Form.Item label={t('dictItem.form.color')} field="color">
        <ColorSelect />
      </Form.Item>
      <StatusFormItem page="dictItem" />
      <Form.Item label={t('dictItem.form.isDefault')} field="isDefault" triggerPropName="checked" extra={t('dictItem.form.isDefaultHint')}>
        <Switch aria-label={t('dictItem.form.isDefault')} />
      </Form.Item>
      <Form.Item label={t('dictItem.form.remark')} field="remark" rules={[{ maxLength: 255 }]}>
        <AutoSizeTextArea maxLength={255} minRows={2} maxRows={4} />
      </Form.Item>
      <Space>
        <Typography.Text type="secondary">{t('dictItem.form.preview')}</Typography.Text>
        <span data-testid="dict-item-preview">
          <Tag color={color ?? undefined}>{inLocale(bilingual(label, labelZh)) || t('dictItem.form.previewEmpty')}</Tag>
        </span>
      </Space>
    </RecordFormModal>
  );
}
