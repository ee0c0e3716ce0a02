import type { ReactNode } from 'react';
import { Button, Space } from '@arco-design/web-react';
import type { OperationCode } from '@backoffice/console-core';
import { Permission } from '../Permission/Permission';
import { ConfirmButton } from './ConfirmButton';

/**
 * One button of {@link RowActions}: shown to a user holding `operation`, asking `confirm` first when given.
 * @example
 * const publish: RowAction = { key: 'publish', label: t('agreement.publish'), operation: 'agreement:status', confirm: t('agreement.publishConfirm'), onClick: publish };
 */
export interface RowAction {
  key: string;
  label: string;
  operation?: OperationCode | readonly OperationCode[];
  /** The question asked first. */
  confirm?: string;
  status?: 'danger' | 'warning';
  onClick(): unknown;
}

/**
 * A row's buttons as data, in order, each behind its operation (a `false` or `null` entry is left out: a button
 * the row's state does not offer); `children` (a {@link DeleteButton}) come last.
 * @example
 * <RowActions actions={[
 *   { key: 'edit', label: t('role.edit'), operation: 'role:update', onClick: () => form.edit(role.id, role) },
 *   role.code !== 'admin' && { key: 'reset', label: t('role.reset'), confirm: t('role.resetConfirm'), onClick: () => reset(role) },
 * ]} />
 */
export function RowActions({ actions, children }: { actions: readonly (RowAction | false | null | undefined)[]; children?: ReactNode }) {
  return (
    <Space size="mini" wrap>
      {actions.map((action) => {
        if (!action) return null;
        const { key, label, operation, confirm, status, onClick } = action;
        if (confirm)
          return (
            <ConfirmButton
              key={key}
              {...{ label, confirm, onOk: onClick, ...(operation ? { operation } : {}), ...(status ? { status } : {}) }}
            />
          );
        const button = (
          <Button key={key} type="text" size="small" {...(status ? { status } : {})} onClick={() => void onClick()}>
            {label}
          </Button>
        );
        return operation ? (
          <Permission key={key} operation={operation}>
            {button}
          </Permission>
        ) : (
          button
        );
      })}
      {children}
    </Space>
  );
}
