import { Button, Popconfirm } from '@arco-design/web-react';
import type { OperationCode } from '@backoffice/api/contract';
import { Permission } from '@backoffice/console-ui';

/**
 * A row's danger button (delete, remove) behind its operation, that asks `question` before `onOk`.
 *
 * @example
 * <ConfirmedDelete operation="session:delete" question={t('projectMgt.session.confirm.delete', { name })} label={t('projectMgt.action.delete')} onOk={remove} />
 */
export function ConfirmedDelete(props: { operation: OperationCode; question: string; label: string; onOk(): unknown }) {
  return (
    <Permission operation={props.operation}>
      <Popconfirm title={props.question} onOk={() => void props.onOk()}>
        <Button type="text" size="small" status="danger">
          {props.label}
        </Button>
      </Popconfirm>
    </Permission>
  );
}
