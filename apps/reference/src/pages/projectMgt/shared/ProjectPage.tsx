import { Card, Empty, Spin } from '@arco-design/web-react';
import { useConsole, useResource, useT } from '@backoffice/console-ui';
import { projectApi, type ApiMode } from './api';
import { PROJECT_ROUTES } from './ProjectActions';
import { ProjectDetailView } from './ProjectDetailView';
import { ProjectForm } from './ProjectForm';
import { useGoTo, useRouteInfo } from './useRouteInfo';

/**
 * The one project page behind create, edit and detail (and their 'my' variants): the mode comes from
 * the route name, the project from `?id=`.
 */
export function ProjectPage({ mode }: { mode: ApiMode }) {
  const t = useT();
  const api = projectApi(useConsole().client, mode);
  const goTo = useGoTo();
  const { name, id } = useRouteInfo();
  const routes = PROJECT_ROUTES[mode];
  const view = name === routes.create.toLowerCase() ? 'create' : name === routes.edit.toLowerCase() ? 'edit' : 'detail';
  // A project saved in another tab (any write naming 'project') reloads this page, now or when it shows again.
  const loaded = useResource('project', view !== 'create' && id !== null ? `${mode}:${id}` : null, () => api.detail(id ?? 0));
  const onSaved = (savedId: number) => goTo(routes.detail, { id: String(savedId) });

  if (view === 'create') return <ProjectForm mode={mode} project={null} onSaved={onSaved} />;
  if (id === null || loaded.failed) return <Card><Empty description={t('projectMgt.notFound')} /></Card>;
  if (!loaded.data) return <Card><Spin /></Card>;
  if (view === 'edit') return <ProjectForm mode={mode} project={loaded.data} onSaved={onSaved} onReload={loaded.refresh} />;
  return <ProjectDetailView project={loaded.data} mode={mode} onChanged={loaded.refresh} />;
}
