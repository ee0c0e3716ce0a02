import { Form, Input } from '@arco-design/web-react';
import type { ParticipantStatus, SessionParticipant } from '@backoffice/api/contract';
import { FormModal, useT } from '@backoffice/console-ui';
import { DictOrFixedSelect } from '../fields/DictOrFixed';
import { useProjectScope } from '../scope/ProjectScopeProvider';

interface Values {
  name: string;
  contact?: string;
  status: ParticipantStatus;
}

/** Adds (`participant` null) or edits a participant of a session. */
export function ParticipantModal(props: {
  sessionId: number;
  participant: SessionParticipant | null;
  visible: boolean;
  onClose(): void;
  onSaved(): void;
}) {
  const { sessionId, participant, visible, onClose, onSaved } = props;
  const t = useT();
  const api = useProjectScope().sessionApi;

  const save = async (values: Values) => {
    const body = { name: values.name.trim(), contact: values.contact?.trim() || null, status: values.status };
    if (participant) await api.updateParticipant({ ...body, id: participant.id, updatedAt: participant.updatedAt });
    else await api.addParticipant({ ...body, sessionId });
    onSaved();
  };

  return (
    <FormModal<Values>
      visible={visible}
      title={t(participant ? 'projectMgt.participant.form.editTitle' : 'projectMgt.participant.form.addTitle')}
      initialValues={
        participant ? { name: participant.name, contact: participant.contact ?? '', status: participant.status } : { status: 'invited' }
      }
      onSubmit={save}
      onStaleEdit={onSaved}
      onCancel={onClose}
    >
      <Form.Item
        label={t('projectMgt.participant.field.name')}
        field="name"
        rules={[
          { required: true, message: t('projectMgt.form.required', { field: t('projectMgt.participant.field.name') }) },
          { maxLength: 100 },
        ]}
      >
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item label={t('projectMgt.participant.field.contact')} field="contact" rules={[{ maxLength: 200 }]}>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item label={t('projectMgt.participant.field.status')} field="status">
        <DictOrFixedSelect code="participant_status" aria-label={t('projectMgt.participant.field.status')} />
      </Form.Item>
    </FormModal>
  );
}
