import { useEffect, useRef, useState } from 'react';
import { Button, DatePicker, Input, Select, Space } from '@arco-design/web-react';
import type { AuditListRequest } from '@backoffice/api/contract';
import { useConsole, useT } from '@backoffice/console-ui';
import { auditApi } from './api';
import { utcDayRange } from './utcDates';

/** The audit filters the list sends. */
export type AuditFilter = Pick<AuditListRequest, 'actor' | 'action' | 'outcome' | 'from' | 'to'>;

/** Filters of the audit log: actor, action (from the actions recorded), outcome and a UTC day range. */
export function AuditFilters({ onSearch }: { onSearch(filter: AuditFilter): void }) {
  const t = useT();
  const api = auditApi(useConsole().client);
  const [actions, setActions] = useState<string[]>([]);
  const [actor, setActor] = useState('');
  const [action, setAction] = useState<string>();
  const [outcome, setOutcome] = useState<AuditFilter['outcome']>();
  const [days, setDays] = useState<string[]>();
  const loaded = useRef(false);

  useEffect(() => {
    if (loaded.current) return;
    loaded.current = true;
    api.actions().then(setActions).catch(() => undefined);
  }, [api]);

  const submit = () => onSearch({ actor: actor.trim() || undefined, action, outcome, ...utcDayRange(days) });
  return (
    <Space wrap>
      <Input aria-label={t('auditLog.filter.actor')} placeholder={t('auditLog.filter.actor')} style={{ width: 200 }} allowClear value={actor} onChange={setActor} onPressEnter={submit} />
      <Select
        aria-label={t('auditLog.filter.action')}
        placeholder={t('auditLog.filter.action')}
        style={{ width: 220 }}
        allowClear
        showSearch
        value={action}
        onChange={(value?: string) => setAction(value)}
        options={actions}
      />
      <Select
        aria-label={t('auditLog.filter.outcome')}
        placeholder={t('auditLog.filter.outcome')}
        style={{ width: 140 }}
        allowClear
        value={outcome}
        onChange={(value?: AuditFilter['outcome']) => setOutcome(value)}
        options={(['success', 'failure', 'denied'] as const).map((value) => ({ value, label: t(`auditLog.outcome.${value}`) }))}
      />
      <DatePicker.RangePicker
        aria-label={t('auditLog.filter.dates')}
        placeholder={[t('auditLog.filter.dates'), t('auditLog.filter.dates')]}
        style={{ width: 260 }}
        value={days}
        onChange={(value?: string[]) => setDays(value && value.length === 2 ? value : undefined)}
      />
      <Button type="primary" onClick={submit}>{t('auditLog.filter.search')}</Button>
      <Button
        onClick={() => {
          setActor('');
          setAction(undefined);
          setOutcome(undefined);
          setDays(undefined);
          onSearch({ actor: undefined, action: undefined, outcome: undefined, from: undefined, to: undefined });
        }}
      >
        {t('auditLog.filter.reset')}
      </Button>
    </Space>
  );
}
