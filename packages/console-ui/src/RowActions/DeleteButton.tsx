import type { OperationCode } from '@backoffice/console-core';
import type { ResourceListApi } from '../ResourceList/ResourceList';
import { ConfirmButton } from './ConfirmButton';
import { useRowAction } from '../usePagedList/useRowAction';

/**
 * Props of {@link DeleteButton}.
 * @example
 * const props: DeleteButtonProps = { label: 'Delete', confirm: 'Delete Alpha?', done: 'Project deleted', remove: () => api.remove(7) };
 */
export interface DeleteButtonProps {
  label: string;
  /** The question asked first. */
  confirm: string;
  /** What the toast says once deleted. */
  done: string;
  /** Shown only to a user holding it (the server refuses anyway). */
  operation?: OperationCode | readonly OperationCode[];
  /** The delete call; its answer says whether it can be undone (`{ undoUntil }`). */
  remove(): Promise<unknown>;
  /** Brings the record back (the resource's /restore): offered as Undo when the delete answered `{ undoUntil }`. */
  restore?: () => Promise<unknown>;
  /** The list whose toast says `done` (with Undo) and which refreshes; without it the console's toast says `done`. */
  list?: Pick<ResourceListApi, 'undoable'>;
  /** Runs once the delete succeeded. */
  onDeleted?: () => void;
}

/**
 * True when a delete's answer says it can be undone for a while (`{ undoUntil }`).
 * @example
 * canUndo({ undoUntil: '2026-01-01T00:00:10Z' }); // true
 * canUndo(null); // false
 */
export function canUndo(answer: unknown): boolean {
  return typeof answer === 'object' && answer !== null && typeof (answer as { undoUntil?: unknown }).undoUntil === 'string';
}

const nothing = () => undefined;

/**
 * A row's delete: asks `confirm` first, deletes, then toasts `done`, with Undo (which calls `restore`) when the
 * server answered `{ undoUntil }` and none otherwise. A refusal is the envelope client's toast; the row stays.
 * @example
 * rowActions={(row, list) => (
 *   <DeleteButton operation="file:delete" label={t('file.delete')} confirm={t('file.deleteConfirm', { name: row.name })}
 *     done={t('file.deleted')} list={list} remove={() => api.remove(row.id)} restore={() => api.restore([row.id])} />
 * )}
 */
export function DeleteButton({ label, confirm, done, operation, remove, restore, list, onDeleted }: DeleteButtonProps) {
  const act = useRowAction(onDeleted ?? nothing);
  const run = async () => {
    if (!list) return void (await act(remove, done));
    const deleted = await list.undoable(async () => {
      const answer = await remove();
      return restore && canUndo(answer) ? { undo: restore } : undefined;
    }, done);
    if (deleted) onDeleted?.();
  };
  return <ConfirmButton label={label} confirm={confirm} onOk={run} status="danger" {...(operation ? { operation } : {})} />;
}
