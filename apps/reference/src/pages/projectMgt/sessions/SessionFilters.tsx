import { Form } from '@arco-design/web-react';
import { SearchForm, useT } from '@backoffice/console-ui';
import { DictOrFixedSelect } from '../fields/DictOrFixed';
import type { SessionSearch } from './sessionBulk';

/** Search bar of a project's sessions: their status. The field shows `query` (the URL's view) and follows it. */
export function SessionFilters(props: { query: SessionSearch; onSearch(filter: SessionSearch): void }) {
  const { query, onSearch } = props;
  const t = useT();
  const initial = { status: query.status };
  return (
    <SearchForm<SessionSearch>
      key={JSON.stringify(initial)}
      initialValues={initial}
      onSearch={(fields) => onSearch({ status: fields.status })}
    >
      <Form.Item field="status">
        <DictOrFixedSelect
          code="session_status"
          aria-label={t('projectMgt.session.search.status')}
          placeholder={t('projectMgt.session.search.status')}
          style={{ width: 150 }}
          allowClear
        />
      </Form.Item>
    </SearchForm>
  );
}
