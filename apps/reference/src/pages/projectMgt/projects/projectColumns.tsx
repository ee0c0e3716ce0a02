import type { ProjectItem } from '@backoffice/api/contract';
import type { ResourceColumn } from '@backoffice/console-ui';
import { DictOrFixedTag } from '../fields/DictOrFixed';
import { DateTime } from '@backoffice/console-ui';

const names = (refs: { name: string }[]) => refs.map((r) => r.name).join(', ');

/** The fields the project lists sort by (the server's ProjectSortField). */
export const PROJECT_SORT_FIELDS = ['name', 'code', 'startDate', 'createdAt'] as const;

/** The columns of the project lists (code first: it is the card's title on phones). */
export function projectColumns(t: (key: string) => string): ResourceColumn<ProjectItem>[] {
  return [
    { key: 'code', title: t('projectMgt.field.code'), sortable: true, hideable: false },
    { key: 'name', title: t('projectMgt.field.name'), sortable: true },
    {
      key: 'status',
      title: t('projectMgt.field.status'),
      render: (status: string) => <DictOrFixedTag code="project_status" value={status} />,
    },
    { key: 'client', title: t('projectMgt.field.client'), render: (_: unknown, p: ProjectItem) => p.client?.name ?? '—' },
    { key: 'startDate', title: t('projectMgt.field.startDate'), sortable: true, kind: 'date' },
    { key: 'endDate', title: t('projectMgt.field.endDate'), kind: 'date' },
    {
      key: 'moderators',
      title: t('projectMgt.field.moderators'),
      ellipsis: true,
      render: (_: unknown, p: ProjectItem) => names(p.moderators) || '—',
    },
    { key: 'sessionCount', title: t('projectMgt.field.sessions') },
    {
      key: 'createdAt',
      title: t('projectMgt.field.createdAt'),
      sortable: true,
      hideInCards: true,
      render: (at: string) => <DateTime value={at} />,
    },
  ];
}
