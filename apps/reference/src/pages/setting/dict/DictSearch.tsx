import { Form, Input, Select } from '@arco-design/web-react';
import type { DictFilter } from '@backoffice/api/contract';
import { SearchForm, useT } from '@backoffice/console-ui';

export type { DictFilter };

/** The filters a dictionary or item list searches by. */
type KeywordStatus = Pick<DictFilter, 'keyword' | 'status'>;

/**
 * A search bar of a keyword and an enabled/disabled status, filled from `query` (the URL's view), in the strings of
 * the page `page` (`<page>.search.keyword`, `<page>.search.status`, `<page>.status.*`).
 * @example
 * <KeywordStatusSearch page="dictItem" query={query} onSearch={setQuery} />
 */
export function KeywordStatusSearch<F extends KeywordStatus>(props: {
  page: 'dict' | 'dictItem';
  query: F;
  onSearch(filter: KeywordStatus): void;
}) {
  const { page, query, onSearch } = props;
  const t = useT();
  const initial = { keyword: query.keyword, status: query.status };
  return (
    <SearchForm<KeywordStatus>
      key={JSON.stringify(initial)}
      initialValues={initial}
      onSearch={({ keyword, status }) => onSearch({ keyword, status })}
      searchText={t('dict.search.submit')}
    >
      <Form.Item field="keyword">
        <Input aria-label={t(`${page}.search.keyword`)} placeholder={t(`${page}.search.keyword`)} style={{ width: 220 }} allowClear />
      </Form.Item>
      <Form.Item field="status">
        <Select
          aria-label={t(`${page}.search.status`)}
          placeholder={t(`${page}.search.status`)}
          style={{ width: 160 }}
          allowClear
          options={[
            { label: t(`${page}.status.enabled`), value: 'enabled' },
            { label: t(`${page}.status.disabled`), value: 'disabled' },
          ]}
        />
      </Form.Item>
    </SearchForm>
  );
}
