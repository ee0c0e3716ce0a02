import type { SessionItem } from '@backoffice/api/contract';
import { DateTime, type ResourceColumn } from '@backoffice/console-ui';
import { DictOrFixedTag } from '../fields/DictOrFixed';

/** The field a project's session list sorts by (the server orders by start, either way). */
export const SESSION_SORT_FIELDS = ['startAt'] as const;

/** The columns of a project's session list (the title first: it is the card's title on phones). */
export function sessionColumns(t: (key: string) => string): ResourceColumn<SessionItem>[] {
  return [
    { key: 'title', title: t('projectMgt.session.field.title'), hideable: false },
    {
      key: 'kind',
      title: t('projectMgt.session.field.kind'),
      render: (kind: string) => <DictOrFixedTag code="session_kind" value={kind} />,
    },
    {
      key: 'startAt',
      title: t('projectMgt.session.field.start'),
      sortable: true,
      render: (_: unknown, s: SessionItem) => <DateTime value={s.startAt} timeZone={s.timeZone} showZone />,
    },
    {
      key: 'status',
      title: t('projectMgt.session.field.status'),
      render: (status: string) => <DictOrFixedTag code="session_status" value={status} />,
    },
    { key: 'moderator', title: t('projectMgt.session.field.moderator'), render: (_: unknown, s: SessionItem) => s.moderator?.name ?? '—' },
    {
      key: 'participantCount',
      title: t('projectMgt.session.field.participants'),
      render: (_: unknown, s: SessionItem) => `${s.participantCount} / ${s.capacity}`,
    },
  ];
}
