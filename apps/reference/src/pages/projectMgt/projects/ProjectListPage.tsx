import { Card, Typography } from '@arco-design/web-react';
import type { ProjectItem } from '@backoffice/api/contract';
import { ResourceList, useConsole, useT, type BulkAction } from '@backoffice/console-ui';
import { bulkApi } from '../../list-shared/bulkApi';
import { bulkStatusAction } from '../../list-shared/bulkActions';
import { useServerPreferences } from '../../list-shared/preferencesStore';
import { useGoTo } from '../routing/useGoTo';
import { useProjectScope } from '../scope/ProjectScopeProvider';
import { ProjectActions } from './ProjectActions';
import { ProjectFilters, type ProjectSearch } from './ProjectFilters';
import { PROJECT_SORT_FIELDS, projectColumns } from './projectColumns';

/**
 * Which list: 'manage' (projectMgt/projectList and myProjects: create and the scope's actions) or 'operations'
 * (operation/admin: a heading, detail as the only action).
 */
export type ProjectListView = 'manage' | 'operations';

const FILTER_KINDS = { keyword: 'string', status: 'string', clientId: 'number', dateFrom: 'string', dateTo: 'string' } as const;

/**
 * The projects of the scope: filters, sort, page and size in the URL, the user's column settings on the server,
 * cards on phones, and where the scope offers them CSV/XLSX export and bulk close and archive.
 */
export function ProjectListPage({ view }: { view: ProjectListView }) {
  const t = useT();
  const { client } = useConsole();
  const { key, projectApi: api, routes, operations, offers } = useProjectScope();
  const operationsView = view === 'operations';
  const goTo = useGoTo();
  const preferences = useServerPreferences();
  const bulk = bulkApi(client, 'project', ['project', 'session']);
  const bulkActions: BulkAction<ProjectSearch>[] =
    !operationsView && offers.projectLifecycle
      ? [
          bulkStatusAction(bulk, { key: 'close', value: 'closed', label: t('projectMgt.action.close'), operation: 'project:close', t }),
          bulkStatusAction(bulk, {
            key: 'archive',
            value: 'archived',
            label: t('projectMgt.action.archive'),
            operation: 'project:archive',
            t,
          }),
        ]
      : [];

  return (
    <Card>
      <ResourceList<ProjectItem, ProjectSearch>
        name={`project.${key}.${view}`}
        resource="project"
        syncWithLocation={{ filters: FILTER_KINDS, sortFields: PROJECT_SORT_FIELDS }}
        preferences={preferences}
        columns={projectColumns(t)}
        fetcher={(query) => api.list(query as Parameters<typeof api.list>[0])}
        title={
          operationsView && (
            <Typography.Title heading={6} style={{ margin: 0 }}>
              {t(key === 'admin' ? 'projectMgt.operations.title' : 'projectMgt.operations.myTitle')}
            </Typography.Title>
          )
        }
        filters={({ query, setQuery }) => <ProjectFilters showClient={offers.clientFilter} query={query} onSearch={setQuery} />}
        {...(operationsView
          ? {}
          : {
              create: {
                label: t('projectMgt.action.create'),
                operation: operations.addProject,
                onCreate: () => goTo(routes.createProject),
              },
            })}
        bulkActions={bulkActions}
        {...(offers.csvExport ? { exportView: bulk.exportView, exportOperation: 'project:export' as const } : {})}
        rowActions={(p, list) => <ProjectActions project={p} onChanged={list.refresh} readOnly={operationsView} />}
      />
    </Card>
  );
}
