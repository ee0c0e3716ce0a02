import { Form, Input, Radio, Space, Switch, Tag, Typography } from '@arco-design/web-react';
import type { DictItemRecord } from '@backoffice/api/contract';
import { AutoSizeTextArea, FormModal, useConsole, useT } from '@backoffice/console-ui';
import { bilingual, useLocaleText } from '../dict/LocaleText';
import { dictItemApi } from './api';
import { ColorSelect, PRESET_COLORS } from './ColorSelect';

interface ItemFormValues {
  label: string;
  /** zh-CN label: optional; left empty, Chinese pages show `label`. */
  labelZh?: string;
  value: string;
  color: string | null;
  status: 'enabled' | 'disabled';
  isDefault: boolean;
  remark?: string;
}

/** Add (`item` null) or edit an item of `dictCode`, with a live preview of the tag it makes. */
export function ItemFormModal(props: {
  visible: boolean;
  dictCode: string;
  item: DictItemRecord | null;
  onClose(): void;
  onSaved(): void;
}) {
  const { visible, dictCode, item, onClose, onSaved } = props;
  const t = useT();
  const api = dictItemApi(useConsole().client);
  const [form] = Form.useForm<ItemFormValues>();
  const label = Form.useWatch('label', form) as string | undefined;
  const labelZh = Form.useWatch('labelZh', form) as string | undefined;
  const inLocale = useLocaleText();
  const color = Form.useWatch('color', form) as string | null | undefined;

  const required = (field: string) => ({ required: true, message: t('dictItem.form.required', { field: t(field) }) });
  const save = async (v: ItemFormValues) => {
    const fields = {
      label: v.label.trim(),
      labelZh: v.labelZh?.trim() || null,
      value: v.value.trim(),
      // The server accepts only Arco's preset colours (the select offers no other).
      color: PRESET_COLORS.find((preset) => preset === v.color) ?? null,
      status: v.status,
      isDefault: v.isDefault,
      remark: v.remark?.trim() || null,
    };
    if (item) await api.update({ id: item.id, updatedAt: item.updatedAt, ...fields });
    else await api.add({ dictCode, ...fields });
    onSaved();
  };

  return (
    <FormModal<ItemFormValues>
      visible={visible}
      title={t(item ? 'dictItem.form.editTitle' : 'dictItem.form.addTitle')}
      form={form}
      initialValues={
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
          : { label: '', labelZh: '', value: '', color: null, status: 'enabled', isDefault: false, remark: '' }
      }
      onSubmit={save}
      onStaleEdit={onSaved}
      onCancel={onClose}
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
      <Form.Item label={t('dictItem.form.status')} field="status">
        <Radio.Group>
          <Radio value="enabled">{t('dictItem.status.enabled')}</Radio>
          <Radio value="disabled">{t('dictItem.status.disabled')}</Radio>
        </Radio.Group>
      </Form.Item>
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
    </FormModal>
  );
}
