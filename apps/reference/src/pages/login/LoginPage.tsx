import { lazy, Suspense } from 'react';
import { LanguageSwitch, LoginForm, useLoginRedirect, useT } from '@backoffice/console-ui';
import { useNavigate } from 'react-router-dom';
import { ConsoleLogo } from '../../app/ConsoleLogo';
import { CHANGE_PASSWORD_PATH, mustChangePassword } from '../setting/resetPassword/mustChange';
import './login.css';

// Shown only when the server has Microsoft sign-in configured: loaded after the form, not with it.
const MsLoginButton = lazy(() => import('../mslogin/MsLoginButton').then((m) => ({ default: m.MsLoginButton })));

/** The sign-in screen: the packages' login form, then back where the guard interrupted the user. */
export function LoginPage() {
  const t = useT();
  const goBack = useLoginRedirect();
  const navigate = useNavigate();
  return (
    <div className="ref-login">
      <aside className="ref-login__banner">
        <ConsoleLogo size={40} />
        <h1>{t('login.banner.title')}</h1>
        <p>{t('login.banner.subtitle')}</p>
      </aside>
      <main className="ref-login__main">
        <div className="ref-login__language">
          <LanguageSwitch />
        </div>
        <section className="ref-login__card">
          <LoginForm
            onSuccess={(result) => (mustChangePassword(result) ? navigate(CHANGE_PASSWORD_PATH, { replace: true }) : goBack())}
            extra={
              <Suspense fallback={null}>
                <MsLoginButton />
              </Suspense>
            }
          />
        </section>
      </main>
    </div>
  );
}
