import { Skeleton } from '@arco-design/web-react';
import { useT } from '../hooks/useT';

/**
 * What a page's place shows while its code loads: grey bars in the shape of a page (a title, a search row, a
 * table), announced as loading to screen readers. The console's page routes use it as their Suspense fallback.
 *
 * @example
 * <Suspense fallback={<PageSkeleton />}>
 *   <RolePage />
 * </Suspense>
 */
export function PageSkeleton() {
  const t = useT();
  return (
    <div className="bo-page-skeleton" role="status" aria-busy="true" aria-label={t('ui.page.loading')}>
      <Skeleton animation text={{ rows: 1, width: '30%' }} />
      <Skeleton animation text={{ rows: 6, width: ['100%', '100%', '100%', '100%', '100%', '60%'] }} />
    </div>
  );
}
