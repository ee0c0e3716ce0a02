import type { FileListRequest, FileListResult, FileRecord, UndoableDelete } from '@backoffice/api/contract';
import type { EnvelopeClient } from '@backoffice/console-core';

/** The file calls of the setting/file page. Downloads and previews go through the client so the token is sent. */
export function fileApi(client: EnvelopeClient) {
  return {
    list: (body: FileListRequest) => client.post<FileListResult>('/api/admin/file/list', body),
    remove: (id: number) => client.post<UndoableDelete>('/api/admin/file/delete', { id }, { invalidates: 'file' }),
    upload: (file: File, onProgress: (percent: number) => void) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return client.post<FileRecord>('/api/admin/file/upload', form, {
        invalidates: 'file',
        onUploadProgress: (event) => onProgress(event.total ? Math.round((event.loaded / event.total) * 100) : 0),
      });
    },
    download: (id: number) => client.download(`/api/admin/file/download/${id}`),
    preview: (id: number) => client.download(`/api/admin/file/preview/${id}`),
  };
}
