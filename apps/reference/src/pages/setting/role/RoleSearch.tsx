import { Form, Input, Select } from '@arco-design/web-react';
import type { RoleListRequest } from '@backoffice/api/contract';
import { SearchForm, useT } from '@backoffice/console-ui';

/** Filters of the role list. */
export type RoleFilter = Pick<RoleListRequest, 'keyword' | 'status'>;

/** The role list's search bar: keyword (code or name) and status, filled from `query` (the URL's view). */
export function RoleSearch({ query, onSearch }: { query: RoleFilter; onSearch(filter: RoleFilter): void }) {
  const t = useT();
  const initial = { keyword: query.keyword, status: query.status };
  return (
    <SearchForm<RoleFilter>
      key={JSON.stringify(initial)}
      initialValues={initial}
      onSearch={({ keyword, status }) => onSearch({ keyword, status })}
    >
      <Form.Item field="keyword">
        <Input aria-label={t('role.search.keyword')} placeholder={t('role.search.keyword')} style={{ width: 220 }} allowClear />
      </Form.Item>
      <Form.Item field="status">
        <Select
          aria-label={t('role.search.status')}
          placeholder={t('role.search.status')}
          style={{ width: 160 }}
          allowClear
          options={[
            { label: t('role.status.enabled'), value: 'enabled' },
            { label: t('role.status.disabled'), value: 'disabled' },
          ]}
        />
      </Form.Item>
    </SearchForm>
  );
}
