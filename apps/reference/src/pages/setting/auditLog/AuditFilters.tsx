import { useEffect, useRef, useState } from 'react';
import { DatePicker, Form, Input, Select } from '@arco-design/web-react';
import type { AuditListRequest } from '@backoffice/api/contract';
import { SearchForm, useT } from '@backoffice/console-ui';
import { useApi } from '../../../app/useApi';
import { utcDayRange, utcDaysOf } from './utcDates';

/** The audit filters the list sends. */
export type AuditFilter = Pick<AuditListRequest, 'actor' | 'action' | 'outcome' | 'from' | 'to'>;

/** What the filter fields hold: the day range is turned into UTC instants on search. */
type AuditFields = Pick<AuditFilter, 'actor' | 'action' | 'outcome'> & { days?: string[] };

const NO_FILTER: AuditFilter = { actor: undefined, action: undefined, outcome: undefined, from: undefined, to: undefined };

/** Filters of the audit log: actor, action (from the actions recorded), outcome and a UTC day range, filled from `query` (the URL's view). */
export function AuditFilters({ query, onSearch }: { query: AuditFilter; onSearch(filter: AuditFilter): void }) {
  const t = useT();
  const api = useApi().resource('audit');
  const [actions, setActions] = useState<string[]>([]);
  const loaded = useRef(false);

  useEffect(() => {
    if (loaded.current) return;
    loaded.current = true;
    api
      .read('actions')
      .then(setActions)
      .catch(() => undefined);
  }, [api]);

  const outcomes = (['success', 'failure', 'denied'] as const).map((value) => ({ value, label: t(`auditLog.outcome.${value}`) }));
  const search = ({ actor, action, outcome, days }: AuditFields) =>
    onSearch({ ...NO_FILTER, actor, action, outcome, ...utcDayRange(days) });
  const initial: AuditFields = { actor: query.actor, action: query.action, outcome: query.outcome, days: utcDaysOf(query.from, query.to) };
  return (
    <SearchForm<AuditFields> key={JSON.stringify(initial)} initialValues={initial} onSearch={search} onReset={() => onSearch(NO_FILTER)}>
      <Form.Item field="actor">
        <Input aria-label={t('auditLog.filter.actor')} placeholder={t('auditLog.filter.actor')} style={{ width: 200 }} allowClear />
      </Form.Item>
      <Form.Item field="action">
        <Select
          aria-label={t('auditLog.filter.action')}
          placeholder={t('auditLog.filter.action')}
          style={{ width: 220 }}
          allowClear
          showSearch
          options={actions}
        />
      </Form.Item>
      <Form.Item field="outcome">
        <Select
          aria-label={t('auditLog.filter.outcome')}
          placeholder={t('auditLog.filter.outcome')}
          style={{ width: 140 }}
          allowClear
          options={outcomes}
        />
      </Form.Item>
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
