import { Result } from '@arco-design/web-react';
import { useT } from '../hooks/useT';

const warned = new Set<string>();

/**
 * What a menu entry shows when `resolvePage` has no page for its component: says so (naming the component),
 * instead of the 404 page, and warns once in the browser console so the console's developer sees which page to
 * add to `resolvePage`.
 *
 * @example
 * <MissingPage component="reports/monthly" />
 */
export function MissingPage({ component }: { component: string }) {
  const t = useT();
  if (!warned.has(component)) {
    warned.add(component);
    console.warn(`[console-ui] resolvePage has no page for the menu component "${component}": the entry shows "Page not available".`);
  }
  return (
    <div className="bo-not-found">
      <Result status="404" title={t('ui.missingPage.title')} subTitle={t('ui.missingPage.detail', { component })} />
    </div>
  );
}
