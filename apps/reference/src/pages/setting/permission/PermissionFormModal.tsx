import { useEffect, useState } from 'react';
import { Form, Input, InputNumber, Modal, Select, Space, Switch, Typography } from '@arco-design/web-react';
import type { PermissionNode } from '@backoffice/api/contract';
import { MENU_ICONS, MenuIcon, useConsole, useStaleEditPrompt, useT } from '@backoffice/console-ui';
import { permissionApi } from './api';
import type { PermissionKind } from './treeData';

/** What the modal edits: a new node of `kind` under `parentId`, or an existing `node`. */
export type PermissionFormTarget = { mode: 'add'; kind: PermissionKind; parentId: number | null } | { mode: 'edit'; node: PermissionNode };

interface FormValues {
  name: string;
  path?: string;
  component?: string;
  title?: string;
  arcoIcon?: string;
  isShow?: boolean;
  order?: number;
  code?: string;
  activeMenu?: string;
}

const ICON_NAMES = Object.keys(MENU_ICONS).sort();

/** Shows the translation of the i18n key typed into the title field. */
function TitlePreview({ value }: { value?: string }) {
  const t = useT();
  if (!value) return null;
  const text = t(value);
  return <Typography.Text type="secondary">{t('permission.field.titleShown', { text: text === value ? '—' : text })}</Typography.Text>;
}

/** The add/edit form of one node; its fields follow the node's kind. */
export function PermissionFormModal(props: {
  target: PermissionFormTarget | null;
  /** Route names of the menus a hidden menu may highlight. */
  menuNames: string[];
  onClose(): void;
  onSaved(node: PermissionNode): void;
  /** Someone else saved the node since the tree loaded and the user chose Reload: close and load the newer tree. */
  onStaleEdit(): void;
}) {
  const { target, menuNames, onClose, onSaved, onStaleEdit } = props;
  const t = useT();
  const promptStale = useStaleEditPrompt();
  const api = permissionApi(useConsole().client);
  const [form] = Form.useForm<FormValues>();
  const [saving, setSaving] = useState(false);
  const [title, setTitle] = useState<string | undefined>();
  const kind = target?.mode === 'edit' ? target.node.kind : target?.kind;

  useEffect(() => {
    if (!target) return;
    form.resetFields();
    const node = target.mode === 'edit' ? target.node : undefined;
    const values: FormValues = node
      ? {
          name: node.name,
          path: node.path ?? '',
          component: node.component ?? '',
          title: node.title,
          arcoIcon: node.arcoIcon ?? undefined,
          isShow: node.isShow === 1,
          order: node.order,
          code: node.code ?? '',
          activeMenu: node.activeMenu ?? undefined,
        }
      : { name: '', isShow: true };
    form.setFieldsValue(values);
    setTitle(values.title);
  }, [target, form]);

  const required = (label: string) => ({ required: true, message: t('permission.rule.required', { field: t(label) }) });
  const save = async () => {
    if (!target || !kind) return;
    // A refused validation shows its messages on the fields; nothing is sent (and Arco's Modal logs nothing).
    const values = await form.validate().catch(() => undefined);
    if (!values) return;
    const fields = {
      name: values.name,
      path: values.path ?? null,
      component: values.component ?? null,
      title: values.title ?? '',
      arcoIcon: values.arcoIcon ?? null,
      isShow: (values.isShow ? 1 : 0) as 0 | 1,
      code: values.code ?? null,
      ...(kind === 'menu' ? { activeMenu: values.activeMenu ?? null } : {}),
    };
    setSaving(true);
    try {
      let saved: PermissionNode;
      if (target.mode === 'add') {
        saved = await api.add({ ...fields, kind, parentId: target.parentId, ...(values.order ? { order: values.order } : {}) });
      } else {
        saved = await api.update({ ...fields, id: target.node.id, updatedAt: target.node.updatedAt });
        if (values.order && values.order !== target.node.order) {
          saved = await api.move({ id: target.node.id, parentId: target.node.parentId, order: values.order });
        }
      }
      onSaved(saved);
    } catch (error) {
      // The client has shown the server's message; the form stays open for a fix, or, when the node changed since it
      // loaded, the user may reload the newer version instead.
      promptStale(error, onStaleEdit);
    } finally {
      setSaving(false);
    }
  };

  const kindLabel = kind ? t(`permission.kind.${kind}`) : '';
  return (
    <Modal
      visible={target !== null}
      title={t(target?.mode === 'edit' ? 'permission.editTitle' : 'permission.new', { kind: kindLabel })}
      okText={t('permission.save')}
      cancelText={t('permission.cancel')}
      confirmLoading={saving}
      onOk={save}
      onCancel={onClose}
      unmountOnExit
    >
      <Form form={form} layout="vertical" onValuesChange={(changed: Partial<FormValues>) => 'title' in changed && setTitle(changed.title)}>
        {kind === 'operation' ? (
          <>
            <Form.Item
              label={t('permission.field.code')}
              field="code"
              rules={[required('permission.field.code'), { match: /^[A-Za-z][\w-]*:[A-Za-z][\w-]*$/, message: t('permission.rule.code') }]}
            >
              <Input placeholder="project:add" />
            </Form.Item>
            <Form.Item label={t('permission.field.name')} field="name" rules={[required('permission.field.name')]}>
              <Input />
            </Form.Item>
          </>
        ) : (
          <>
            <Form.Item label={t('permission.field.name')} field="name" rules={[required('permission.field.name')]}>
              <Input />
            </Form.Item>
            <Form.Item
              label={t('permission.field.path')}
              field="path"
              rules={[required('permission.field.path'), { match: /^[A-Za-z0-9][\w-]*$/, message: t('permission.rule.path') }]}
            >
              <Input />
            </Form.Item>
            {kind === 'menu' && (
              <Form.Item
                label={t('permission.field.component')}
                field="component"
                rules={[
                  required('permission.field.component'),
                  { match: /^[A-Za-z0-9][\w-]*\/[A-Za-z0-9][\w-]*$/, message: t('permission.rule.component') },
                ]}
              >
                <Input placeholder="group/page" />
              </Form.Item>
            )}
            <Form.Item
              label={t('permission.field.title')}
              field="title"
              rules={[required('permission.field.title')]}
              extra={<TitlePreview value={title} />}
            >
              <Input placeholder="menu.group.page" />
            </Form.Item>
            <Form.Item label={t('permission.field.arcoIcon')} field="arcoIcon">
              <Select allowClear showSearch aria-label={t('permission.field.arcoIcon')}>
                {ICON_NAMES.map((name) => (
                  <Select.Option key={name} value={name}>
                    <Space>
                      <MenuIcon name={name} />
                      {name}
                    </Space>
                  </Select.Option>
                ))}
              </Select>
            </Form.Item>
            {kind === 'menu' && (
              <Form.Item label={t('permission.field.activeMenu')} field="activeMenu" extra={t('permission.field.activeMenuHint')}>
                <Select allowClear showSearch aria-label={t('permission.field.activeMenu')} options={menuNames} />
              </Form.Item>
            )}
            <Space size="large">
              <Form.Item label={t('permission.field.isShow')} field="isShow" triggerPropName="checked">
                <Switch />
              </Form.Item>
              <Form.Item label={t('permission.field.order')} field="order">
                <InputNumber min={1} precision={0} style={{ width: 120 }} />
              </Form.Item>
            </Space>
          </>
        )}
      </Form>
    </Modal>
  );
}
