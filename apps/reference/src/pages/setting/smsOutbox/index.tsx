import { Alert, Button, Card, Form, Input, Space, Table } from '@arco-design/web-react';
import type { TableColumnProps } from '@arco-design/web-react';
import type { SmsOutboxRecord } from '@backoffice/api/contract';
import { useDateTime, usePagedList, useT } from '@backoffice/console-ui';
import { useApi } from '../../../app/useApi';

type Filters = { recipient?: string };

/** Settings > SMS outbox: the text messages recorded instead of sent (no gateway configured), newest first. */
export default function SmsOutboxPage() {
  const t = useT();
  const formatDate = useDateTime();
  const api = useApi();
  const list = usePagedList<SmsOutboxRecord, Filters>((query) => api.post('/api/admin/verifyCode/outbox', query), {
    resource: 'verifyCode',
  });
  const [form] = Form.useForm<Filters>();
  const search = (values: Filters) => list.setQuery({ recipient: values.recipient?.trim() || undefined });
  const columns: TableColumnProps<SmsOutboxRecord>[] = [
    { title: t('smsOutbox.column.createdAt'), dataIndex: 'createdAt', width: 200, render: (at: string) => formatDate(at) },
    { title: t('smsOutbox.column.recipient'), dataIndex: 'recipient', width: 180 },
    { title: t('smsOutbox.column.body'), dataIndex: 'body' },
  ];
  return (
    <Card title={t('smsOutbox.title')}>
      <Alert type="info" content={t('smsOutbox.note')} style={{ marginBottom: 16 }} />
      <Form form={form} layout="inline" onSubmit={search} style={{ marginBottom: 16 }}>
        <Form.Item field="recipient">
          <Input allowClear placeholder={t('smsOutbox.search.recipient')} aria-label={t('smsOutbox.search.recipient')} />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            {t('smsOutbox.search.submit')}
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              search({});
            }}
          >
            {t('smsOutbox.search.reset')}
          </Button>
        </Space>
      </Form>
      <Table<SmsOutboxRecord> rowKey="id" columns={columns} data={list.data} loading={list.loading} pagination={list.pagination} />
    </Card>
  );
}
