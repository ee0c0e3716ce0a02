import { Button, Result } from '@arco-design/web-react';
import { useNavigate } from 'react-router-dom';
import { DEFAULT_TAB } from '@backoffice/console-core';
import { useT } from '../hooks/useT';

/**
 * The catch-all page (route name notFound) with a way back to the dashboard.
 *
 * @example
 * <ConsoleRoutes resolvePage={resolvePage} notFound={<NotFoundPage />} />
 */
export function NotFoundPage({ home = DEFAULT_TAB.fullPath }: { home?: string }) {
  const t = useT();
  const navigate = useNavigate();
  return (
    <div className="bo-not-found">
      <Result
        status="404"
        subTitle={t('menu.notFound')}
        extra={
          <Button type="primary" onClick={() => navigate(home)}>
            {t('ui.notFound.back')}
          </Button>
        }
      />
    </div>
  );
}
