import type {
  FileUploadResult,
  PictureItAddRequest,
  PictureItListRequest,
  PictureItListResult,
  PictureItSetDetail,
  PictureItUpdateRequest,
  UndoableDelete,
} from '@backoffice/api/contract';
import type { EnvelopeClient } from '@backoffice/console-core';

/** The Picture It calls of the pictureIt/pictureItList page; images go through the file module's upload and preview. */
export function pictureItApi(client: EnvelopeClient) {
  return {
    list: (body: PictureItListRequest) => client.post<PictureItListResult>('/api/admin/pictureIt/list', body),
    detail: (id: number) => client.post<PictureItSetDetail>('/api/admin/pictureIt/detail', { id }),
    add: (body: PictureItAddRequest) => client.post<PictureItSetDetail>('/api/admin/pictureIt/add', body, { invalidates: 'pictureIt' }),
    update: (body: PictureItUpdateRequest) =>
      client.post<PictureItSetDetail>('/api/admin/pictureIt/update', body, { invalidates: 'pictureIt' }),
    reorder: (id: number, imageIds: number[]) =>
      client.post<PictureItSetDetail>('/api/admin/pictureIt/reorder', { id, imageIds }, { invalidates: 'pictureIt' }),
    setStatus: (id: number, status: 'enabled' | 'disabled') =>
      client.post<null>('/api/admin/pictureIt/status', { id, status }, { invalidates: 'pictureIt' }),
    remove: (id: number) => client.post<UndoableDelete>('/api/admin/pictureIt/delete', { id }, { invalidates: 'pictureIt' }),
    upload: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return client.post<FileUploadResult>('/api/admin/file/upload', form, { invalidates: 'file' });
    },
    preview: async (fileId: number) => (await client.download(`/api/admin/file/preview/${fileId}`)).blob,
  };
}
