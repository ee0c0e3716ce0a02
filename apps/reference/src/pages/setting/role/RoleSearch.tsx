import { Form, Input, Select } from '@arco-design/web-react';
import type { RoleListRequest } from '@backoffice/api/contract';
import { SearchForm, useT } from '@backoffice/console-ui';

type RoleFilter = Pick<RoleListRequest, 'keyword' | 'status'>;

/** The role list's search bar: keyword (code or name) and status. */
export function RoleSearch({ onSearch }: { onSearch(filter: RoleFilter): void }) {
  const t = useT();
  return (
    <SearchForm<RoleFilter> onSearch={({ keyword, status }) => onSearch({ keyword, status })}>
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
