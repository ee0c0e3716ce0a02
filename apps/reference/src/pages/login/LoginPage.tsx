import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { mustChangePassword, mustEnrolSecondFactor, type LoginResult, type SecondFactorStep } from '@backoffice/console-core';
import { afterFirstContentfulPaint, LanguageSwitch, lazyWithPreload, LoginForm, useLoginRedirect, useT } from '@backoffice/console-ui';
import { ConsoleLogo } from '../../app/ConsoleLogo';
import { CHANGE_PASSWORD_PATH } from '../setting/resetPassword/changePasswordPath';
import { ENROL_PATH } from '../twoStep/EnrolmentGate';
import './login.css';
import { usePrerenderTakeover } from './prerender/takeover';

// Shown only when the server has Microsoft sign-in configured: loaded after the form's first paint, not with it.
// The second step (a code after the right password) loads only for a user who has a second factor.
const SecondStepForm = lazy(() => import('../twoStep/SecondStepForm'));
const MsLoginButton = lazyWithPreload(() => import('../mslogin/MsLoginButton').then((m) => ({ default: m.MsLoginButton })));

/** True once the Microsoft button's code is there, fetched once the form is on screen (so it renders at once). */
function useMsButtonLoaded(): boolean {
  const [loaded, setLoaded] = useState(() => MsLoginButton.loaded() !== undefined);
  useEffect(() => {
    if (loaded) return undefined;
    let live = true;
    const cancel = afterFirstContentfulPaint(() => {
      MsLoginButton.preload().then(
        () => live && setLoaded(true),
        () => undefined,
      );
    });
    return () => {
      live = false;
      cancel();
    };
  }, [loaded]);
  return loaded;
}

/** The sign-in screen: the packages' login form, then back where the guard interrupted the user. */
export function LoginPage() {
  const t = useT();
  // A one-time password goes to the password form first (the server refuses everything else until then).
  const redirect = useLoginRedirect(undefined, { changePasswordPath: CHANGE_PASSWORD_PATH });
  const navigate = useNavigate();
  // A sign-in whose role requires a second factor it lacks goes to enrolment (after a one-time password's change).
  const goBack = (result: LoginResult) =>
    mustEnrolSecondFactor(result) && !mustChangePassword(result) ? navigate(ENROL_PATH, { replace: true }) : redirect(result);
  const [step, setStep] = useState<SecondFactorStep | null>(null);
  // The Microsoft button (its code, and its question to the server) waits until the form is on screen.
  const msButton = useMsButtonLoaded();
  // index.html's prerendered copy of this page (build/prerender-login) gives way once this one is committed.
  const page = useRef<HTMLDivElement>(null);
  usePrerenderTakeover(page);
  return (
    // One centred column on a plain page: the first frame paints only the column (and the language switch),
    // not a full-height coloured panel, whose edge and text cost that frame's software raster ~10-15 ms.
    <div className="ref-login" ref={page}>
      <div className="ref-login__language">
        <LanguageSwitch />
      </div>
      <main className="ref-login__card">
        <ConsoleLogo size={40} />
        {step ? (
          <Suspense fallback={null}>
            <SecondStepForm step={step} onSignedIn={goBack} onBack={() => setStep(null)} />
          </Suspense>
        ) : (
          <LoginForm
            title={t('login.title')}
            subtitle={t('login.subtitle')}
            onSuccess={goBack}
            onSecondFactor={setStep}
            extra={
              msButton ? (
                <div className="ref-login__more">
                  <MsLoginButton />
                </div>
              ) : null
            }
          />
        )}
      </main>
    </div>
  );
}
