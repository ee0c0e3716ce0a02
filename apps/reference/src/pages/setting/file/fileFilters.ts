import type { FileListRequest } from '@backoffice/api/contract';
import type { FilterField, useT } from '@backoffice/console-ui';

/** Filters of the file list. */
export type FileFilter = Pick<FileListRequest, 'keyword' | 'mime'>;

/** The file list's search bar: name and type. */
export function fileFilterFields(t: ReturnType<typeof useT>): FilterField<FileFilter>[] {
  const types = [
    { label: t('file.search.images'), value: 'image' },
    { label: 'PDF', value: 'application/pdf' },
    { label: 'CSV', value: 'text/csv' },
    { label: t('file.search.text'), value: 'text/plain' },
    { label: 'Markdown', value: 'text/markdown' },
  ];
  return [
    { field: 'keyword', kind: 'text', label: t('file.search.keyword'), width: 240 },
    { field: 'mime', kind: 'select', label: t('file.search.type'), width: 180, options: types },
  ];
}
