import { Form, Input, Select } from '@arco-design/web-react';
import type { RoleOption } from '@backoffice/api/contract';
import { SearchForm, useLocale, useT } from '@backoffice/console-ui';
import { roleName } from './rules';

/** The search filters of a staff list. */
export interface StaffFilters {
  keyword?: string;
  status?: 'enabled' | 'disabled';
  roleCode?: string;
}

/** Keyword, status and role filters, filled from `query` (the URL's view); Search applies them, Reset clears them. */
export function StaffSearch(props: { query: StaffFilters; roles: RoleOption[] | null; onSearch(filters: StaffFilters): void }) {
  const t = useT();
  const locale = useLocale();
  const initial = { keyword: props.query.keyword, status: props.query.status, roleCode: props.query.roleCode };
  return (
    <SearchForm<StaffFilters>
      key={JSON.stringify(initial)}
      initialValues={initial}
      onSearch={({ keyword, status, roleCode }) => props.onSearch({ keyword, status, roleCode })}
      style={{ marginBottom: 16 }}
    >
      <Form.Item field="keyword">
        <Input allowClear placeholder={t('staff.search.keyword')} aria-label={t('staff.search.keyword')} style={{ width: 260 }} />
      </Form.Item>
      <Form.Item field="status">
        <Select allowClear placeholder={t('staff.search.status')} aria-label={t('staff.search.status')} style={{ width: 140 }}>
          <Select.Option value="enabled">{t('staff.status.enabled')}</Select.Option>
          <Select.Option value="disabled">{t('staff.status.disabled')}</Select.Option>
        </Select>
      </Form.Item>
      {props.roles ? (
        <Form.Item field="roleCode">
          <Select
            allowClear
            placeholder={t('staff.search.role')}
            aria-label={t('staff.search.role')}
            style={{ width: 180 }}
            options={props.roles.map((r) => ({ value: r.code, label: roleName(r, locale) }))}
          />
        </Form.Item>
      ) : null}
    </SearchForm>
  );
}
