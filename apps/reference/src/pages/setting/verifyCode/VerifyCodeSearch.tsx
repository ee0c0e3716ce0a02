import { Form, Input, Select } from '@arco-design/web-react';
import type { VerifyCodeFilter, VerifyCodeStatus } from '@backoffice/api/contract';
import { SearchForm, useT } from '@backoffice/console-ui';

/** Filters of the code list. */
export type CodeFilter = Pick<VerifyCodeFilter, 'phoneNumber' | 'status'>;

const STATUSES: readonly VerifyCodeStatus[] = ['issued', 'used', 'expired', 'locked'];

/** The code list's search bar: phone number and status, filled from `query` (the URL's view). */
export function VerifyCodeSearch({ query, onSearch }: { query: CodeFilter; onSearch(filter: CodeFilter): void }) {
  const t = useT();
  const initial = { phoneNumber: query.phoneNumber, status: query.status };
  return (
    <SearchForm<CodeFilter>
      key={JSON.stringify(initial)}
      initialValues={initial}
      onSearch={({ phoneNumber, status }) => onSearch({ phoneNumber: phoneNumber?.trim() || undefined, status })}
      searchText={t('verifyCode.search.submit')}
    >
      <Form.Item field="phoneNumber">
        <Input allowClear placeholder={t('verifyCode.search.phone')} aria-label={t('verifyCode.search.phone')} style={{ width: 200 }} />
      </Form.Item>
      <Form.Item field="status">
        <Select
          allowClear
          placeholder={t('verifyCode.search.status')}
          aria-label={t('verifyCode.search.status')}
          style={{ width: 140 }}
          options={STATUSES.map((s) => ({ label: t(`verifyCode.status.${s}`), value: s }))}
        />
      </Form.Item>
    </SearchForm>
  );
}
