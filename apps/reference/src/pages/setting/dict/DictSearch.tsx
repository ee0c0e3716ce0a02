import { Form, Input, Select } from '@arco-design/web-react';
import type { DictFilter } from '@backoffice/api/contract';
import { SearchForm, useT } from '@backoffice/console-ui';

export type { DictFilter };

/** The dictionary list's search bar: keyword (code or name) and status, filled from `query` (the URL's view). */
export function DictSearch({ query, onSearch }: { query: DictFilter; onSearch(filter: DictFilter): void }) {
  const t = useT();
  const initial = { keyword: query.keyword, status: query.status };
  return (
    <SearchForm<DictFilter>
      key={JSON.stringify(initial)}
      initialValues={initial}
      onSearch={({ keyword, status }) => onSearch({ keyword, status })}
      searchText={t('dict.search.submit')}
    >
      <Form.Item field="keyword">
        <Input aria-label={t('dict.search.keyword')} placeholder={t('dict.search.keyword')} style={{ width: 220 }} allowClear />
      </Form.Item>
      <Form.Item field="status">
        <Select
          aria-label={t('dict.search.status')}
          placeholder={t('dict.search.status')}
          style={{ width: 160 }}
          allowClear
          options={[
            { label: t('dict.status.enabled'), value: 'enabled' },
            { label: t('dict.status.disabled'), value: 'disabled' },
          ]}
        />
      </Form.Item>
    </SearchForm>
  );
}
