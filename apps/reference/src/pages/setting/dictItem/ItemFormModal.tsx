import { useEffect, useState } from 'react';
import { Form, Input, Modal, Radio, Space, Switch, Tag, Typography } from '@arco-design/web-react';
import type { DictItemRecord } from '@backoffice/api/contract';
import { useConsole, useT } from '@backoffice/console-ui';
import { dictItemApi } from './api';
import { ColorSelect } from './ColorSelect';

interface ItemFormValues {
  label: string;
  value: string;
  color: string | null;
  status: 'enabled' | 'disabled';
  isDefault: boolean;
  remark?: string;
}

/** Add (`item` null) or edit an item of `dictCode`, with a live preview of the tag it makes. */
export function ItemFormModal(props: { visible: boolean; dictCode: string; item: DictItemRecord | null; onClose(): void; onSaved(): void }) {
  const { visible, dictCode, item, onClose, onSaved } = props;
  const t = useT();
  const api = dictItemApi(useConsole().client);
  const [form] = Form.useForm<ItemFormValues>();
  const [saving, setSaving] = useState(false);
  const [preview, setPreview] = useState<{ label: string; color: string | null }>({ label: '', color: null });

  useEffect(() => {
    if (!visible) return;
    const initial: ItemFormValues = item
      ? { label: item.label, value: item.value, color: item.color, status: item.status, isDefault: item.isDefault, remark: item.remark ?? '' }
      : { label: '', value: '', color: null, status: 'enabled', isDefault: false, remark: '' };
    form.resetFields();
    form.setFieldsValue(initial);
    setPreview({ label: initial.label, color: initial.color });
  }, [visible, item, form]);

  const required = (label: string) => ({ required: true, message: t('dictItem.form.required', { field: t(label) }) });
  const save = async () => {
    const v = await form.validate();
    const fields = { label: v.label.trim(), value: v.value.trim(), color: v.color ?? null, status: v.status, isDefault: v.isDefault, remark: v.remark?.trim() || null };
    setSaving(true);
    try {
      if (item) await api.update({ id: item.id, ...fields });
      else await api.add({ dictCode, ...fields });
      onSaved();
    } catch {
      // The client has shown the server's message (e.g. a duplicate value); the form stays open.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      visible={visible}
      title={t(item ? 'dictItem.form.editTitle' : 'dictItem.form.addTitle')}
      okText={t('dictItem.form.save')}
      cancelText={t('dictItem.form.cancel')}
      confirmLoading={saving}
      onOk={save}
      onCancel={onClose}
      unmountOnExit
    >
      <Form
        form={form}
        layout="vertical"
        onValuesChange={(_, all) => setPreview({ label: all.label ?? '', color: all.color ?? null })}
      >
        <Form.Item label={t('dictItem.form.label')} field="label" rules={[required('dictItem.form.label'), { maxLength: 64 }]}>
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
          <Input.TextArea maxLength={255} autoSize={{ minRows: 2, maxRows: 4 }} />
        </Form.Item>
      </Form>
      <Space>
        <Typography.Text type="secondary">{t('dictItem.form.preview')}</Typography.Text>
        <span data-testid="dict-item-preview">
          <Tag color={preview.color ?? undefined}>{preview.label || t('dictItem.form.previewEmpty')}</Tag>
        </span>
      </Space>
    </Modal>
  );
}
