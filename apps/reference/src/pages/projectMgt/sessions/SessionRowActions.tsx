import { Button, Space } from '@arco-design/web-react';
import type { SessionItem } from '@backoffice/api/contract';
import { DeleteButton, Permission, useT, type ResourceListApi } from '@backoffice/console-ui';
import { MinutesLink } from '../meetingMinutes/MinutesLink';
import { useGoTo } from '../routing/useGoTo';
import { useProjectScope } from '../scope/ProjectScopeProvider';

/** A session row's actions: detail, minutes, edit and (where the scope offers it) delete after a confirmation, with Undo. */
export function SessionRowActions(props: {
  session: SessionItem;
  list: ResourceListApi;
  editable: boolean;
  deletable: boolean;
  onChanged(): void;
}) {
  const { session: s, list, editable, deletable, onChanged } = props;
  const t = useT();
  const goTo = useGoTo();
  const { sessionApi: api, routes, operations } = useProjectScope();
  return (
    <Space size="mini" wrap>
      <Button type="text" size="small" onClick={() => goTo(routes.sessionDetail, { id: String(s.id) })}>
        {t('projectMgt.action.detail')}
      </Button>
      <MinutesLink sessionId={s.id} />
      {editable && (
        <Permission operation={operations.updateSession}>
          <Button type="text" size="small" onClick={() => goTo(routes.sessionEdit, { id: String(s.id) })}>
            {t('projectMgt.action.edit')}
          </Button>
        </Permission>
      )}
      {deletable && (
        <DeleteButton
          operation="session:delete"
          label={t('projectMgt.action.delete')}
          confirm={t('projectMgt.session.confirm.delete', { name: s.title })}
          done={t('projectMgt.done.deleted')}
          list={list}
          remove={() => api.remove(s.id)}
          restore={async () => (await api.restore([s.id]), onChanged())}
          onDeleted={onChanged}
        />
      )}
    </Space>
  );
}
