import { useEffect, useRef, useState } from 'react';
import { Button, Divider } from '@arco-design/web-react';
import { useConsole, useT } from '@backoffice/console-ui';
import { msLoginApi, msStartUrl } from './api';
import { returnToFromSearch } from './returnTo';

/**
 * The login page's "Sign in with Microsoft" button: shown only when the server says Microsoft sign-in is
 * configured; it navigates to the server's start route, keeping the page the guard interrupted.
 */
export function MsLoginButton() {
  const t = useT();
  const { client } = useConsole();
  const [enabled, setEnabled] = useState(false);
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    msLoginApi(client)
      .config()
      .then(
        (config) => setEnabled(config.enabled),
        () => setEnabled(false),
      );
  }, [client]);
  if (!enabled) return null;
  return (
    <>
      <Divider orientation="center">{t('mslogin.or')}</Divider>
      <Button long href={msStartUrl(returnToFromSearch(window.location.search))}>
        {t('mslogin.button')}
      </Button>
    </>
  );
}
