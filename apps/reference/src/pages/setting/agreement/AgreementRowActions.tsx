import { Button, Space } from '@arco-design/web-react';
import type { AgreementRecord } from '@backoffice/api/contract';
import { ConfirmButton, DeleteButton, Permission, useT, type ResourceListApi } from '@backoffice/console-ui';

/** What a version's row can ask the page to do (the delete it does itself, with Undo). */
export interface VersionActions {
  view(version: AgreementRecord): void;
  edit(version: AgreementRecord): void;
  copy(version: AgreementRecord): void;
  publish(version: AgreementRecord): void;
  remove(version: AgreementRecord): Promise<unknown>;
  restore(version: AgreementRecord): Promise<unknown>;
}

/** A version's actions: view; a draft's edit, publish and delete (with Undo); a new draft from any other version. */
export function AgreementRowActions({
  version: v,
  list,
  actions,
}: {
  version: AgreementRecord;
  list: ResourceListApi;
  actions: VersionActions;
}) {
  const t = useT();
  return (
    <Space size="mini" wrap>
      <Button type="text" size="small" onClick={() => actions.view(v)}>
        {t('agreement.view')}
      </Button>
      {v.status === 'draft' ? (
        <>
          <Permission operation="agreement:update">
            <Button type="text" size="small" onClick={() => actions.edit(v)}>
              {t('agreement.edit')}
            </Button>
          </Permission>
          <ConfirmButton
            operation="agreement:status"
            label={t('agreement.publish')}
            confirm={t('agreement.publishConfirm', { version: v.version })}
            onOk={() => actions.publish(v)}
          />
          <DeleteButton
            operation="agreement:delete"
            label={t('agreement.delete')}
            confirm={t('agreement.deleteConfirm', { version: v.version })}
            done={t('agreement.deleted')}
            list={list}
            remove={() => actions.remove(v)}
            restore={() => actions.restore(v)}
          />
        </>
      ) : (
        <Permission operation="agreement:add">
          <Button type="text" size="small" onClick={() => actions.copy(v)}>
            {t('agreement.copy')}
          </Button>
        </Permission>
      )}
    </Space>
  );
}
