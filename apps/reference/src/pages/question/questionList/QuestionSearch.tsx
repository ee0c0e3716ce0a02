import { useState } from 'react';
import { Button, Input, Select, Space } from '@arco-design/web-react';
import type { QuestionListRequest, QuestionType } from '@backoffice/api/contract';
import { DictSelect, useT } from '@backoffice/console-ui';

/** Filters of the question list. */
export type QuestionFilter = Pick<QuestionListRequest, 'keyword' | 'type' | 'tag' | 'status'>;

/** The question list's search bar: keyword (text), type, tag and status. */
export function QuestionSearch({ tags, onSearch }: { tags: string[]; onSearch(filter: QuestionFilter): void }) {
  const t = useT();
  const [keyword, setKeyword] = useState('');
  const [type, setType] = useState<QuestionType>();
  const [tag, setTag] = useState<string>();
  const [status, setStatus] = useState<'enabled' | 'disabled'>();
  const submit = () => onSearch({ keyword: keyword.trim() || undefined, type, tag, status });
  const reset = () => {
    setKeyword('');
    setType(undefined);
    setTag(undefined);
    setStatus(undefined);
    onSearch({ keyword: undefined, type: undefined, tag: undefined, status: undefined });
  };
  return (
    <Space wrap>
      <Input aria-label={t('question.search.keyword')} placeholder={t('question.search.keyword')} style={{ width: 220 }} allowClear
        value={keyword} onChange={setKeyword} onPressEnter={submit} />
      <DictSelect code="question_type" aria-label={t('question.search.type')} placeholder={t('question.search.type')} style={{ width: 170 }}
        allowClear value={type} onChange={(v?: QuestionType) => setType(v)} />
      <Select aria-label={t('question.search.tag')} placeholder={t('question.search.tag')} style={{ width: 150 }} allowClear showSearch
        value={tag} onChange={(v?: string) => setTag(v)} options={tags.map((x) => ({ label: x, value: x }))} />
      <Select aria-label={t('question.search.status')} placeholder={t('question.search.status')} style={{ width: 130 }} allowClear
        value={status} onChange={(v?: 'enabled' | 'disabled') => setStatus(v)}
        options={[{ label: t('question.status.enabled'), value: 'enabled' }, { label: t('question.status.disabled'), value: 'disabled' }]} />
      <Button type="primary" onClick={submit}>{t('question.search.submit')}</Button>
      <Button onClick={reset}>{t('question.search.reset')}</Button>
    </Space>
  );
}
