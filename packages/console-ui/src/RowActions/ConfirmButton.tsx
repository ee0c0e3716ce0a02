import { Button, Popconfirm } from '@arco-design/web-react';
import type { OperationCode } from '@backoffice/console-core';
import { Permission } from '../Permission/Permission';

/**
 * Props of {@link ConfirmButton}.
 * @example
 * const props: ConfirmButtonProps = { label: 'Publish', confirm: 'Publish v2?', onOk: () => api.publish(2) };
 */
export interface ConfirmButtonProps {
  label: string;
  /** The question asked first. */
  confirm: string;
  /** Runs once the user says OK (a promise keeps the question's OK busy until it settles). */
  onOk(): unknown;
  /** Shown only to a user holding it (the server refuses anyway). */
  operation?: OperationCode | readonly OperationCode[];
  /** 'danger' (red) for what removes, 'warning' for what cannot be taken back; default plain. */
  status?: 'danger' | 'warning';
}

/**
 * A row's text button that asks `confirm` before it runs `onOk` (publish, reset, close...), behind `operation`.
 * @example
 * <ConfirmButton operation="agreement:status" label={t('agreement.publish')} confirm={t('agreement.publishConfirm')}
 *   onOk={() => publish(row)} />
 */
export function ConfirmButton({ label, confirm, onOk, operation, status }: ConfirmButtonProps) {
  const button = (
    <Popconfirm title={confirm} onOk={async () => void (await onOk())}>
      <Button type="text" size="small" {...(status ? { status } : {})}>
        {label}
      </Button>
    </Popconfirm>
  );
  return operation ? <Permission operation={operation}>{button}</Permission> : button;
}
