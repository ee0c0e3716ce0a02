import { Form } from '@arco-design/web-react';
import { FormModal, useT } from '@backoffice/console-ui';
import { useProjectScope } from '../scope/ProjectScopeProvider';
import { SessionFields, sessionFormValues, toSessionBody, type SessionFormValues } from './SessionFields';

/** Adds a session to a project. */
export function SessionFormModal(props: { projectId: number; visible: boolean; onClose(): void; onSaved(id: number): void }) {
  const { projectId, visible, onClose, onSaved } = props;
  const t = useT();
  const api = useProjectScope().sessionApi;
  const [form] = Form.useForm<SessionFormValues>();

  const save = async (values: SessionFormValues) => {
    const { id } = await api.add({ ...toSessionBody(values), projectId });
    onSaved(id);
  };

  return (
    <FormModal<SessionFormValues>
      visible={visible}
      title={t('projectMgt.session.form.addTitle')}
      form={form}
      initialValues={sessionFormValues(null)}
      onSubmit={save}
      onCancel={onClose}
      width={640}
    >
      <SessionFields form={form} session={null} projectId={projectId} />
    </FormModal>
  );
}
