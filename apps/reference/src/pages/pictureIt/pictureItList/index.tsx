import { useCallback, useState } from 'react';
import { Button, Form, Input, Message, Popconfirm, Select, Space, Switch, Table, type TableColumnProps } from '@arco-design/web-react';
import type { PictureItListRequest, PictureItSetSummary } from '@backoffice/api/contract';
import {
  PageCard,
  Permission,
  SearchForm,
  useConsole,
  useOperation,
  usePagedList,
  useRowAction,
  useT,
  DateTime,
} from '@backoffice/console-ui';
import { pictureItApi } from './api';
import { FilePreview } from './FilePreview';
import { SetFormModal } from './SetFormModal';

type SetFilter = Pick<PictureItListRequest, 'keyword' | 'status'>;

/** pictureIt/pictureItList: image sets for the picture-association exercise, with search, add/edit/delete and status. */
export default function PictureItListPage() {
  const t = useT();
  const { client } = useConsole();
  const api = pictureItApi(client);
  const list = usePagedList<PictureItSetSummary, SetFilter>((query) => api.list(query), { resource: 'pictureIt' });
  const [form, setForm] = useState<{ visible: boolean; set: PictureItSetSummary | null }>({ visible: false, set: null });
  const canStatus = useOperation('pictureIt:status');
  const closeForm = useCallback(() => setForm({ visible: false, set: null }), []);

  // A refusal (e.g. 409 while a question uses the set) is shown by the client.
  const act = useRowAction(list.refresh);

  const columns: TableColumnProps<PictureItSetSummary>[] = [
    {
      title: t('pictureIt.column.cover'),
      dataIndex: 'coverFileId',
      width: 90,
      render: (id: number | null, s) => <FilePreview fileId={id} alt={s.name} size={48} />,
    },
    { title: t('pictureIt.column.name'), dataIndex: 'name' },
    { title: t('pictureIt.column.instructions'), dataIndex: 'instructions', ellipsis: true },
    { title: t('pictureIt.column.images'), dataIndex: 'imageCount' },
    {
      title: t('pictureIt.column.status'),
      dataIndex: 'status',
      render: (value: string, s) => (
        <Switch
          size="small"
          checked={value === 'enabled'}
          disabled={!canStatus}
          aria-label={t('pictureIt.column.status')}
          onChange={(on) => act(() => api.setStatus(s.id, on ? 'enabled' : 'disabled'), t('pictureIt.saved'))}
        />
      ),
    },
    { title: t('pictureIt.column.updatedAt'), dataIndex: 'updatedAt', render: (at: string) => <DateTime value={at} /> },
    {
      title: t('pictureIt.column.actions'),
      dataIndex: 'id',
      render: (_: unknown, s) => (
        <Space size="mini">
          <Permission operation="pictureIt:update">
            <Button type="text" size="small" onClick={() => setForm({ visible: true, set: s })}>
              {t('pictureIt.edit')}
            </Button>
          </Permission>
          <Permission operation="pictureIt:delete">
            <Popconfirm
              title={t('pictureIt.deleteConfirm', { name: s.name })}
              onOk={() => act(() => api.remove(s.id), t('pictureIt.deleted'))}
            >
              <Button type="text" size="small" status="danger">
                {t('pictureIt.delete')}
              </Button>
            </Popconfirm>
          </Permission>
        </Space>
      ),
    },
  ];

  return (
    <PageCard
      header={
        <SearchForm<SetFilter> onSearch={({ keyword, status }) => list.setQuery({ keyword, status })}>
          <Form.Item field="keyword">
            <Input
              aria-label={t('pictureIt.search.keyword')}
              placeholder={t('pictureIt.search.keyword')}
              style={{ width: 220 }}
              allowClear
            />
          </Form.Item>
          <Form.Item field="status">
            <Select
              aria-label={t('pictureIt.search.status')}
              placeholder={t('pictureIt.search.status')}
              style={{ width: 140 }}
              allowClear
              options={[
                { label: t('pictureIt.status.enabled'), value: 'enabled' },
                { label: t('pictureIt.status.disabled'), value: 'disabled' },
              ]}
            />
          </Form.Item>
        </SearchForm>
      }
      extra={
        <Permission operation="pictureIt:add">
          <Button type="primary" onClick={() => setForm({ visible: true, set: null })}>
            {t('pictureIt.add')}
          </Button>
        </Permission>
      }
      overlays={
        <SetFormModal
          visible={form.visible}
          set={form.set}
          onClose={closeForm}
          onSaved={() => {
            closeForm();
            Message.success(t('pictureIt.saved'));
            list.refresh();
          }}
        />
      }
    >
      <Table rowKey="id" columns={columns} data={list.data} loading={list.loading} pagination={list.pagination} />
    </PageCard>
  );
}
