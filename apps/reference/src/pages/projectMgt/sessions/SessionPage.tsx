import { Alert, Card, Empty, Space, Spin } from '@arco-design/web-react';
import { useResource, useT } from '@backoffice/console-ui';
import { ParticipantsTable } from '../participants/ParticipantsTable';
import { GuideList } from '../questionGuide/GuideList';
import { useRouteInfo } from '../routing/useRouteInfo';
import { useProjectScope } from '../scope/ProjectScopeProvider';
import { SessionEditForm } from './SessionEditForm';
import { SessionFacts } from './SessionFacts';

/** The one session page behind sessionDetail/sessionEdit (of either scope): fields, participants and question guide. */
export function SessionPage() {
  const t = useT();
  const { key, sessionApi: api, routes, offers } = useProjectScope();
  const { name, id } = useRouteInfo();
  const edit = name === routes.sessionEdit.toLowerCase();
  const loaded = useResource('session', id !== null ? `${key}:${id}` : null, () => api.detail(id ?? 0));
  if (id === null || loaded.failed)
    return (
      <Card>
        <Empty description={t('projectMgt.session.notFound')} />
      </Card>
    );
  const session = loaded.data;
  if (!session)
    return (
      <Card>
        <Spin />
      </Card>
    );
  // Participants and the guide change on an editable project, through the scope's endpoints.
  const editable = offers.edits && (session.projectStatus === 'draft' || session.projectStatus === 'active');
  return (
    <Space direction="vertical" size="medium" style={{ width: '100%' }}>
      {edit ? <SessionEditForm session={session} onSaved={loaded.refresh} /> : <SessionFacts session={session} />}
      {offers.edits && !editable && <Alert type="info" content={t('projectMgt.session.readOnly')} />}
      <ParticipantsTable session={session} editable={editable} onChanged={loaded.refresh} />
      <GuideList session={session} editable={editable} onChanged={loaded.refresh} />
    </Space>
  );
}
