import { useEffect, useState } from 'react';
import { Button, Card, DatePicker, Form, Input, Message, Radio, Space } from '@arco-design/web-react';
import type { ProjectAddRequest, ProjectItem } from '@backoffice/api/contract';
import { AutoSizeTextArea, useStaleEditPrompt, useT } from '@backoffice/console-ui';
import { UserSelect } from '../fields/UserSelect';
import { useProjectScope } from '../scope/ProjectScopeProvider';

interface Values {
  name: string;
  code: string;
  clientId?: number;
  status: 'draft' | 'active';
  startDate: string;
  endDate: string;
  description?: string;
  moderatorIds?: number[];
  memberIds?: number[];
}

/** The request body of a filled form. */
export function toProjectBody(v: Values): ProjectAddRequest {
  return {
    name: v.name.trim(),
    code: v.code.trim(),
    clientId: v.clientId ?? null,
    status: v.status,
    startDate: v.startDate,
    endDate: v.endDate,
    description: v.description?.trim() || null,
    moderatorIds: v.moderatorIds ?? [],
    memberIds: v.memberIds ?? [],
  };
}

/**
 * Create (`project` null) or edit a project through the scope's calls; calls `onSaved` with its id after the server
 * accepts it. An edit sends the version it loaded; when someone saved the project in between, it offers `onReload`.
 */
export function ProjectForm(props: { project: ProjectItem | null; onSaved(id: number): void; onReload?(): void }) {
  const { project, onSaved, onReload } = props;
  const t = useT();
  const promptStale = useStaleEditPrompt();
  const api = useProjectScope().projectApi;
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    form.resetFields();
    if (!project) return form.setFieldsValue({ status: 'draft' });
    form.setFieldsValue({
      name: project.name,
      code: project.code,
      clientId: project.client?.id,
      status: project.status === 'active' ? 'active' : 'draft',
      startDate: project.startDate,
      endDate: project.endDate,
      description: project.description ?? '',
      moderatorIds: project.moderators.map((m) => m.id),
      memberIds: project.members.map((m) => m.id),
    });
  }, [project, form]);

  const required = (label: string) => ({ required: true, message: t('projectMgt.form.required', { field: t(label) }) });
  const save = async () => {
    let values: Values;
    try {
      values = await form.validate();
    } catch {
      return;
    }
    setSaving(true);
    try {
      const body = toProjectBody(values);
      const { id } = project ? await api.update({ ...body, id: project.id, updatedAt: project.updatedAt }) : await api.add(body);
      Message.success(t('projectMgt.done.saved'));
      if (!project) form.resetFields();
      onSaved(id);
    } catch (error) {
      // The client has shown the server's message (e.g. a duplicate code); the form keeps its input.
      if (onReload) promptStale(error, onReload);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card title={t(project ? 'projectMgt.form.editTitle' : 'projectMgt.form.createTitle')}>
      <Form form={form} layout="vertical" style={{ maxWidth: 720 }}>
        <Form.Item label={t('projectMgt.field.name')} field="name" rules={[required('projectMgt.field.name'), { maxLength: 100 }]}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item
          label={t('projectMgt.field.code')}
          field="code"
          rules={[required('projectMgt.field.code'), { match: /^[A-Za-z0-9][A-Za-z0-9_-]{0,49}$/, message: t('projectMgt.form.codeRule') }]}
        >
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item label={t('projectMgt.field.client')} field="clientId">
          <UserSelect type="client" known={project?.client ? [project.client] : []} aria-label={t('projectMgt.field.client')} />
        </Form.Item>
        <Form.Item label={t('projectMgt.field.status')} field="status">
          <Radio.Group>
            <Radio value="draft">{t('projectMgt.dict.draft')}</Radio>
            <Radio value="active">{t('projectMgt.dict.active')}</Radio>
          </Radio.Group>
        </Form.Item>
        <Space size="large" wrap>
          <Form.Item label={t('projectMgt.field.startDate')} field="startDate" rules={[required('projectMgt.field.startDate')]}>
            <DatePicker style={{ width: 220 }} />
          </Form.Item>
          <Form.Item
            label={t('projectMgt.field.endDate')}
            field="endDate"
            rules={[
              required('projectMgt.field.endDate'),
              {
                validator: (end: string | undefined, callback: (message?: string) => void) => {
                  const start = form.getFieldValue('startDate') as string | undefined;
                  callback(end && start && end < start ? t('projectMgt.form.endBeforeStart') : undefined);
                },
              },
            ]}
          >
            <DatePicker style={{ width: 220 }} />
          </Form.Item>
        </Space>
        <Form.Item label={t('projectMgt.field.moderators')} field="moderatorIds">
          <UserSelect type="moderator" multiple known={project?.moderators ?? []} aria-label={t('projectMgt.field.moderators')} />
        </Form.Item>
        <Form.Item label={t('projectMgt.field.members')} field="memberIds">
          <UserSelect multiple known={project?.members ?? []} aria-label={t('projectMgt.field.members')} />
        </Form.Item>
        <Form.Item label={t('projectMgt.field.description')} field="description" rules={[{ maxLength: 2000 }]}>
          <AutoSizeTextArea maxLength={2000} minRows={3} maxRows={8} />
        </Form.Item>
        <Button type="primary" loading={saving} onClick={save}>
          {t('projectMgt.action.save')}
        </Button>
      </Form>
    </Card>
  );
}
