import { DatePicker, Form, Input } from '@arco-design/web-react';
import type { ProjectFilter } from '@backoffice/api/contract';
import { SearchForm, useT } from '@backoffice/console-ui';
import { DictOrFixedSelect } from '../fields/DictOrFixed';
import { UserSelect } from '../fields/UserSelect';

/** The filters a project list sends (sorting is set from the table). */
export type ProjectSearch = Pick<ProjectFilter, 'keyword' | 'status' | 'clientId' | 'dateFrom' | 'dateTo'>;

/** What the filter fields hold: the date range is split into dateFrom/dateTo on search. */
type ProjectFields = Pick<ProjectSearch, 'keyword' | 'status'> & { clientId?: number | number[]; dates?: string[] };

/** The fields as the list's query (from the URL) fills them. */
function fieldsOf({ keyword, status, clientId, dateFrom, dateTo }: ProjectSearch): ProjectFields {
  return { keyword, status, clientId, ...(dateFrom && dateTo ? { dates: [dateFrom, dateTo] } : {}) };
}

/**
 * Search bar of the project lists: keyword (name or code), status, client and a date range. The fields show
 * `query` (the URL's view): they are filled again when it changes (a reload, Back, a copied link).
 */
export function ProjectFilters(props: { query: ProjectSearch; onSearch(filter: ProjectSearch): void; showClient: boolean }) {
  const { query, onSearch, showClient } = props;
  const t = useT();
  const initial = fieldsOf(query);
  const search = ({ keyword, status, clientId, dates }: ProjectFields) =>
    onSearch({ keyword, status, clientId: typeof clientId === 'number' ? clientId : undefined, dateFrom: dates?.[0], dateTo: dates?.[1] });
  return (
    <SearchForm<ProjectFields> key={JSON.stringify(initial)} initialValues={initial} onSearch={search}>
      <Form.Item field="keyword">
        <Input aria-label={t('projectMgt.search.keyword')} placeholder={t('projectMgt.search.keyword')} style={{ width: 200 }} allowClear />
      </Form.Item>
      <Form.Item field="status">
        <DictOrFixedSelect
          code="project_status"
          aria-label={t('projectMgt.search.status')}
          placeholder={t('projectMgt.search.status')}
          style={{ width: 150 }}
          allowClear
        />
      </Form.Item>
      {showClient && (
        <Form.Item field="clientId">
          <ClientField label={t('projectMgt.search.client')} />
        </Form.Item>
      )}
      <Form.Item field="dates">
        <DatePicker.RangePicker
          style={{ width: 260 }}
          placeholder={[t('projectMgt.search.dateFrom'), t('projectMgt.search.dateTo')]}
          inputProps={[{ 'aria-label': t('projectMgt.search.dateFrom') }, { 'aria-label': t('projectMgt.search.dateTo') }]}
        />
      </Form.Item>
    </SearchForm>
  );
}

/** The client picker at a fixed width (Form.Item passes value/onChange). */
function ClientField(props: { label: string; value?: number | number[]; onChange?: (value: number | number[] | undefined) => void }) {
  return (
    <div style={{ width: 200 }}>
      <UserSelect
        type="client"
        aria-label={props.label}
        placeholder={props.label}
        value={props.value ?? null}
        {...(props.onChange ? { onChange: props.onChange } : {})}
      />
    </div>
  );
}
