import { Button, Popconfirm } from '@arco-design/web-react';
import type { OperationCode } from '@backoffice/api/contract';
import { Permission, type ResourceListApi } from '@backoffice/console-ui';

/** Props of {@link UndoableDeleteButton}. */
export interface UndoableDeleteButtonProps {
  operation: OperationCode;
  label: string;
  /** The question asked first. */
  confirm: string;
  /** What the toast says once deleted (with its Undo). */
  done: string;
  list: ResourceListApi;
  remove(): Promise<unknown>;
  /** Brings the record back (the resource's /restore) while the undo window lasts. */
  restore(): Promise<unknown>;
}

/**
 * A row's delete of a resource with undo: asks first, deletes, and toasts `done` with Undo; shown to a user holding
 * `operation`. A refusal is the client's toast.
 * @example
 * <UndoableDeleteButton operation="file:delete" label={t('file.delete')} confirm={t('file.deleteConfirm', { name })}
 *   done={t('file.deleted')} list={list} remove={() => api.remove(id)} restore={() => bulk.restore([id])} />
 */
export function UndoableDeleteButton({ operation, label, confirm, done, list, remove, restore }: UndoableDeleteButtonProps) {
  return (
    <Permission operation={operation}>
      <Popconfirm
        title={confirm}
        onOk={() =>
          list.undoable(async () => {
            await remove();
            return { undo: restore };
          }, done)
        }
      >
        <Button type="text" size="small" status="danger">
          {label}
        </Button>
      </Popconfirm>
    </Permission>
  );
}
