import { useT } from '../hooks/useT';

// Widths of the grey bars: a title, a search row, then table rows.
const BARS = ['30%', '60%', '100%', '100%', '100%', '100%', '70%'];

/**
 * What a page's place shows while its code loads: grey bars in the shape of a page (a title, a search row, a
 * table), announced as loading to screen readers. The console's page routes use it as their Suspense fallback.
 * Plain markup and the kit's stylesheet (no Arco component), so it adds next to nothing to the first load.
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
      {BARS.map((width, i) => (
        <div key={i} className="bo-page-skeleton__bar" style={{ width }} />
      ))}
    </div>
  );
}
