import { Form, Input, Select } from '@arco-design/web-react';
import type { QuestionListRequest } from '@backoffice/api/contract';
import { DictSelect, SearchForm, useT } from '@backoffice/console-ui';

/** Filters of the question list. */
export type QuestionFilter = Pick<QuestionListRequest, 'keyword' | 'type' | 'tag' | 'status'>;

/** The question list's search bar: keyword (text), type, tag and status, filled from `query` (the URL's view). */
export function QuestionSearch(props: { tags: string[]; query: QuestionFilter; onSearch(filter: QuestionFilter): void }) {
  const { tags, onSearch } = props;
  const t = useT();
  const { keyword, type, tag, status } = props.query;
  const initial = { keyword, type, tag, status };
  return (
    <SearchForm<QuestionFilter>
      key={JSON.stringify(initial)}
      initialValues={initial}
      onSearch={({ keyword, type, tag, status }) => onSearch({ keyword, type, tag, status })}
    >
      <Form.Item field="keyword">
        <Input aria-label={t('question.search.keyword')} placeholder={t('question.search.keyword')} style={{ width: 220 }} allowClear />
      </Form.Item>
      <Form.Item field="type">
        <DictSelect
          code="question_type"
          aria-label={t('question.search.type')}
          placeholder={t('question.search.type')}
          style={{ width: 170 }}
          allowClear
        />
      </Form.Item>
      <Form.Item field="tag">
        <Select
          aria-label={t('question.search.tag')}
          placeholder={t('question.search.tag')}
          style={{ width: 150 }}
          allowClear
          showSearch
          options={tags.map((x) => ({ label: x, value: x }))}
        />
      </Form.Item>
      <Form.Item field="status">
        <Select
          aria-label={t('question.search.status')}
          placeholder={t('question.search.status')}
          style={{ width: 130 }}
          allowClear
          options={[
            { label: t('question.status.enabled'), value: 'enabled' },
            { label: t('question.status.disabled'), value: 'disabled' },
          ]}
        />
      </Form.Item>
    </SearchForm>
  );
}
