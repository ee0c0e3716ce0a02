import { Result } from '@arco-design/web-react';
import { useT } from '../hooks/useT';
import { BackHomeButton } from '../NotFoundPage/BackHomeButton';

/**
 * Props of {@link ForbiddenPage}.
 *
 * @example
 * const props: ForbiddenPageProps = { home: '/dashboard/workplace' };
 */
export interface ForbiddenPageProps {
  /** Where "Back to home" goes; default the dashboard tab. */
  home?: string;
}

/**
 * The 403 page (route name forbidden): a page this console has that the user's role may not open, told apart
 * from the not-found page of a wrong URL. Says so in one sentence and leads back home.
 *
 * @example
 * <ConsoleRoutes resolvePage={resolvePage} knownPages={['/admin/adminList']} forbidden={<ForbiddenPage home="/home" />} />
 */
export function ForbiddenPage({ home }: ForbiddenPageProps) {
  const t = useT();
  return (
    <div className="bo-not-found">
      <Result
        status="403"
        title={<h1 className="bo-result-heading">{t('menu.forbidden')}</h1>}
        subTitle={t('ui.forbidden.detail')}
        extra={<BackHomeButton type="primary" home={home} />}
      />
    </div>
  );
}
