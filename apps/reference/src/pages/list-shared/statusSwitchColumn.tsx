import { Switch } from '@arco-design/web-react';
import type { ResourceColumn } from '@backoffice/console-ui';

/**
 * The status column of a list whose rows are enabled or disabled: a switch (named by `title`) that turns a row's
 * status, offered to a user who may change it (`canStatus`).
 */
export function statusSwitchColumn<T extends { status: string }>(
  title: string,
  { canStatus, onStatus }: { canStatus: boolean; onStatus(row: T, on: boolean): void },
): ResourceColumn<T> {
  return {
    key: 'status',
    title,
    render: (status: string, row: T) => (
      <Switch size="small" checked={status === 'enabled'} disabled={!canStatus} aria-label={title} onChange={(on) => onStatus(row, on)} />
    ),
  };
}
