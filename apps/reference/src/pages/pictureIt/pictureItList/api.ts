import type { ApiClient } from '@backoffice/api-client';

/** The images of a Picture It set: uploaded and previewed through the file module (the set's own calls: `api.resource('pictureIt')`). */
export function pictureItImages(api: ApiClient) {
  return {
    upload: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return api.post('/api/admin/file/upload', form, { invalidates: 'file' });
    },
    preview: async (fileId: number) =>
      (await api.download('/api/admin/file/preview/{id}', undefined, { params: { id: String(fileId) } })).blob,
  };
}
