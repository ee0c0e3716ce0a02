import { Button, Popconfirm, Space, Table, Tag, type TableColumnProps } from '@arco-design/web-react';
import type { AgreementRecord } from '@backoffice/api/contract';
import { Permission, useT, DateTime } from '@backoffice/console-ui';

const STATUS_COLORS: Record<string, string> = { draft: 'gray', published: 'green', superseded: 'orange' };

/** What the version table can ask the page to do. */
export interface VersionActions {
  view(version: AgreementRecord): void;
  edit(version: AgreementRecord): void;
  copy(version: AgreementRecord): void;
  publish(version: AgreementRecord): void;
  remove(version: AgreementRecord): void;
}

/** Every version of a type: published, drafts (edit, publish, delete) and superseded ones. */
export function VersionTable({ versions, loading, actions }: { versions: AgreementRecord[]; loading: boolean; actions: VersionActions }) {
  const t = useT();
  const columns: TableColumnProps<AgreementRecord>[] = [
    { title: t('agreement.column.version'), dataIndex: 'version', render: (v: number) => `v${v}` },
    { title: t('agreement.column.title'), dataIndex: 'title' },
    {
      title: t('agreement.column.status'),
      dataIndex: 'status',
      render: (s: string) => <Tag color={STATUS_COLORS[s]}>{t(`agreement.status.${s}`)}</Tag>,
    },
    { title: t('agreement.column.updatedBy'), dataIndex: 'updatedBy' },
    { title: t('agreement.column.updatedAt'), dataIndex: 'updatedAt', render: (at: string) => <DateTime value={at} /> },
    {
      title: t('agreement.column.publishedAt'),
      dataIndex: 'publishedAt',
      render: (at: string | null) => <DateTime value={at} empty="-" />,
    },
    {
      title: t('agreement.column.actions'),
      dataIndex: 'id',
      render: (_: unknown, v) => (
        <Space size="mini">
          <Button type="text" size="small" onClick={() => actions.view(v)}>
            {t('agreement.view')}
          </Button>
          {v.status === 'draft' ? (
            <>
              <Permission operation="agreement:update">
                <Button type="text" size="small" onClick={() => actions.edit(v)}>
                  {t('agreement.edit')}
                </Button>
              </Permission>
              <Permission operation="agreement:status">
                <Popconfirm title={t('agreement.publishConfirm', { version: v.version })} onOk={() => actions.publish(v)}>
                  <Button type="text" size="small">
                    {t('agreement.publish')}
                  </Button>
                </Popconfirm>
              </Permission>
              <Permission operation="agreement:delete">
                <Popconfirm title={t('agreement.deleteConfirm', { version: v.version })} onOk={() => actions.remove(v)}>
                  <Button type="text" size="small" status="danger">
                    {t('agreement.delete')}
                  </Button>
                </Popconfirm>
              </Permission>
            </>
          ) : (
            <Permission operation="agreement:add">
              <Button type="text" size="small" onClick={() => actions.copy(v)}>
                {t('agreement.copy')}
              </Button>
            </Permission>
          )}
        </Space>
      ),
    },
  ];
  return <Table rowKey="id" columns={columns} data={versions} loading={loading} pagination={false} />;
}
