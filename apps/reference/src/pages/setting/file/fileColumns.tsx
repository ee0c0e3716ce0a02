import { Tag, Typography } from '@arco-design/web-react';
import type { FileRecord } from '@backoffice/api/contract';
import type { ResourceColumn } from '@backoffice/console-ui';
import { formatSize } from './formatSize';

type Translate = (key: string, values?: Record<string, unknown>) => string;

/** The file list's columns (the name first: it is the card's title on phones; keys match the export's). */
export function fileColumns(t: Translate): ResourceColumn<FileRecord>[] {
  return [
    { key: 'name', title: t('file.column.name'), ellipsis: true, hideable: false },
    { key: 'mime', title: t('file.column.type'), render: (m: string) => <Tag>{m}</Tag> },
    { key: 'size', title: t('file.column.size'), render: (size: number) => formatSize(size) },
    {
      key: 'sha256',
      title: t('file.column.sha256'),
      hideInCards: true,
      render: (hash: string) => (
        <Typography.Text copyable={{ text: hash }} style={{ fontFamily: 'monospace' }}>
          {hash.slice(0, 12)}
        </Typography.Text>
      ),
    },
    { key: 'uploaderName', title: t('file.column.uploader') },
    { key: 'createdAt', title: t('file.column.createdAt'), kind: 'dateTime' },
    {
      key: 'usageCount',
      title: t('file.column.usage'),
      render: (n: number) => (n > 0 ? <Tag color="orange">{t('file.inUse', { count: n })}</Tag> : '-'),
    },
  ];
}
