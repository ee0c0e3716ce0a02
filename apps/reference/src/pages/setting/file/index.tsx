import { useState } from 'react';
import { Button, Card, Space } from '@arco-design/web-react';
import type { FileRecord } from '@backoffice/api/contract';
import { DeleteButton, PageCard, Permission, ResourceList, saveBlob, useConsole, useT, type ResourceListApi } from '@backoffice/console-ui';
import { bulkApi } from '../../list-shared/bulkApi';
import { bulkDeleteAction } from '../../list-shared/bulkActions';
import { useServerPreferences } from '../../list-shared/preferencesStore';
import { fileApi } from './api';
import { fileColumns } from './fileColumns';
import { fileFilterFields, type FileFilter } from './fileFilters';
import { FileUpload } from './FileUpload';
import { PreviewModal } from './PreviewModal';

const FILTER_KINDS = { keyword: 'string', mime: 'string' } as const;

/**
 * setting/file: upload with progress; the files with name/type filters in the URL, image preview, download, delete
 * with Undo (refused while in use), bulk delete with Undo and export.
 */
export default function FilePage() {
  const t = useT();
  const { client } = useConsole();
  const api = fileApi(client);
  const bulk = bulkApi(client, 'file', 'file');
  const preferences = useServerPreferences();
  const [previewing, setPreviewing] = useState<FileRecord | null>(null);

  const download = async (file: FileRecord) => {
    try {
      const { blob, filename } = await api.download(file.id);
      saveBlob(blob, filename ?? file.name);
    } catch {
      // The client has shown the server's message.
    }
  };
  const rowActions = (file: FileRecord, list: ResourceListApi) => (
    <Space size="mini">
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
      <DeleteButton
        operation="file:delete"
        label={t('file.delete')}
        confirm={t('file.deleteConfirm', { name: file.name })}
        done={t('file.deleted')}
        list={list}
        remove={() => api.remove(file.id)}
        restore={() => bulk.restore([file.id])}
      />
    </Space>
  );

  return (
    <Space direction="vertical" size="medium" style={{ width: '100%' }}>
      <Permission operation="file:add">
        <Card title={t('file.upload.title')}>
          <FileUpload />
        </Card>
      </Permission>
      <PageCard overlays={<PreviewModal file={previewing} onClose={() => setPreviewing(null)} />}>
        <ResourceList<FileRecord, FileFilter>
          name="file"
          resource="file"
          syncWithLocation={{ filters: FILTER_KINDS, sortFields: [] }}
          preferences={preferences}
          columns={fileColumns(t)}
          fetcher={(query) => api.list(query)}
          filterFields={fileFilterFields(t)}
          bulkActions={[
            bulkDeleteAction(bulk, { label: t('file.delete'), operation: 'file:delete', confirm: t('file.bulk.deleteConfirm'), t }),
          ]}
          exportView={bulk.exportView}
          exportOperation="file:list"
          rowActions={rowActions}
        />
      </PageCard>
    </Space>
  );
}
