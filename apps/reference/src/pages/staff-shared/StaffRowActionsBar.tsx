import { Button, Space } from '@arco-design/web-react';
import type { UserRecord } from '@backoffice/api/contract';
import { ConfirmButton, Permission, useT } from '@backoffice/console-ui';

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
  return (
    <Space size="mini" wrap>
      <Permission operation="user:update">
        <Button type="text" size="small" onClick={() => actions.edit(user)}>
          {t('staff.edit')}
        </Button>
      </Permission>
      <Permission operation="user:assignRoles">
        <Button type="text" size="small" onClick={() => actions.assignRoles(user)}>
          {t('staff.assignRoles')}
        </Button>
      </Permission>
      <Permission operation="user:update">
        <Button type="text" size="small" onClick={() => actions.msBinding(user)}>
          {t('staff.ms.action')}
        </Button>
      </Permission>
      <ConfirmButton
        operation="user:resetPassword"
        label={t('staff.resetPassword')}
        confirm={t('staff.resetConfirm', { name: user.username })}
        onOk={() => actions.resetPassword(user)}
      />
      {user.lockedUntil ? (
        <Permission operation="user:unlock">
          <Button type="text" size="small" onClick={() => actions.unlock(user)}>
            {t('staff.unlock')}
          </Button>
        </Permission>
      ) : null}
      <ConfirmButton
        operation="user:resetSecondFactor"
        label={t('staff.resetSecondFactor')}
        confirm={t('staff.resetSecondFactorConfirm', { name: user.username })}
        onOk={() => actions.resetSecondFactor(user)}
      />
      <ConfirmButton
        operation="user:delete"
        status="danger"
        label={t('staff.delete')}
        confirm={t('staff.deleteConfirm', { name: user.username })}
        onOk={() => actions.remove(user)}
      />
    </Space>
  );
}
