import { Button, Popconfirm, Space } from '@arco-design/web-react';
import { Permission } from '../Permission/Permission';
import { useT } from '../hooks/useT';
import type { BulkAction } from './types';
import type { RowSelection } from './useRowSelection';

/**
 * Props of {@link BulkBar}.
 * @example
 * const props: BulkBarProps<Filter> = { selection, actions, total: 45, pageRows: 20, onRun: (action) => run(action) };
 */
export interface BulkBarProps<F extends object> {
  selection: RowSelection;
  actions: readonly BulkAction<F>[];
  /** Rows matching the filters (for "select all matching"). */
  total: number;
  /** Rows on the page: "select all matching" is offered once all of them are selected and more match. */
  pageRows: number;
  onRun(action: BulkAction<F>): void;
}

/**
 * The bar over a list while rows are selected: how many, Clear, "select all matching", and each bulk action the
 * user holds the operation of (a dangerous one asks first).
 * @example
 * <BulkBar selection={selection} actions={bulkActions} total={list.total} pageRows={list.data.length} onRun={run} />
 */
export function BulkBar<F extends object>({ selection, actions, total, pageRows, onRun }: BulkBarProps<F>) {
  const t = useT();
  if (selection.ids.length === 0) return null;
  const count = selection.allMatching ? total : selection.ids.length;
  const offerAll = !selection.allMatching && total > pageRows && selection.ids.length >= pageRows;
  return (
    <div className="bo-bulk-bar" role="region" aria-label={t('ui.list.selected', { count })}>
      <Space wrap>
        <strong>{t('ui.list.selected', { count })}</strong>
        {selection.allMatching ? <span>{t('ui.list.allMatching', { total })}</span> : null}
        {offerAll ? (
          <Button type="text" size="small" onClick={selection.selectAllMatching}>
            {t('ui.list.selectAllMatching', { total })}
          </Button>
        ) : null}
        <Button type="text" size="small" onClick={selection.clear}>
          {t('ui.list.clearSelection')}
        </Button>
        {actions.map((action) => {
          const button = action.confirm ? (
            <Popconfirm key={action.key} title={action.confirm} onOk={() => onRun(action)}>
              <Button size="small" status={action.danger ? 'danger' : 'default'}>
                {action.label}
              </Button>
            </Popconfirm>
          ) : (
            <Button key={action.key} size="small" status={action.danger ? 'danger' : 'default'} onClick={() => onRun(action)}>
              {action.label}
            </Button>
          );
          return action.operation ? (
            <Permission key={action.key} operation={action.operation}>
              {button}
            </Permission>
          ) : (
            button
          );
        })}
      </Space>
    </div>
  );
}
