import { Alert, Button, Card, Form, Input, Popconfirm, Select, Space, Table, Tag } from '@arco-design/web-react';
import type { TableColumnProps } from '@arco-design/web-react';
import type { VerifyCodeRecord, VerifyCodeStatus } from '@backoffice/api/contract';
import { Permission, useConsole, usePagedList, useT, DateTime } from '@backoffice/console-ui';
import { verifyCodeApi } from './api';

type Filters = { phoneNumber?: string; status?: VerifyCodeStatus };
const STATUS_COLORS: Record<VerifyCodeStatus, string> = { issued: 'arcoblue', used: 'green', expired: 'gray', locked: 'red' };

/** Settings > verification codes: who was sent a code, its status and tries (never the code), with delete. */
export default function VerifyCodePage() {
  const t = useT();
  const { client, notifier } = useConsole();
  const api = verifyCodeApi(client);
  const list = usePagedList<VerifyCodeRecord, Filters>((query) => api.list(query), { resource: 'verifyCode' });
  const [form] = Form.useForm<Filters>();
  const search = (values: Filters) =>
    list.setQuery({ phoneNumber: values.phoneNumber?.trim() || undefined, status: values.status || undefined });
  const remove = async (id: number) => {
    try {
      await api.remove(id);
      notifier.toast({ type: 'success', content: t('verifyCode.deleted') });
      list.refresh();
    } catch {
      // shown by the client
    }
  };
  const when = (value: string | null) => <DateTime value={value} />;
  const columns: TableColumnProps<VerifyCodeRecord>[] = [
    { title: t('verifyCode.column.phoneNumber'), dataIndex: 'phoneNumber' },
    { title: t('verifyCode.column.purpose'), dataIndex: 'purpose', render: (value: string) => t(`verifyCode.purpose.${value}`) },
    {
      title: t('verifyCode.column.status'),
      dataIndex: 'status',
      render: (value: VerifyCodeStatus) => <Tag color={STATUS_COLORS[value]}>{t(`verifyCode.status.${value}`)}</Tag>,
    },
    { title: t('verifyCode.column.tries'), dataIndex: 'tries' },
    { title: t('verifyCode.column.username'), dataIndex: 'username' },
    { title: t('verifyCode.column.createdAt'), dataIndex: 'createdAt', render: when },
    { title: t('verifyCode.column.expiresAt'), dataIndex: 'expiresAt', render: when },
    {
      title: t('verifyCode.column.actions'),
      dataIndex: 'actions',
      render: (_: unknown, row) => (
        <Permission operation="verifyCode:delete">
          <Popconfirm title={t('verifyCode.deleteConfirm')} onOk={() => remove(row.id)}>
            <Button type="text" size="small" status="danger">
              {t('verifyCode.delete')}
            </Button>
          </Popconfirm>
        </Permission>
      ),
    },
  ];
  return (
    <Card title={t('verifyCode.title')}>
      <Alert type="info" content={t('verifyCode.note')} style={{ marginBottom: 16 }} />
      <Form form={form} layout="inline" onSubmit={search} style={{ marginBottom: 16 }}>
        <Form.Item field="phoneNumber">
          <Input allowClear placeholder={t('verifyCode.search.phone')} aria-label={t('verifyCode.search.phone')} />
        </Form.Item>
        <Form.Item field="status">
          <Select allowClear placeholder={t('verifyCode.search.status')} aria-label={t('verifyCode.search.status')} style={{ width: 140 }}>
            {(['issued', 'used', 'expired', 'locked'] as const).map((s) => (
              <Select.Option key={s} value={s}>
                {t(`verifyCode.status.${s}`)}
              </Select.Option>
            ))}
          </Select>
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            {t('verifyCode.search.submit')}
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              search({});
            }}
          >
            {t('verifyCode.search.reset')}
          </Button>
        </Space>
      </Form>
      <Table<VerifyCodeRecord> rowKey="id" columns={columns} data={list.data} loading={list.loading} pagination={list.pagination} />
    </Card>
  );
}
