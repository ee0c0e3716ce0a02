import { useState } from 'react';
import { Button, Message, Popconfirm, Space, Table, Tag, type TableColumnProps } from '@arco-design/web-react';
import { useNavigate } from 'react-router-dom';
import type { DictRecord } from '@backoffice/api/contract';
import { PageCard, Permission, useConsole, usePagedList, useT, DateTime } from '@backoffice/console-ui';
import { dictApi } from './api';
import { DictFormModal } from './DictFormModal';
import { DictSearch, type DictFilter } from './DictSearch';
import { bilingual, LocaleText, useLocaleText } from './LocaleText';

/** setting/dict: dictionaries with search and pagination, add/edit/delete, and a link to each one's items. */
export default function DictPage() {
  const t = useT();
  const navigate = useNavigate();
  const bundle = useConsole();
  const api = dictApi(bundle.client);
  const inLocale = useLocaleText();
  const list = usePagedList<DictRecord, DictFilter>((query) => api.list(query), { resource: 'dict' });
  const [form, setForm] = useState<{ visible: boolean; dict: DictRecord | null }>({ visible: false, dict: null });

  const remove = async (dict: DictRecord) => {
    try {
      await api.remove(dict.id);
      Message.success(t('dict.deleted'));
      list.refresh();
      void bundle.dict
        .getState()
        .refresh()
        .catch(() => undefined);
    } catch {
      // The client has shown the server's message.
    }
  };

  const columns: TableColumnProps<DictRecord>[] = [
    { title: t('dict.column.code'), dataIndex: 'code' },
    {
      title: t('dict.column.name'),
      dataIndex: 'name',
      render: (_: unknown, dict) => <LocaleText labels={bilingual(dict.name, dict.nameZh)} />,
    },
    {
      title: t('dict.column.status'),
      dataIndex: 'status',
      render: (status: string) => <Tag color={status === 'enabled' ? 'green' : 'gray'}>{t(`dict.status.${status}`)}</Tag>,
    },
    { title: t('dict.column.items'), dataIndex: 'itemCount' },
    {
      title: t('dict.column.remark'),
      dataIndex: 'remark',
      ellipsis: true,
      render: (_: unknown, dict) => inLocale(bilingual(dict.remark, dict.remarkZh)),
    },
    { title: t('dict.column.updatedAt'), dataIndex: 'updatedAt', render: (at: string) => <DateTime value={at} /> },
    {
      title: t('dict.column.actions'),
      dataIndex: 'id',
      render: (_: unknown, dict) => (
        <Space size="mini">
          <Button type="text" size="small" onClick={() => navigate(`/setting/dictItem?dictCode=${encodeURIComponent(dict.code)}`)}>
            {t('dict.items')}
          </Button>
          <Permission operation="dict:update">
            <Button type="text" size="small" onClick={() => setForm({ visible: true, dict })}>
              {t('dict.edit')}
            </Button>
          </Permission>
          <Permission operation="dict:delete">
            <Popconfirm title={t('dict.deleteConfirm', { name: inLocale(bilingual(dict.name, dict.nameZh)) })} onOk={() => remove(dict)}>
              <Button type="text" size="small" status="danger">
                {t('dict.delete')}
              </Button>
            </Popconfirm>
          </Permission>
        </Space>
      ),
    },
  ];

  return (
    <PageCard
      header={<DictSearch onSearch={(filter) => list.setQuery(filter)} />}
      extra={
        <Permission operation="dict:add">
          <Button type="primary" onClick={() => setForm({ visible: true, dict: null })}>
            {t('dict.add')}
          </Button>
        </Permission>
      }
      overlays={
        <DictFormModal
          visible={form.visible}
          dict={form.dict}
          onClose={() => setForm({ visible: false, dict: null })}
          onSaved={() => {
            setForm({ visible: false, dict: null });
            Message.success(t('dict.saved'));
            list.refresh();
          }}
        />
      }
    >
      <Table rowKey="id" columns={columns} data={list.data} loading={list.loading} pagination={list.pagination} />
    </PageCard>
  );
}
