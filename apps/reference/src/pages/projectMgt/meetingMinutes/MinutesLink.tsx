import { Button } from '@arco-design/web-react';
import { useT } from '@backoffice/console-ui';
import { useGoTo, useHasRoute } from '../routing/useGoTo';
import { useProjectScope } from '../scope/ProjectScopeProvider';

/**
 * Opens a session's meeting minutes on the scope's minutes page, for users whose menu has it (a client's has none:
 * then it shows nothing).
 *
 * @example
 * <MinutesLink sessionId={session.id} />
 */
export function MinutesLink({ sessionId, type = 'text' }: { sessionId: number; type?: 'text' | 'secondary' }) {
  const t = useT();
  const goTo = useGoTo();
  const hasRoute = useHasRoute();
  const { routes } = useProjectScope();
  if (!hasRoute(routes.minutes)) return null;
  return (
    <Button type={type} size="small" onClick={() => goTo(routes.minutes, { sessionId: String(sessionId) })}>
      {t('minutes.link')}
    </Button>
  );
}
