import { Form, Input, Select } from '@arco-design/web-react';
import type { PictureItListRequest } from '@backoffice/api/contract';
import { SearchForm, useT } from '@backoffice/console-ui';

/** Filters of the Picture It list. */
export type SetFilter = Pick<PictureItListRequest, 'keyword' | 'status'>;

/** The Picture It list's search bar: set name and status, filled from `query` (the URL's view). */
export function PictureItSearch(props: { query: SetFilter; onSearch(filter: SetFilter): void }) {
  const t = useT();
  const initial = { keyword: props.query.keyword, status: props.query.status };
  return (
    <SearchForm<SetFilter>
      key={JSON.stringify(initial)}
      initialValues={initial}
      onSearch={({ keyword, status }) => props.onSearch({ keyword, status })}
    >
      <Form.Item field="keyword">
        <Input aria-label={t('pictureIt.search.keyword')} placeholder={t('pictureIt.search.keyword')} style={{ width: 220 }} allowClear />
      </Form.Item>
      <Form.Item field="status">
        <Select
          aria-label={t('pictureIt.search.status')}
          placeholder={t('pictureIt.search.status')}
          style={{ width: 140 }}
          allowClear
          options={[
            { label: t('pictureIt.status.enabled'), value: 'enabled' },
            { label: t('pictureIt.status.disabled'), value: 'disabled' },
          ]}
        />
      </Form.Item>
    </SearchForm>
  );
}
