import { Tag, Typography } from '@arco-design/web-react';
import type { AuditItem } from '@backoffice/api/contract';
import { DateTime, ResourceList, useConsole, useT, type ResourceColumn } from '@backoffice/console-ui';
import { bulkApi } from '../../list-shared/bulkApi';
import { useServerPreferences } from '../../list-shared/preferencesStore';
import { useApi } from '../../../app/useApi';
import { AuditFilters, type AuditFilter } from './AuditFilters';

const OUTCOME_COLORS: Record<AuditItem['outcome'], string> = { success: 'green', failure: 'orangered', denied: 'red' };
const FILTER_KINDS = { actor: 'string', action: 'string', outcome: 'string', from: 'string', to: 'string' } as const;
const orDash = (value: string | null) => value ?? '—';

/** The audit log, newest first, with its filters and page in the URL, list settings and export (times in UTC). */
export function AuditTable() {
  const t = useT();
  const { client } = useConsole();
  const api = useApi().resource('audit');
  const preferences = useServerPreferences();
  const columns: ResourceColumn<AuditItem>[] = [
    {
      key: 'at',
      title: t('auditLog.column.at'),
      width: 200,
      hideable: false,
      render: (at: string) => <DateTime value={at} timeZone="UTC" showZone />,
    },
    { key: 'actorUsername', title: t('auditLog.column.actor'), render: orDash },
    { key: 'action', title: t('auditLog.column.action'), render: (action: string) => <Tag>{action}</Tag> },
    { key: 'target', title: t('auditLog.column.target'), render: orDash },
    {
      key: 'outcome',
      title: t('auditLog.column.outcome'),
      render: (outcome: AuditItem['outcome']) => <Tag color={OUTCOME_COLORS[outcome]}>{t(`auditLog.outcome.${outcome}`)}</Tag>,
    },
    { key: 'ip', title: t('auditLog.column.ip'), render: orDash },
    {
      key: 'detail',
      title: t('auditLog.column.detail'),
      hideInCards: true,
      render: (detail: string | null) =>
        detail ? (
          <Typography.Text code ellipsis={{ showTooltip: true }} style={{ maxWidth: 260 }}>
            {detail}
          </Typography.Text>
        ) : (
          '—'
        ),
    },
  ];
  return (
    <ResourceList<AuditItem, AuditFilter>
      name="auditLog"
      syncWithLocation={{ filters: FILTER_KINDS, sortFields: [] }}
      preferences={preferences}
      columns={columns}
      fetcher={(query) => api.list(query)}
      filters={({ query, setQuery }) => <AuditFilters query={query} onSearch={setQuery} />}
      exportView={bulkApi(client, 'audit', 'audit').exportView}
      exportOperation="audit:list"
    />
  );
}
