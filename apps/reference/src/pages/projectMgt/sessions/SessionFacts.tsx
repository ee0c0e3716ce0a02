import { Button, Card, Descriptions, Link, Space } from '@arco-design/web-react';
import type { SessionDetail } from '@backoffice/api/contract';
import { DateTime, Permission, useT } from '@backoffice/console-ui';
import { DictOrFixedTag } from '../fields/DictOrFixed';
import { MinutesLink } from '../meetingMinutes/MinutesLink';
import { useGoTo } from '../routing/useGoTo';
import { useProjectScope } from '../scope/ProjectScopeProvider';

/** A session's fields read-only, with a link to its project and 'edit' while the project is editable. */
export function SessionFacts({ session }: { session: SessionDetail }) {
  const t = useT();
  const goTo = useGoTo();
  const { routes, operations, offers } = useProjectScope();
  const at = (iso: string) => <DateTime value={iso} timeZone={session.timeZone} showZone />;
  return (
    <Card
      title={session.title}
      extra={
        <Space size="mini">
          <MinutesLink sessionId={session.id} type="secondary" />
          {offers.edits && (session.projectStatus === 'draft' || session.projectStatus === 'active') && (
            <Permission operation={operations.updateSession}>
              <Button size="small" onClick={() => goTo(routes.sessionEdit, { id: String(session.id) })}>
                {t('projectMgt.action.edit')}
              </Button>
            </Permission>
          )}
        </Space>
      }
    >
      <Descriptions
        column={2}
        data={[
          {
            label: t('projectMgt.session.field.project'),
            value: <Link onClick={() => goTo(routes.projectDetail, { id: String(session.projectId) })}>{session.projectName}</Link>,
          },
          { label: t('projectMgt.session.field.kind'), value: <DictOrFixedTag code="session_kind" value={session.kind} /> },
          { label: t('projectMgt.session.field.start'), value: at(session.startAt) },
          { label: t('projectMgt.session.field.end'), value: at(session.endAt) },
          { label: t('projectMgt.session.field.status'), value: <DictOrFixedTag code="session_status" value={session.status} /> },
          { label: t('projectMgt.session.field.moderator'), value: session.moderator?.name ?? '—' },
          { label: t('projectMgt.session.field.capacity'), value: session.capacity },
          {
            label: t('projectMgt.session.field.meetingLink'),
            value: session.meetingLink ? (
              <Link href={session.meetingLink} target="_blank" rel="noopener noreferrer">
                {session.meetingLink}
              </Link>
            ) : (
              '—'
            ),
          },
        ]}
      />
    </Card>
  );
}
