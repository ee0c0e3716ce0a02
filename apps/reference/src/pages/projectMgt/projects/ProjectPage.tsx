import { Card, Empty, Spin } from '@arco-design/web-react';
import { useLocation } from 'react-router-dom';
import { useResource, useT, useTabs } from '@backoffice/console-ui';
import { useGoTo } from '../routing/useGoTo';
import { useRouteInfo } from '../routing/useRouteInfo';
import { useProjectScope } from '../scope/ProjectScopeProvider';
import { ProjectDetailView } from './ProjectDetailView';
import { ProjectForm } from './ProjectForm';

/**
 * The one project page behind create, edit and detail (of either scope): the view comes from the route
 * name, the project from `?id=`.
 */
export function ProjectPage() {
  const t = useT();
  const { key, projectApi: api, routes } = useProjectScope();
  const goTo = useGoTo();
  const { name, id } = useRouteInfo();
  const view = name === routes.createProject.toLowerCase() ? 'create' : name === routes.editProject.toLowerCase() ? 'edit' : 'detail';
  // A project saved in another tab (any write naming 'project') reloads this page, now or when it shows again.
  const loaded = useResource('project', view !== 'create' && id !== null ? `${key}:${id}` : null, () => api.detail(id ?? 0));
  const location = useLocation();
  const closeTab = useTabs((s) => s.close);
  // A new project opens its detail in place of the create form: the "Create Project" tab has done its job.
  const onSaved = (savedId: number) => {
    goTo(routes.projectDetail, { id: String(savedId) });
    if (view === 'create') closeTab(`${location.pathname}${location.search}`);
  };

  if (view === 'create') return <ProjectForm project={null} onSaved={onSaved} />;
  if (id === null || loaded.failed)
    return (
      <Card>
        <Empty description={t('projectMgt.notFound')} />
      </Card>
    );
  if (!loaded.data)
    return (
      <Card>
        <Spin />
      </Card>
    );
  if (view === 'edit') return <ProjectForm project={loaded.data} onSaved={onSaved} onReload={loaded.refresh} />;
  return <ProjectDetailView project={loaded.data} onChanged={loaded.refresh} />;
}
