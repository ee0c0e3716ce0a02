import { LanguageSwitch, LoginForm, useLoginRedirect, useT } from '@backoffice/console-ui';
import { ConsoleLogo } from '../../app/ConsoleLogo';
import './login.css';

/** The sign-in screen: the packages' login form, then back where the guard interrupted the user. */
export function LoginPage() {
  const t = useT();
  const goBack = useLoginRedirect();
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
          <LoginForm onSuccess={goBack} />
        </section>
      </main>
    </div>
  );
}
