import { useState } from 'react';
import {
  Button,
  Card,
  Input,
  Message,
  Popconfirm,
  Select,
  Space,
  Table,
  Tag,
  Typography,
  type TableColumnProps,
} from '@arco-design/web-react';
import type { FileListRequest, FileRecord } from '@backoffice/api/contract';
import { Permission, saveBlob, useConsole, usePagedList, useT, DateTime } from '@backoffice/console-ui';
import { fileApi } from './api';
import { FileUpload } from './FileUpload';
import { PreviewModal } from './PreviewModal';
import { formatSize } from './formatSize';

type FileFilter = Pick<FileListRequest, 'keyword' | 'mime'>;

/** setting/file: upload with progress, search, image preview, download and delete (refused while in use). */
export default function FilePage() {
  const t = useT();
  const api = fileApi(useConsole().client);
  const list = usePagedList<FileRecord, FileFilter>((query) => api.list(query), { resource: 'file' });
  const [keyword, setKeyword] = useState('');
  const [mime, setMime] = useState<string>();
  const [previewing, setPreviewing] = useState<FileRecord | null>(null);

  const download = async (file: FileRecord) => {
    try {
      const { blob, filename } = await api.download(file.id);
      saveBlob(blob, filename ?? file.name);
    } catch {
      // The client has shown the server's message.
    }
  };
  const remove = async (file: FileRecord) => {
    try {
      await api.remove(file.id);
      Message.success(t('file.deleted'));
      list.refresh();
    } catch {
      // The client has shown the server's refusal (e.g. the file is in use).
    }
  };

  const columns: TableColumnProps<FileRecord>[] = [
    { title: t('file.column.name'), dataIndex: 'name', ellipsis: true },
    { title: t('file.column.type'), dataIndex: 'mime', render: (m: string) => <Tag>{m}</Tag> },
    { title: t('file.column.size'), dataIndex: 'size', render: (size: number) => formatSize(size) },
    {
      title: t('file.column.sha256'),
      dataIndex: 'sha256',
      render: (hash: string) => (
        <Typography.Text copyable={{ text: hash }} style={{ fontFamily: 'monospace' }}>
          {hash.slice(0, 12)}
        </Typography.Text>
      ),
    },
    { title: t('file.column.uploader'), dataIndex: 'uploaderName' },
    { title: t('file.column.createdAt'), dataIndex: 'createdAt', render: (at: string) => <DateTime value={at} /> },
    {
      title: t('file.column.usage'),
      dataIndex: 'usageCount',
      render: (n: number) => (n > 0 ? <Tag color="orange">{t('file.inUse', { count: n })}</Tag> : '-'),
    },
    {
      title: t('file.column.actions'),
      dataIndex: 'id',
      render: (_: unknown, file) => (
        <Space size="mini">
          {file.mime.startsWith('image/') && (
            <Button type="text" size="small" onClick={() => setPreviewing(file)}>
              {t('file.preview')}
            </Button>
          )}
          <Permission operation="file:detail">
            <Button type="text" size="small" onClick={() => download(file)}>
              {t('file.download')}
            </Button>
          </Permission>
          <Permission operation="file:delete">
            <Popconfirm title={t('file.deleteConfirm', { name: file.name })} onOk={() => remove(file)}>
              <Button type="text" size="small" status="danger">
                {t('file.delete')}
              </Button>
            </Popconfirm>
          </Permission>
        </Space>
      ),
    },
  ];

  const search = () => list.setQuery({ keyword: keyword.trim() || undefined, mime });
  return (
    <Space direction="vertical" size="medium" style={{ width: '100%' }}>
      <Permission operation="file:add">
        <Card title={t('file.upload.title')}>
          <FileUpload onUploaded={() => list.refresh()} />
        </Card>
      </Permission>
      <Card>
        <Space direction="vertical" size="medium" style={{ width: '100%' }}>
          <Space wrap>
            <Input
              aria-label={t('file.search.keyword')}
              placeholder={t('file.search.keyword')}
              style={{ width: 240 }}
              allowClear
              value={keyword}
              onChange={setKeyword}
              onPressEnter={search}
            />
            <Select
              aria-label={t('file.search.type')}
              placeholder={t('file.search.type')}
              style={{ width: 180 }}
              allowClear
              value={mime}
              onChange={(value?: string) => setMime(value)}
              options={[
                { label: t('file.search.images'), value: 'image' },
                { label: 'PDF', value: 'application/pdf' },
                { label: 'CSV', value: 'text/csv' },
                { label: t('file.search.text'), value: 'text/plain' },
                { label: 'Markdown', value: 'text/markdown' },
              ]}
            />
            <Button type="primary" onClick={search}>
              {t('file.search.submit')}
            </Button>
            <Button
              onClick={() => {
                setKeyword('');
                setMime(undefined);
                list.setQuery({ keyword: undefined, mime: undefined });
              }}
            >
              {t('file.search.reset')}
            </Button>
          </Space>
          <Table rowKey="id" columns={columns} data={list.data} loading={list.loading} pagination={list.pagination} />
        </Space>
      </Card>
      <PreviewModal file={previewing} onClose={() => setPreviewing(null)} />
    </Space>
  );
}
