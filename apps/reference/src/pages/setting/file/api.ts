import type { ApiClient } from '@backoffice/api-client';

/**
 * Files in and out (the file list's own calls: `api.resource('file')`): an upload with its progress, and downloads and
 * previews through the client so that the token is sent. The Picture It form uploads and previews its images here too.
 */
export function fileTransfers(api: ApiClient) {
  const file = (id: number) => ({ params: { id: String(id) } });
  return {
    upload: (upload: File, onProgress?: (percent: number) => void) => {
      const form = new FormData();
      form.append('file', upload, upload.name);
      return api.post('/api/admin/file/upload', form, {
        invalidates: 'file',
        onUploadProgress: (event) => onProgress?.(event.total ? Math.round((event.loaded / event.total) * 100) : 0),
      });
    },
    download: (id: number) => api.download('/api/admin/file/download/{id}', undefined, file(id)),
    preview: (id: number) => api.download('/api/admin/file/preview/{id}', undefined, file(id)),
  };
}
