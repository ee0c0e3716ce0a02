import { useEffect, useState } from 'react';
import { Form, Input, Modal } from '@arco-design/web-react';
import type { ParticipantStatus, SessionParticipant } from '@backoffice/api/contract';
import { useConsole, useT } from '@backoffice/console-ui';
import { sessionApi } from './api';
import { DictOrFixedSelect } from './DictOrFixed';

interface Values { name: string; contact?: string; status: ParticipantStatus }

/** Adds (`participant` null) or edits a participant of a session. */
export function ParticipantModal(props: {
  sessionId: number; participant: SessionParticipant | null; visible: boolean; onClose(): void; onSaved(): void;
}) {
  const { sessionId, participant, visible, onClose, onSaved } = props;
  const t = useT();
  const api = sessionApi(useConsole().client, 'admin');
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!visible) return;
    form.resetFields();
    form.setFieldsValue(participant ? { name: participant.name, contact: participant.contact ?? '', status: participant.status } : { status: 'invited' });
  }, [visible, participant, form]);

  const save = async () => {
    const values = await form.validate();
    const body = { name: values.name.trim(), contact: values.contact?.trim() || null, status: values.status };
    setSaving(true);
    try {
      if (participant) await api.updateParticipant({ ...body, id: participant.id });
      else await api.addParticipant({ ...body, sessionId });
      onSaved();
    } catch {
      // The client has shown the server's message (e.g. the session is full).
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      visible={visible}
      title={t(participant ? 'projectMgt.participant.form.editTitle' : 'projectMgt.participant.form.addTitle')}
      okText={t('projectMgt.action.save')}
      cancelText={t('projectMgt.action.cancel')}
      confirmLoading={saving}
      onOk={save}
      onCancel={onClose}
      unmountOnExit
    >
      <Form form={form} layout="vertical">
        <Form.Item
          label={t('projectMgt.participant.field.name')}
          field="name"
          rules={[{ required: true, message: t('projectMgt.form.required', { field: t('projectMgt.participant.field.name') }) }, { maxLength: 100 }]}
        >
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item label={t('projectMgt.participant.field.contact')} field="contact" rules={[{ maxLength: 200 }]}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item label={t('projectMgt.participant.field.status')} field="status">
          <DictOrFixedSelect code="participant_status" aria-label={t('projectMgt.participant.field.status')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
