import { Form, Input, Select } from '@arco-design/web-react';
import type { FileListRequest } from '@backoffice/api/contract';
import { useT } from '@backoffice/console-ui';
import { QuerySearchForm } from '../../list-shared/QuerySearchForm';

/** Filters of the file list. */
export type FileFilter = Pick<FileListRequest, 'keyword' | 'mime'>;

/** The file list's search bar: name and type, filled from `query` (the URL's view). */
export function FileSearch(props: { query: FileFilter; onSearch(filter: FileFilter): void }) {
  const t = useT();
  return (
    <QuerySearchForm<FileFilter> fields={['keyword', 'mime']} query={props.query} onSearch={props.onSearch}>
      <Form.Item field="keyword">
        <Input aria-label={t('file.search.keyword')} placeholder={t('file.search.keyword')} style={{ width: 240 }} allowClear />
      </Form.Item>
      <Form.Item field="mime">
        <Select
          aria-label={t('file.search.type')}
          placeholder={t('file.search.type')}
          style={{ width: 180 }}
          allowClear
          options={[
            { label: t('file.search.images'), value: 'image' },
            { label: 'PDF', value: 'application/pdf' },
            { label: 'CSV', value: 'text/csv' },
            { label: t('file.search.text'), value: 'text/plain' },
            { label: 'Markdown', value: 'text/markdown' },
          ]}
        />
      </Form.Item>
    </QuerySearchForm>
  );
}
