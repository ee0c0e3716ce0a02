import { useEffect, useState } from 'react';
import { Button, Card, Form, Message } from '@arco-design/web-react';
import type { SessionDetail } from '@backoffice/api/contract';
import { useStaleEditPrompt, useT } from '@backoffice/console-ui';
import { useProjectScope } from '../scope/ProjectScopeProvider';
import { SessionFields, sessionFormValues, toSessionBody, type SessionFormValues } from './SessionFields';

/**
 * Edits a session's fields (through the scope's update: /session/update or /session/myUpdate); sends the version it loaded and
 * offers to reload when someone else saved the session first.
 */
export function SessionEditForm(props: { session: SessionDetail; onSaved(): void }) {
  const { session, onSaved } = props;
  const t = useT();
  const promptStale = useStaleEditPrompt();
  const api = useProjectScope().sessionApi;
  const [form] = Form.useForm<SessionFormValues>();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    form.resetFields();
    form.setFieldsValue(sessionFormValues(session));
  }, [session, form]);

  const save = async () => {
    let values: SessionFormValues;
    try {
      values = await form.validate();
    } catch {
      return;
    }
    setSaving(true);
    try {
      await api.update({ ...toSessionBody(values), id: session.id, updatedAt: session.updatedAt });
      Message.success(t('projectMgt.done.saved'));
      onSaved();
    } catch (error) {
      // The client has shown the server's message; a stale edit also offers the newer version.
      promptStale(error, onSaved);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card title={t('projectMgt.session.form.editTitle')}>
      <Form form={form} layout="vertical" style={{ maxWidth: 720 }}>
        <SessionFields form={form} session={session} projectId={session.projectId} />
        <Button type="primary" loading={saving} onClick={save}>
          {t('projectMgt.action.save')}
        </Button>
      </Form>
    </Card>
  );
}
