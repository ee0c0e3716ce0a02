import { useState } from 'react';
import { Alert, Button, Space } from '@arco-design/web-react';
import { Navigate, useNavigate } from 'react-router-dom';
import { DEFAULT_TAB } from '@backoffice/console-core';
import { LanguageSwitch, useConsole, useSession, useT } from '@backoffice/console-ui';
import { ConsoleLogo } from '../../app/ConsoleLogo';
import { RecoveryCodes } from './RecoveryCodes';
import { TotpEnrol } from './TotpEnrol';
import { useTwoStepStrings } from './useTwoStepStrings';
import '../login/login.css';
import './two-step.css';

/**
 * /twoStepEnrol: a user whose role requires two-step verification and who has none sets up an authenticator
 * app, keeps the recovery codes, and only then goes on to the console.
 */
export default function TwoStepEnrolPage() {
  useTwoStepStrings();
  const t = useT();
  const { session } = useConsole();
  const navigate = useNavigate();
  const signedIn = useSession((s) => s.token !== null);
  const [codes, setCodes] = useState<string[] | null>(null);
  if (!signedIn) return <Navigate to="/login" replace />;

  const enrolled = (recoveryCodes: string[]) => {
    session.getState().setInfo({ mustEnrolSecondFactor: false });
    setCodes(recoveryCodes);
  };
  return (
    <div className="ref-login">
      <div className="ref-login__language">
        <LanguageSwitch />
      </div>
      <main className="ref-login__card ref-two-step">
        <ConsoleLogo size={40} />
        <h1 className="bo-login__title">{t('twoStep.title')}</h1>
        {codes ? (
          <Space direction="vertical" size="medium" style={{ width: '100%' }}>
            <Alert type="success" content={t('twoStep.enrol.done')} />
            {codes.length > 0 ? <RecoveryCodes codes={codes} /> : null}
            <Button type="primary" long onClick={() => navigate(DEFAULT_TAB.fullPath, { replace: true })}>
              {t('twoStep.enrol.continue')}
            </Button>
          </Space>
        ) : (
          <Space direction="vertical" size="medium" style={{ width: '100%' }}>
            <Alert type="info" content={t('twoStep.enrol.required')} />
            <TotpEnrol onEnrolled={enrolled} />
          </Space>
        )}
      </main>
    </div>
  );
}
