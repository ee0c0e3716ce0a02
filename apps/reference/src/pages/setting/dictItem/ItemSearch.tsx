import { Form, Input, Select } from '@arco-design/web-react';
import type { DictItemFilter } from '@backoffice/api/contract';
import { SearchForm, useT } from '@backoffice/console-ui';

/** Filters of the item list (the dictionary itself comes from the URL's `dictCode`). */
export type ItemFilter = Pick<DictItemFilter, 'keyword' | 'status'>;

/** The item list's search bar: keyword (label or value) and status, filled from `query` (the URL's view). */
export function ItemSearch({ query, onSearch }: { query: ItemFilter; onSearch(filter: ItemFilter): void }) {
  const t = useT();
  const initial = { keyword: query.keyword, status: query.status };
  return (
    <SearchForm<ItemFilter>
      key={JSON.stringify(initial)}
      initialValues={initial}
      onSearch={({ keyword, status }) => onSearch({ keyword, status })}
    >
      <Form.Item field="keyword">
        <Input aria-label={t('dictItem.search.keyword')} placeholder={t('dictItem.search.keyword')} style={{ width: 220 }} allowClear />
      </Form.Item>
      <Form.Item field="status">
        <Select
          aria-label={t('dictItem.search.status')}
          placeholder={t('dictItem.search.status')}
          style={{ width: 140 }}
          allowClear
          options={[
            { label: t('dictItem.status.enabled'), value: 'enabled' },
            { label: t('dictItem.status.disabled'), value: 'disabled' },
          ]}
        />
      </Form.Item>
    </SearchForm>
  );
}
