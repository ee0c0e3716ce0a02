import { useState } from 'react';
import { Button, Input, Select, Space } from '@arco-design/web-react';
import type { RoleListRequest } from '@backoffice/api/contract';
import { useT } from '@backoffice/console-ui';

/** The role list's search bar: keyword (code or name) and status. */
export function RoleSearch({ onSearch }: { onSearch(filter: Pick<RoleListRequest, 'keyword' | 'status'>): void }) {
  const t = useT();
  const [keyword, setKeyword] = useState('');
  const [status, setStatus] = useState<RoleListRequest['status']>();
  const submit = () => onSearch({ keyword: keyword.trim() || undefined, status });
  return (
    <Space wrap>
      <Input
        aria-label={t('role.search.keyword')}
        placeholder={t('role.search.keyword')}
        style={{ width: 220 }}
        allowClear
        value={keyword}
        onChange={setKeyword}
        onPressEnter={submit}
      />
      <Select
        aria-label={t('role.search.status')}
        placeholder={t('role.search.status')}
        style={{ width: 160 }}
        allowClear
        value={status}
        onChange={(value?: RoleListRequest['status']) => setStatus(value)}
        options={[
          { label: t('role.status.enabled'), value: 'enabled' },
          { label: t('role.status.disabled'), value: 'disabled' },
        ]}
      />
      <Button type="primary" onClick={submit}>{t('role.search.submit')}</Button>
      <Button
        onClick={() => {
          setKeyword('');
          setStatus(undefined);
          onSearch({ keyword: undefined, status: undefined });
        }}
      >
        {t('role.search.reset')}
      </Button>
    </Space>
  );
}
