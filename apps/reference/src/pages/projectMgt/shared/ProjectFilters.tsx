import { useState } from 'react';
import { Button, DatePicker, Input, Space } from '@arco-design/web-react';
import type { ProjectFilter } from '@backoffice/api/contract';
import { useT } from '@backoffice/console-ui';
import { DictOrFixedSelect } from './DictOrFixed';
import { UserSelect } from './UserSelect';

/** The filters a project list sends (sorting is set from the table). */
export type ProjectSearch = Pick<ProjectFilter, 'keyword' | 'status' | 'clientId' | 'dateFrom' | 'dateTo'>;

const EMPTY: ProjectSearch = { keyword: undefined, status: undefined, clientId: undefined, dateFrom: undefined, dateTo: undefined };

/** Search bar of the project lists: keyword (name or code), status, client and a date range. */
export function ProjectFilters({ onSearch, showClient }: { onSearch(filter: ProjectSearch): void; showClient: boolean }) {
  const t = useT();
  const [draft, setDraft] = useState<ProjectSearch>(EMPTY);
  const submit = () => onSearch({ ...draft, keyword: draft.keyword?.trim() || undefined });
  return (
    <Space wrap>
      <Input
        aria-label={t('projectMgt.search.keyword')}
        placeholder={t('projectMgt.search.keyword')}
        style={{ width: 200 }}
        allowClear
        value={draft.keyword ?? ''}
        onChange={(keyword) => setDraft({ ...draft, keyword })}
        onPressEnter={submit}
      />
      <DictOrFixedSelect
        code="project_status"
        aria-label={t('projectMgt.search.status')}
        placeholder={t('projectMgt.search.status')}
        style={{ width: 150 }}
        allowClear
        value={draft.status}
        onChange={(status?: ProjectSearch['status']) => setDraft({ ...draft, status })}
      />
      {showClient && (
        <div style={{ width: 200 }}>
          <UserSelect
            type="client"
            aria-label={t('projectMgt.search.client')}
            placeholder={t('projectMgt.search.client')}
            value={draft.clientId ?? null}
            onChange={(clientId) => setDraft({ ...draft, clientId: typeof clientId === 'number' ? clientId : undefined })}
          />
        </div>
      )}
      <DatePicker.RangePicker
        style={{ width: 260 }}
        placeholder={[t('projectMgt.search.dateFrom'), t('projectMgt.search.dateTo')]}
        value={draft.dateFrom && draft.dateTo ? [draft.dateFrom, draft.dateTo] : undefined}
        onChange={(range?: string[]) => setDraft({ ...draft, dateFrom: range?.[0], dateTo: range?.[1] })}
      />
      <Button type="primary" onClick={submit}>{t('projectMgt.search.submit')}</Button>
      <Button
        onClick={() => {
          setDraft(EMPTY);
          onSearch(EMPTY);
        }}
      >
        {t('projectMgt.search.reset')}
      </Button>
    </Space>
  );
}
