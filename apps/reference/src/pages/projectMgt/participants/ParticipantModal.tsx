import { Form, Input, Message } from '@arco-design/web-react';
import type { ParticipantStatus, SessionParticipant } from '@backoffice/api/contract';
import { RecordFormModal, useRecordForm, useT, type RecordForm } from '@backoffice/console-ui';
import { DictOrFixedSelect } from '../fields/DictOrFixed';
import { useProjectScope } from '../scope/ProjectScopeProvider';

/** The participant form's fields. */
export interface Values {
  name: string;
  contact?: string;
  status: ParticipantStatus;
}

/**
 * The participant form's state for a session: it adds or edits (with the version the session detail showed), and
 * after a save, or Reload after a stale save, `onChanged` fetches the session again.
 */
export function useParticipantForm(sessionId: number, onChanged: () => void): RecordForm<SessionParticipant, Values> {
  const t = useT();
  const api = useProjectScope().sessionApi;
  return useRecordForm<SessionParticipant, Values>({
    toValues: (p) => (p ? { name: p.name, contact: p.contact ?? '', status: p.status } : { status: 'invited' }),
    save: async (values, participant) => {
      const body = { name: values.name.trim(), contact: values.contact?.trim() || null, status: values.status };
      if (participant) await api.updateParticipant({ ...body, id: participant.id, updatedAt: participant.updatedAt });
      else await api.addParticipant({ ...body, sessionId });
    },
    onSaved: () => {
      Message.success(t('projectMgt.done.saved'));
      onChanged();
    },
    onReload: onChanged,
    // Reload after a stale save: the participant list (its own page of the session) reads the newer version too.
    invalidates: 'session',
  });
}

/** Adds or edits a participant of a session (the form of {@link useParticipantForm}). */
export function ParticipantModal({ form }: { form: RecordForm<SessionParticipant, Values> }) {
  const t = useT();
  return (
    <RecordFormModal<SessionParticipant, Values>
      form={form}
      title={(editing) => t(editing ? 'projectMgt.participant.form.editTitle' : 'projectMgt.participant.form.addTitle')}
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
    </RecordFormModal>
  );
}
