import type { UserRecord } from '@backoffice/api/contract';
import { RowActions, useT } from '@backoffice/console-ui';

/** What the row actions do. */
export interface StaffRowActions {
  edit(user: UserRecord): void;
  resetPassword(user: UserRecord): void;
  assignRoles(user: UserRecord): void;
  msBinding(user: UserRecord): void;
  remove(user: UserRecord): void;
  unlock(user: UserRecord): void;
  /** Removes the account's second factors (a lost phone). */
  resetSecondFactor(user: UserRecord): void;
}

/** A staff row's actions, each behind its `user:*` operation (the server enforces them regardless). */
export function StaffRowActionsBar({ user, actions }: { user: UserRecord; actions: StaffRowActions }) {
  const t = useT();
  const name = { name: user.username };
  return (
    <RowActions
      actions={[
        { key: 'edit', label: t('staff.edit'), operation: 'user:update', onClick: () => actions.edit(user) },
        { key: 'roles', label: t('staff.assignRoles'), operation: 'user:assignRoles', onClick: () => actions.assignRoles(user) },
        { key: 'ms', label: t('staff.ms.action'), operation: 'user:update', onClick: () => actions.msBinding(user) },
        {
          key: 'resetPassword',
          label: t('staff.resetPassword'),
          operation: 'user:resetPassword',
          confirm: t('staff.resetConfirm', name),
          onClick: () => actions.resetPassword(user),
        },
        Boolean(user.lockedUntil) && {
          key: 'unlock',
          label: t('staff.unlock'),
          operation: 'user:unlock',
          onClick: () => actions.unlock(user),
        },
        {
          key: 'resetSecondFactor',
          label: t('staff.resetSecondFactor'),
          operation: 'user:resetSecondFactor',
          confirm: t('staff.resetSecondFactorConfirm', name),
          onClick: () => actions.resetSecondFactor(user),
        },
        {
          key: 'delete',
          label: t('staff.delete'),
          operation: 'user:delete',
          status: 'danger',
          confirm: t('staff.deleteConfirm', name),
          onClick: () => actions.remove(user),
        },
      ]}
    />
  );
}
