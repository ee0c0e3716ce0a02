import { Space, Table, Tag, Typography, type TableColumnProps } from '@arco-design/web-react';
import type { AuditItem } from '@backoffice/api/contract';
import { useConsole, usePagedList, useT, DateTime } from '@backoffice/console-ui';
import { auditApi } from './api';
import { AuditFilters, type AuditFilter } from './AuditFilters';

const OUTCOME_COLORS: Record<AuditItem['outcome'], string> = { success: 'green', failure: 'orangered', denied: 'red' };

/** The audit log, newest first, with filters and pagination. */
export function AuditTable() {
  const t = useT();
  const api = auditApi(useConsole().client);
  const list = usePagedList<AuditItem, AuditFilter>((query) => api.list(query));
  const columns: TableColumnProps<AuditItem>[] = [
    {
      title: t('auditLog.column.at'),
      dataIndex: 'at',
      width: 200,
      render: (at: string) => <DateTime value={at} timeZone="UTC" showZone />,
    },
    { title: t('auditLog.column.actor'), dataIndex: 'actorUsername', render: (name: string | null) => name ?? '—' },
    { title: t('auditLog.column.action'), dataIndex: 'action', render: (action: string) => <Tag>{action}</Tag> },
    { title: t('auditLog.column.target'), dataIndex: 'target', render: (target: string | null) => target ?? '—' },
    {
      title: t('auditLog.column.outcome'),
      dataIndex: 'outcome',
      render: (outcome: AuditItem['outcome']) => <Tag color={OUTCOME_COLORS[outcome]}>{t(`auditLog.outcome.${outcome}`)}</Tag>,
    },
    { title: t('auditLog.column.ip'), dataIndex: 'ip', render: (ip: string | null) => ip ?? '—' },
    {
      title: t('auditLog.column.detail'),
      dataIndex: 'detail',
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
    <Space direction="vertical" size="medium" style={{ width: '100%' }}>
      <AuditFilters
        onSearch={(filter) => {
          list.setQuery(filter);
          list.refresh();
        }}
      />
      <Table rowKey="id" columns={columns} data={list.data} loading={list.loading} pagination={list.pagination} />
    </Space>
  );
}
