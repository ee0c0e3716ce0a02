import { Button, Popconfirm, Space } from '@arco-design/web-react';
import type { ProjectItem } from '@backoffice/api/contract';
import { Permission, useConsole, useRowAction, useT } from '@backoffice/console-ui';
import { projectApi, type ApiMode } from './api';
import { useGoTo } from './useRouteInfo';

/** Route names of the project pages per mode. */
export const PROJECT_ROUTES = {
  admin: { create: 'CreateProject', edit: 'ProjectEdit', detail: 'ProjectDetail', sessionDetail: 'SessionDetail', sessionEdit: 'SessionEdit' },
  my: { create: 'CreateMyProject', edit: 'ProjectMyEdit', detail: 'ProjectMyDetail', sessionDetail: 'SessionMyDetail', sessionEdit: 'SessionMyEdit' },
} as const;

/** True while a project can still be edited (closed and archived projects are read-only). */
export const isEditable = (project: Pick<ProjectItem, 'status'>) => project.status === 'draft' || project.status === 'active';

/**
 * A project's actions: detail, edit, and in admin mode close, archive and delete, each behind its
 * operation and confirmed first. `onChanged` runs after a state change; `hideDetail` on the detail page (which offers no delete).
 */
export function ProjectActions(props: { project: ProjectItem; mode: ApiMode; onChanged(): void; hideDetail?: boolean; readOnly?: boolean }) {
  const { project, mode, onChanged, hideDetail, readOnly } = props;
  const t = useT();
  const api = projectApi(useConsole().client, mode);
  const goTo = useGoTo();
  const routes = PROJECT_ROUTES[mode];
  const query = { id: String(project.id) };
  const act = useRowAction(onChanged);
  const editable = isEditable(project);
  return (
    <Space size="mini" wrap>
      {!hideDetail && <Button type="text" size="small" onClick={() => goTo(routes.detail, query)}>{t('projectMgt.action.detail')}</Button>}
      {!readOnly && editable && (
        <Permission operation={mode === 'my' ? 'project:myUpdate' : 'project:update'}>
          <Button type="text" size="small" onClick={() => goTo(routes.edit, query)}>{t('projectMgt.action.edit')}</Button>
        </Permission>
      )}
      {!readOnly && mode === 'admin' && editable && (
        <Permission operation="project:close">
          <Popconfirm title={t('projectMgt.confirm.close', { name: project.name })} onOk={() => act(() => api.close(project.id), t('projectMgt.done.closed'))}>
            <Button type="text" size="small" status="warning">{t('projectMgt.action.close')}</Button>
          </Popconfirm>
        </Permission>
      )}
      {!readOnly && mode === 'admin' && project.status === 'closed' && (
        <Permission operation="project:archive">
          <Popconfirm title={t('projectMgt.confirm.archive', { name: project.name })} onOk={() => act(() => api.archive(project.id), t('projectMgt.done.archived'))}>
            <Button type="text" size="small">{t('projectMgt.action.archive')}</Button>
          </Popconfirm>
        </Permission>
      )}
      {!readOnly && !hideDetail && mode === 'admin' && editable && (
        <Permission operation="project:delete">
          <Popconfirm title={t('projectMgt.confirm.delete', { name: project.name })} onOk={() => act(() => api.remove(project.id), t('projectMgt.done.deleted'))}>
            <Button type="text" size="small" status="danger">{t('projectMgt.action.delete')}</Button>
          </Popconfirm>
        </Permission>
      )}
    </Space>
  );
}
