import { Form } from '@arco-design/web-react';
import { SearchForm } from '@backoffice/console-ui';
import { DictOrFixedSelect } from './DictOrFixed';

type FixedDictCode = Parameters<typeof DictOrFixedSelect>[0]['code'];

/**
 * Search bar of a list filtered by one status (a project's sessions, a session's participants). The field shows
 * `query` (the URL's view) and follows it.
 *
 * @example
 * filters={({ query, setQuery }) => <StatusSearch code="session_status" label={t('projectMgt.session.search.status')} query={query} onSearch={setQuery} />}
 */
export function StatusSearch<S extends string>(props: {
  code: FixedDictCode;
  label: string;
  query: { status?: S };
  onSearch(filter: { status?: S }): void;
}) {
  const { code, label, query, onSearch } = props;
  const initial = { status: query.status };
  return (
    <SearchForm<{ status?: S }>
      key={JSON.stringify(initial)}
      initialValues={initial}
      onSearch={(fields) => onSearch({ status: fields.status })}
    >
      <Form.Item field="status">
        <DictOrFixedSelect code={code} aria-label={label} placeholder={label} style={{ width: 150 }} allowClear />
      </Form.Item>
    </SearchForm>
  );
}
