import { useState } from 'react';
import { Button, Card, Message, Space, Table, Typography, type TableColumnProps } from '@arco-design/web-react';
import type { ProjectItem, ProjectListRequest, ProjectSortField } from '@backoffice/api/contract';
import { Permission, saveBlob, usePagedList, useT } from '@backoffice/console-ui';
import { DictOrFixedTag } from '../fields/DictOrFixed';
import { useGoTo } from '../routing/useGoTo';
import { useProjectScope } from '../scope/ProjectScopeProvider';
import { ProjectActions } from './ProjectActions';
import { ProjectFilters, type ProjectSearch } from './ProjectFilters';

type Filter = Omit<ProjectListRequest, 'current' | 'pageSize'>;
/**
 * Which list: 'manage' (projectMgt/projectList and myProjects: create and the scope's actions) or 'operations'
 * (operation/admin: a heading, CSV export where the scope offers it, detail as the only action).
 */
export type ProjectListView = 'manage' | 'operations';

const SORTABLE: Record<string, ProjectSortField> = { name: 'name', code: 'code', startDate: 'startDate', createdAt: 'createdAt' };
const names = (refs: { name: string }[]) => refs.map((r) => r.name).join(', ');

/** The projects of the scope with filters, sorting, pagination with 'Go To', actions and (operations) CSV export. */
export function ProjectListPage({ view }: { view: ProjectListView }) {
  const t = useT();
  const { projectApi: api, routes, operations, offers } = useProjectScope();
  const operationsView = view === 'operations';
  const goTo = useGoTo();
  // The server counts ten pages past the page shown; beyond that the total reads "220+" (usePagedList).
  const list = usePagedList<ProjectItem, Filter>((query) => api.list(query), { resource: 'project' });
  const [exporting, setExporting] = useState(false);

  const sortOrderOf = (field: string) => (list.query.sortField === field ? list.query.sortOrder : undefined);
  const sortable = (
    title: string,
    dataIndex: string,
    extra: Partial<TableColumnProps<ProjectItem>> = {},
  ): TableColumnProps<ProjectItem> => ({
    title,
    dataIndex,
    sorter: true,
    sortOrder: sortOrderOf(dataIndex),
    ...extra,
  });
  const columns: TableColumnProps<ProjectItem>[] = [
    sortable(t('projectMgt.field.code'), 'code'),
    sortable(t('projectMgt.field.name'), 'name'),
    {
      title: t('projectMgt.field.status'),
      dataIndex: 'status',
      render: (status: string) => <DictOrFixedTag code="project_status" value={status} />,
    },
    { title: t('projectMgt.field.client'), dataIndex: 'client', render: (_: unknown, p) => p.client?.name ?? '—' },
    sortable(t('projectMgt.field.startDate'), 'startDate'),
    { title: t('projectMgt.field.endDate'), dataIndex: 'endDate' },
    {
      title: t('projectMgt.field.moderators'),
      dataIndex: 'moderators',
      ellipsis: true,
      render: (_: unknown, p) => names(p.moderators) || '—',
    },
    { title: t('projectMgt.field.sessions'), dataIndex: 'sessionCount' },
    sortable(t('projectMgt.field.createdAt'), 'createdAt', { render: (at: string) => new Date(at).toLocaleString() }),
    {
      title: t('projectMgt.field.actions'),
      dataIndex: 'id',
      render: (_: unknown, p) => <ProjectActions project={p} onChanged={list.refresh} readOnly={operationsView} />,
    },
  ];

  const exportCsv = async () => {
    setExporting(true);
    try {
      const { sortField, sortOrder, keyword, status, clientId, dateFrom, dateTo } = list.query;
      const { blob, filename } = await api.exportCsv({ sortField, sortOrder, keyword, status, clientId, dateFrom, dateTo });
      saveBlob(blob, filename ?? 'projects.csv');
      Message.success(t('projectMgt.done.exported'));
    } catch {
      // The client has shown the server's message.
    } finally {
      setExporting(false);
    }
  };

  return (
    <Card>
      <Space direction="vertical" size="medium" style={{ width: '100%' }}>
        {operationsView && (
          <Typography.Title heading={6} style={{ margin: 0 }}>
            {t('projectMgt.operations.title')}
          </Typography.Title>
        )}
        <Space style={{ width: '100%', justifyContent: 'space-between' }} align="start" wrap>
          <ProjectFilters showClient={offers.clientFilter} onSearch={(filter: ProjectSearch) => list.setQuery(filter)} />
          {operationsView && offers.csvExport && (
            <Permission operation="project:export">
              <Button type="primary" loading={exporting} onClick={exportCsv}>
                {t('projectMgt.action.export')}
              </Button>
            </Permission>
          )}
          {!operationsView && (
            <Permission operation={operations.addProject}>
              <Button type="primary" onClick={() => goTo(routes.createProject)}>
                {t('projectMgt.action.create')}
              </Button>
            </Permission>
          )}
        </Space>
        <Table
          rowKey="id"
          columns={columns}
          data={list.data}
          loading={list.loading}
          pagination={list.pagination}
          onChange={(_page, sorter) => {
            const one = Array.isArray(sorter) ? sorter[0] : sorter;
            const sortField = one?.direction ? SORTABLE[String(one.field)] : undefined;
            const sortOrder = sortField ? one?.direction : undefined;
            if (sortField !== list.query.sortField || sortOrder !== list.query.sortOrder) list.setQuery({ sortField, sortOrder });
          }}
        />
      </Space>
    </Card>
  );
}
