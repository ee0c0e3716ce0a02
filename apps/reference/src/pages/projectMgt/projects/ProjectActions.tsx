import { Button, Space } from '@arco-design/web-react';
import type { ProjectItem } from '@backoffice/api/contract';
import { ConfirmButton, DeleteButton, Permission, useRowAction, useT } from '@backoffice/console-ui';
import { useGoTo } from '../routing/useGoTo';
import { useProjectScope } from '../scope/ProjectScopeProvider';

/** True while a project can still be edited (closed and archived projects are read-only). */
export const isEditable = (project: Pick<ProjectItem, 'status'>) => project.status === 'draft' || project.status === 'active';

/**
 * A project's actions: detail, edit, and where the scope offers them close, archive and delete, each behind its
 * operation and confirmed first. `onChanged` runs after a state change; `hideDetail` on the detail page (which
 * offers no delete); `readOnly` on the operations view (detail only).
 */
export function ProjectActions(props: { project: ProjectItem; onChanged(): void; hideDetail?: boolean; readOnly?: boolean }) {
  const { project, onChanged, hideDetail } = props;
  const t = useT();
  const { projectApi: api, routes, operations, offers } = useProjectScope();
  const readOnly = props.readOnly || !offers.edits;
  const goTo = useGoTo();
  const query = { id: String(project.id) };
  const act = useRowAction(onChanged);
  const editable = isEditable(project);
  const lifecycle = !readOnly && offers.projectLifecycle;
  return (
    <Space size="mini" wrap>
      {!hideDetail && (
        <Button type="text" size="small" onClick={() => goTo(routes.projectDetail, query)}>
          {t('projectMgt.action.detail')}
        </Button>
      )}
      {!readOnly && editable && (
        <Permission operation={operations.updateProject}>
          <Button type="text" size="small" onClick={() => goTo(routes.editProject, query)}>
            {t('projectMgt.action.edit')}
          </Button>
        </Permission>
      )}
      {lifecycle && editable && (
        <ConfirmButton
          operation="project:close"
          status="warning"
          label={t('projectMgt.action.close')}
          confirm={t('projectMgt.confirm.close', { name: project.name })}
          onOk={() => act(() => api.close(project.id), t('projectMgt.done.closed'))}
        />
      )}
      {lifecycle && project.status === 'closed' && (
        <ConfirmButton
          operation="project:archive"
          label={t('projectMgt.action.archive')}
          confirm={t('projectMgt.confirm.archive', { name: project.name })}
          onOk={() => act(() => api.archive(project.id), t('projectMgt.done.archived'))}
        />
      )}
      {lifecycle && !hideDetail && editable && (
        <DeleteButton
          operation="project:delete"
          label={t('projectMgt.action.delete')}
          confirm={t('projectMgt.confirm.delete', { name: project.name })}
          done={t('projectMgt.done.deleted')}
          remove={() => api.remove(project.id)}
          onDeleted={onChanged}
        />
      )}
    </Space>
  );
}
