import type { AgreementRecord } from '@backoffice/api/contract';
import { DeleteButton, RowActions, useT, type ResourceListApi } from '@backoffice/console-ui';

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
  const draft = v.status === 'draft';
  return (
    <RowActions
      actions={[
        { key: 'view', label: t('agreement.view'), onClick: () => actions.view(v) },
        draft && { key: 'edit', label: t('agreement.edit'), operation: 'agreement:update', onClick: () => actions.edit(v) },
        draft && {
          key: 'publish',
          label: t('agreement.publish'),
          operation: 'agreement:status',
          confirm: t('agreement.publishConfirm', { version: v.version }),
          onClick: () => actions.publish(v),
        },
        !draft && { key: 'copy', label: t('agreement.copy'), operation: 'agreement:add', onClick: () => actions.copy(v) },
      ]}
    >
      {draft && (
        <DeleteButton
          operation="agreement:delete"
          label={t('agreement.delete')}
          confirm={t('agreement.deleteConfirm', { version: v.version })}
          done={t('agreement.deleted')}
          list={list}
          remove={() => actions.remove(v)}
          restore={() => actions.restore(v)}
        />
      )}
    </RowActions>
  );
}
