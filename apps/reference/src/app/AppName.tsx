import { useT } from '@backoffice/console-ui';

/** The staff console's name in the current language (the layout's footer). */
export function AppName() {
  return <>{useT()('app.name')}</>;
}
