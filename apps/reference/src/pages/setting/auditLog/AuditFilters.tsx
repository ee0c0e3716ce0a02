import { useEffect, useRef, useState } from 'react';
import { DatePicker, Form } from '@arco-design/web-react';
import type { AuditListRequest } from '@backoffice/api/contract';
import { SearchForm, useConsole, useT } from '@backoffice/console-ui';
import { auditApi } from './api';
import { FilterInput, FilterSelect } from '../../list-shared/FilterFields';
import { utcDayRange, utcDaysOf } from './utcDates';

/** The audit filters the list sends. */
export type AuditFilter = Pick<AuditListRequest, 'actor' | 'action' | 'outcome' | 'from' | 'to'>;

/** What the filter fields hold: the day range is turned into UTC instants on search. */
type AuditFields = Pick<AuditFilter, 'actor' | 'action' | 'outcome'> & { days?: string[] };

const NO_FILTER: AuditFilter = { actor: undefined, action: undefined, outcome: undefined, from: undefined, to: undefined };

/** Filters of the audit log: actor, action (from the actions recorded), outcome and a UTC day range, filled from `query` (the URL's view). */
export function AuditFilters({ query, onSearch }: { query: AuditFilter; onSearch(filter: AuditFilter): void }) {
  const t = useT();
  const api = auditApi(useConsole().client);
  const [actions, setActions] = useState<string[]>([]);
  const loaded = useRef(false);

  useEffect(() => {
    if (loaded.current) return;
    loaded.current = true;
    api
      .actions()
      .then(setActions)
      .catch(() => undefined);
  }, [api]);

  const outcomes = (['success', 'failure', 'denied'] as const).map((value) => ({ value, label: t(`auditLog.outcome.${value}`) }));
  const search = ({ actor, action, outcome, days }: AuditFields) =>
    onSearch({ ...NO_FILTER, actor, action, outcome, ...utcDayRange(days) });
  const initial: AuditFields = { actor: query.actor, action: query.action, outcome: query.outcome, days: utcDaysOf(query.from, query.to) };
  return (
    <SearchForm<AuditFields> key={JSON.stringify(initial)} initialValues={initial} onSearch={search} onReset={() => onSearch(NO_FILTER)}>
      <FilterInput field="actor" label={t('auditLog.filter.actor')} width={200} />
      <FilterSelect field="action" label={t('auditLog.filter.action')} width={220} showSearch options={actions} />
      <FilterSelect field="outcome" label={t('auditLog.filter.outcome')} width={140} options={outcomes} />
      <Form.Item field="days">
        <DatePicker.RangePicker
          inputProps={[{ 'aria-label': t('auditLog.filter.dateFrom') }, { 'aria-label': t('auditLog.filter.dateTo') }]}
          placeholder={[t('auditLog.filter.dates'), t('auditLog.filter.dates')]}
          style={{ width: 260 }}
        />
      </Form.Item>
    </SearchForm>
  );
}
