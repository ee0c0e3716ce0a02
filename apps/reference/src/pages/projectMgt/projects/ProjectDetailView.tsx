import { Card, Descriptions, Space } from '@arco-design/web-react';
import type { ProjectItem } from '@backoffice/api/contract';
import { DateTime, useT } from '@backoffice/console-ui';
import { useProjectScope } from '../scope/ProjectScopeProvider';
import { DictOrFixedTag } from '../fields/DictOrFixed';
import { SessionsTable } from '../sessions/SessionsTable';
import { isEditable, ProjectActions } from './ProjectActions';

const names = (refs: { name: string }[]) => refs.map((r) => r.name).join(', ') || '—';

/** A project's fields, its actions and its sessions. */
export function ProjectDetailView(props: { project: ProjectItem; onChanged(): void }) {
  const { project, onChanged } = props;
  const t = useT();
  const { offers } = useProjectScope();
  return (
    <Space direction="vertical" size="medium" style={{ width: '100%' }}>
      <Card title={`${project.name} (${project.code})`} extra={<ProjectActions project={project} onChanged={onChanged} hideDetail />}>
        <Descriptions
          column={2}
          data={[
            { label: t('projectMgt.field.status'), value: <DictOrFixedTag code="project_status" value={project.status} /> },
            { label: t('projectMgt.field.client'), value: project.client?.name ?? '—' },
            { label: t('projectMgt.field.startDate'), value: <DateTime value={project.startDate} /> },
            { label: t('projectMgt.field.endDate'), value: <DateTime value={project.endDate} /> },
            { label: t('projectMgt.field.moderators'), value: names(project.moderators) },
            { label: t('projectMgt.field.members'), value: names(project.members) },
            { label: t('projectMgt.field.description'), value: project.description ?? '—', span: 2 },
          ]}
        />
      </Card>
      <SessionsTable projectId={project.id} editable={offers.edits && isEditable(project)} onChanged={onChanged} />
    </Space>
  );
}
