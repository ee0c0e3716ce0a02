import { Alert, Button, Card, Descriptions, Empty, Link, Space, Spin } from '@arco-design/web-react';
import type { SessionDetail } from '@backoffice/api/contract';
import { Permission, useConsole, useResource, useT } from '@backoffice/console-ui';
import { sessionApi, type ApiMode } from './api';
import { DictOrFixedTag } from './DictOrFixed';
import { GuideList } from './GuideList';
import { PROJECT_ROUTES } from './ProjectActions';
import { ParticipantsTable } from './ParticipantsTable';
import { SessionEditForm } from './SessionEditForm';
import { utcToZonedWall } from './timeZone';
import { useGoTo, useRouteInfo } from './useRouteInfo';

function SessionFacts({ session, mode }: { session: SessionDetail; mode: ApiMode }) {
  const t = useT();
  const goTo = useGoTo();
  const routes = PROJECT_ROUTES[mode];
  const at = (iso: string) => `${utcToZonedWall(iso, session.timeZone)} (${session.timeZone})`;
  return (
    <Card
      title={session.title}
      extra={(session.projectStatus === 'draft' || session.projectStatus === 'active') && (
        <Permission operation={mode === 'my' ? 'session:myUpdate' : 'session:update'}>
          <Button size="small" onClick={() => goTo(routes.sessionEdit, { id: String(session.id) })}>{t('projectMgt.action.edit')}</Button>
        </Permission>
      )}
    >
      <Descriptions
        column={2}
        data={[
          { label: t('projectMgt.session.field.project'), value: <Link onClick={() => goTo(routes.detail, { id: String(session.projectId) })}>{session.projectName}</Link> },
          { label: t('projectMgt.session.field.kind'), value: <DictOrFixedTag code="session_kind" value={session.kind} /> },
          { label: t('projectMgt.session.field.start'), value: at(session.startAt) },
          { label: t('projectMgt.session.field.end'), value: at(session.endAt) },
          { label: t('projectMgt.session.field.status'), value: <DictOrFixedTag code="session_status" value={session.status} /> },
          { label: t('projectMgt.session.field.moderator'), value: session.moderator?.name ?? '—' },
          { label: t('projectMgt.session.field.capacity'), value: session.capacity },
          {
            label: t('projectMgt.session.field.meetingLink'),
            value: session.meetingLink ? <Link href={session.meetingLink} target="_blank" rel="noopener noreferrer">{session.meetingLink}</Link> : '—',
          },
        ]}
      />
    </Card>
  );
}

/** The one session page behind sessionDetail/sessionEdit (and the 'my' variants): fields, participants and question guide. */
export function SessionPage({ mode }: { mode: ApiMode }) {
  const t = useT();
  const api = sessionApi(useConsole().client, mode);
  const { name, id } = useRouteInfo();
  const edit = name === PROJECT_ROUTES[mode].sessionEdit.toLowerCase();
  const loaded = useResource('session', id !== null ? `${mode}:${id}` : null, () => api.detail(id ?? 0));
  if (id === null || loaded.failed) return <Card><Empty description={t('projectMgt.session.notFound')} /></Card>;
  const session = loaded.data;
  if (!session) return <Card><Spin /></Card>;
  // Participants and the guide change on an editable project, through the full or the 'my' endpoints.
  const editable = session.projectStatus === 'draft' || session.projectStatus === 'active';
  return (
    <Space direction="vertical" size="medium" style={{ width: '100%' }}>
      {edit ? <SessionEditForm session={session} mode={mode} onSaved={loaded.refresh} /> : <SessionFacts session={session} mode={mode} />}
      {!editable && <Alert type="info" content={t('projectMgt.session.readOnly')} />}
      <ParticipantsTable session={session} mode={mode} editable={editable} onChanged={loaded.refresh} />
      <GuideList session={session} mode={mode} editable={editable} onChanged={loaded.refresh} />
    </Space>
  );
}
