import type { FileListRequest } from '@backoffice/api/contract';
import { useT } from '@backoffice/console-ui';
import { FilterInput, FilterSelect } from '../../list-shared/FilterFields';
import { QuerySearchForm } from '../../list-shared/QuerySearchForm';

/** Filters of the file list. */
export type FileFilter = Pick<FileListRequest, 'keyword' | 'mime'>;

/** The file list's search bar: name and type, filled from `query` (the URL's view). */
export function FileSearch(props: { query: FileFilter; onSearch(filter: FileFilter): void }) {
  const t = useT();
  const types = [
    { label: t('file.search.images'), value: 'image' },
    { label: 'PDF', value: 'application/pdf' },
    { label: 'CSV', value: 'text/csv' },
    { label: t('file.search.text'), value: 'text/plain' },
    { label: 'Markdown', value: 'text/markdown' },
  ];
  return (
    <QuerySearchForm<FileFilter> fields={['keyword', 'mime']} query={props.query} onSearch={props.onSearch}>
      <FilterInput field="keyword" label={t('file.search.keyword')} width={240} />
      <FilterSelect field="mime" label={t('file.search.type')} width={180} options={types} />
    </QuerySearchForm>
  );
}
