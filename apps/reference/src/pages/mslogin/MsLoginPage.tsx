import { useEffect, useRef, useState } from 'react';
import { Button, Result, Space, Spin } from '@arco-design/web-react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { mustChangePassword } from '@backoffice/console-core';
import { useConsole, useT } from '@backoffice/console-ui';
import { CHANGE_PASSWORD_PATH } from '../setting/resetPassword/changePasswordPath';
import { ConsoleLogo } from '../../app/ConsoleLogo';
import { asLoginResult, msLoginApi, msStartUrl } from './api';
import '../login/login.css';

const KNOWN_ERRORS = ['state', 'denied', 'token', 'disabled', 'unavailable', 'ticket'];

/**
 * /mslogin: where the server's callback lands. With `?ticket=` it exchanges the one-time ticket for a token
 * (session.msLogin) and opens the kept page; with `?error=` it explains what failed and offers to start again;
 * otherwise it offers to continue with Microsoft.
 */
export default function MsLoginPage() {
  const t = useT();
  const { client, session, notifier } = useConsole();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const ticket = params.get('ticket');
  const [error, setError] = useState<string | null>(params.get('error'));
  const exchanged = useRef<string | null>(null);

  useEffect(() => {
    if (!ticket || exchanged.current === ticket) return;
    exchanged.current = ticket; // single use: never send the same ticket twice (StrictMode runs effects twice)
    msLoginApi(client)
      .exchange(ticket)
      .then(
        (result) => {
          const signedIn = asLoginResult(result);
          session.getState().msLogin(signedIn);
          notifier.toast({ type: 'success', content: t('login.form.login.success') });
          navigate(mustChangePassword(signedIn) ? CHANGE_PASSWORD_PATH : result.redirect, { replace: true });
        },
        () => {
          setError('ticket');
          navigate('/mslogin?error=ticket', { replace: true });
        },
      );
  }, [ticket, client, session, notifier, navigate, t]);

  const reason = error && KNOWN_ERRORS.includes(error) ? error : error ? 'token' : null;
  return (
    <div className="ref-login">
      <main className="ref-login__card" aria-label={t('mslogin.title')}>
        <Space direction="vertical" align="center" style={{ width: '100%' }}>
          <ConsoleLogo size={40} />
          {ticket && !reason ? (
            <Spin tip={t('mslogin.signingIn')} />
          ) : (
            <Result
              status={reason ? 'warning' : 'info'}
              title={t('mslogin.title')}
              subTitle={reason ? <span role="alert">{t(`mslogin.error.${reason}`)}</span> : undefined}
              extra={
                <Space direction="vertical">
                  <Button type="primary" long href={msStartUrl(undefined)}>
                    {reason ? t('mslogin.tryAgain') : t('mslogin.start')}
                  </Button>
                  <Button type="text" long onClick={() => navigate('/login')}>
                    {t('mslogin.backToLogin')}
                  </Button>
                </Space>
              }
            />
          )}
        </Space>
      </main>
    </div>
  );
}
