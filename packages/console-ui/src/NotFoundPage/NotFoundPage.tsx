import { Result } from '@arco-design/web-react';
import { DEFAULT_TAB } from '@backoffice/console-core';
import { useT } from '../hooks/useT';
import { BackHomeButton } from './BackHomeButton';

/**
 * The catch-all page (route name notFound) with a way back to the dashboard.
 *
 * @example
 * <ConsoleRoutes resolvePage={resolvePage} notFound={<NotFoundPage />} />
 */
export function NotFoundPage({ home = DEFAULT_TAB.fullPath }: { home?: string }) {
  const t = useT();
  return (
    <div className="bo-not-found">
      <Result status="404" subTitle={t('menu.notFound')} extra={<BackHomeButton type="primary" home={home} />} />
    </div>
  );
}
