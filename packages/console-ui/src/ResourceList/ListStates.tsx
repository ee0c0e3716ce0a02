import { Button, Empty, Result, Skeleton } from '@arco-design/web-react';
import { Permission } from '../Permission/Permission';
import { useT } from '../hooks/useT';
import type { CreateAction } from './types';

/**
 * The placeholder of a list before its first answer: grey lines where the rows will be.
 * @example
 * {list.loaded ? <Table ... /> : <ListSkeleton />}
 */
export function ListSkeleton() {
  const t = useT();
  return (
    <div className="bo-list-skeleton" aria-busy="true" aria-label={t('ui.list.loading')} role="status">
      <Skeleton text={{ rows: 6, width: ['100%', '100%', '100%', '100%', '100%', '60%'] }} animation />
    </div>
  );
}

/**
 * A list with no rows: "No records yet" with the create button when the user may create, or "No records match
 * these filters" when filters are set.
 * @example
 * <ListEmpty filtered={false} create={{ label: 'New project', operation: 'project:add', onCreate }} />
 */
export function ListEmpty({ filtered, create }: { filtered: boolean; create?: CreateAction | undefined }) {
  const t = useT();
  const button = create && !filtered && (
    <Button type="primary" onClick={create.onCreate}>
      {create.label}
    </Button>
  );
  return (
    <Empty
      className="bo-list-empty"
      description={
        <>
          <p>{t(filtered ? 'ui.list.emptyFiltered' : 'ui.list.empty')}</p>
          {button && create?.operation ? <Permission operation={create.operation}>{button}</Permission> : button}
        </>
      }
    />
  );
}

/**
 * A list whose last load failed: what happened and Retry.
 * @example
 * {list.error ? <ListError onRetry={list.refresh} /> : <Table ... />}
 */
export function ListError({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  return (
    <Result
      className="bo-list-error"
      status="error"
      title={<span role="alert">{t('ui.list.error')}</span>}
      extra={
        <Button type="primary" onClick={onRetry}>
          {t('ui.list.retry')}
        </Button>
      }
    />
  );
}
