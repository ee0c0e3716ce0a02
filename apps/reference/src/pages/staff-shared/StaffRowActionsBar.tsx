import { Button, Popconfirm, Space } from '@arco-design/web-react';
import type { UserRecord } from '@backoffice/api/contract';
import { Permission, useT } from '@backoffice/console-ui';

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
      <Permission operation="user:resetPassword">
        <Popconfirm title={t('staff.resetConfirm', { name: user.username })} onOk={() => actions.resetPassword(user)}>
          <Button type="text" size="small">
            {t('staff.resetPassword')}
          </Button>
        </Popconfirm>
      </Permission>
      {user.lockedUntil ? (
        <Permission operation="user:unlock">
          <Button type="text" size="small" onClick={() => actions.unlock(user)}>
            {t('staff.unlock')}
          </Button>
        </Permission>
      ) : null}
      <Permission operation="user:resetSecondFactor">
        <Popconfirm title={t('staff.resetSecondFactorConfirm', { name: user.username })} onOk={() => actions.resetSecondFactor(user)}>
          <Button type="text" size="small">
            {t('staff.resetSecondFactor')}
          </Button>
        </Popconfirm>
      </Permission>
      <Permission operation="user:delete">
        <Popconfirm title={t('staff.deleteConfirm', { name: user.username })} onOk={() => actions.remove(user)}>
          <Button type="text" size="small" status="danger">
            {t('staff.delete')}
          </Button>
        </Popconfirm>
      </Permission>
    </Space>
  );
}
