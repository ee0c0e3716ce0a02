import type { FilterField } from '@backoffice/console-ui';
import { DictOrFixedSelect } from './DictOrFixed';

type FixedDictCode = Parameters<typeof DictOrFixedSelect>[0]['code'];

/**
 * The one filter of a list filtered by status (a project's sessions, a session's participants): the status
 * dictionary's items, or the fixed ones when the dictionary is missing.
 *
 * @example
 * filterFields={[statusFilter('session_status', t('projectMgt.session.search.status'))]}
 */
export function statusFilter<F extends { status?: string }>(code: FixedDictCode, label: string): FilterField<F> {
  return {
    field: 'status',
    kind: 'custom',
    label,
    render: (named) => <DictOrFixedSelect code={code} aria-label={named} placeholder={named} style={{ width: 150 }} allowClear />,
  };
}
