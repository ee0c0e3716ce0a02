import { useState } from 'react';
import { Button, Card, Space } from '@arco-design/web-react';
import type { FileRecord } from '@backoffice/api/contract';
import { Permission, saveBlob, useConsole, useT } from '@backoffice/console-ui';
import { bulkApi } from '../../list-shared/bulkApi';
import { bulkDeleteAction } from '../../list-shared/bulkActions';
import { ListPage } from '../../list-shared/ListPage';
import { useApi } from '../../../app/useApi';
import { fileTransfers } from './api';
import { fileColumns } from './fileColumns';
import { fileFilterFields, type FileFilter } from './fileFilters';
import { FileUpload } from './FileUpload';
import { PreviewModal } from './PreviewModal';

/**
 * setting/file: upload with progress; the files with name/type filters in the URL, image preview, download, delete
 * with Undo (refused while in use), bulk delete with Undo and export.
 */
export default function FilePage() {
  const t = useT();
  const { client } = useConsole();
  const server = useApi();
  const api = server.resource('file');
  const bulk = bulkApi(client, 'file', 'file');
  const [previewing, setPreviewing] = useState<FileRecord | null>(null);

  const download = async (file: FileRecord) => {
    try {
      const { blob, filename } = await fileTransfers(server).download(file.id);
      saveBlob(blob, filename ?? file.name);
    } catch {
      // The client has shown the server's message.
    }
  };
  const previewAndDownload = (file: FileRecord) => (
    <>
      {file.mime.startsWith('image/') && (
        <Button type="text" size="small" onClick={() => setPreviewing(file)}>
          {t('file.preview')}
        </Button>
      )}
      <Permission operation="file:detail">
        <Button type="text" size="small" onClick={() => void download(file)}>
          {t('file.download')}
        </Button>
      </Permission>
    </>
  );

  return (
    <Space direction="vertical" size="medium" style={{ width: '100%' }}>
      <Permission operation="file:add">
        <Card title={t('file.upload.title')}>
          <FileUpload />
        </Card>
      </Permission>
      <ListPage<FileRecord, FileFilter>
        name="file"
        filterKinds={{ keyword: 'string', mime: 'string' }}
        columns={fileColumns(t)}
        fetcher={(query) => api.list(query)}
        filterFields={fileFilterFields(t)}
        bulk={{
          actions: [
            bulkDeleteAction(bulk, { label: t('file.delete'), operation: 'file:delete', confirm: t('file.bulk.deleteConfirm'), t }),
          ],
          exportView: bulk.exportView,
        }}
        rows={{
          extra: previewAndDownload,
          remove: {
            confirm: (file) => t('file.deleteConfirm', { name: file.name }),
            run: (file) => api.delete({ id: file.id }),
            restore: (file) => bulk.restore([file.id]),
          },
        }}
        overlays={<PreviewModal file={previewing} onClose={() => setPreviewing(null)} />}
      />
    </Space>
  );
}
