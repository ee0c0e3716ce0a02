import { useEffect, useState } from 'react';
import { Form, Modal } from '@arco-design/web-react';
import { useConsole, useT } from '@backoffice/console-ui';
import { sessionApi } from './api';
import { SessionFields, sessionFormValues, toSessionBody, type SessionFormValues } from './SessionFields';

/** Adds a session to a project. */
export function SessionFormModal(props: { projectId: number; visible: boolean; onClose(): void; onSaved(id: number): void }) {
  const { projectId, visible, onClose, onSaved } = props;
  const t = useT();
  const api = sessionApi(useConsole().client, 'admin');
  const [form] = Form.useForm<SessionFormValues>();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!visible) return;
    form.resetFields();
    form.setFieldsValue(sessionFormValues(null));
  }, [visible, form]);

  const save = async () => {
    const values = await form.validate();
    setSaving(true);
    try {
      const { id } = await api.add({ ...toSessionBody(values), projectId });
      onSaved(id);
    } catch {
      // The client has shown the server's message; the form stays open.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      visible={visible}
      title={t('projectMgt.session.form.addTitle')}
      okText={t('projectMgt.action.save')}
      cancelText={t('projectMgt.action.cancel')}
      confirmLoading={saving}
      onOk={save}
      onCancel={onClose}
      style={{ width: 640 }}
      unmountOnExit
    >
      <Form form={form} layout="vertical">
        <SessionFields form={form} session={null} />
      </Form>
    </Modal>
  );
}
