import { useState } from 'react';
import { Button, Input, Select, Space } from '@arco-design/web-react';
import type { DictListRequest } from '@backoffice/api/contract';
import { useT } from '@backoffice/console-ui';

/** Filters of the dictionary list. */
export type DictFilter = Pick<DictListRequest, 'keyword' | 'status'>;

/** The dictionary list's search bar: keyword (code or name) and status. */
export function DictSearch({ onSearch }: { onSearch(filter: DictFilter): void }) {
  const t = useT();
  const [keyword, setKeyword] = useState('');
  const [status, setStatus] = useState<DictListRequest['status']>();
  const submit = () => onSearch({ keyword: keyword.trim() || undefined, status });
  return (
    <Space wrap>
      <Input
        aria-label={t('dict.search.keyword')}
        placeholder={t('dict.search.keyword')}
        style={{ width: 220 }}
        allowClear
        value={keyword}
        onChange={setKeyword}
        onPressEnter={submit}
      />
      <Select
        aria-label={t('dict.search.status')}
        placeholder={t('dict.search.status')}
        style={{ width: 160 }}
        allowClear
        value={status}
        onChange={(value?: DictListRequest['status']) => setStatus(value)}
        options={[
          { label: t('dict.status.enabled'), value: 'enabled' },
          { label: t('dict.status.disabled'), value: 'disabled' },
        ]}
      />
      <Button type="primary" onClick={submit}>{t('dict.search.submit')}</Button>
      <Button
        onClick={() => {
          setKeyword('');
          setStatus(undefined);
          onSearch({ keyword: undefined, status: undefined });
        }}
      >
        {t('dict.search.reset')}
      </Button>
    </Space>
  );
}
