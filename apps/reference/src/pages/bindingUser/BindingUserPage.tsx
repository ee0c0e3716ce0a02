import { useEffect, useRef, useState } from 'react';
import { Spin, Typography } from '@arco-design/web-react';
import { useSearchParams } from 'react-router-dom';
import type { MsPendingResult } from '@backoffice/api/contract';
import { LanguageSwitch, useConsole, useT } from '@backoffice/console-ui';
import { ConsoleLogo } from '../../app/ConsoleLogo';
import { bindingApi } from './api';
import { BindingForm } from './BindingForm';
import { ExpiredNotice } from './ExpiredNotice';
import '../login/login.css';

/**
 * /bindingUser?pending=<id>: after a first Microsoft sign-in, the person proves a staff account to link it.
 * An unknown, used or expired pending id shows a clear notice and a way to start again.
 */
export default function BindingUserPage() {
  const t = useT();
  const { client } = useConsole();
  const [params] = useSearchParams();
  const pending = params.get('pending') ?? '';
  const [status, setStatus] = useState<MsPendingResult | 'loading'>('loading');
  const asked = useRef<string | null>(null);

  useEffect(() => {
    if (asked.current === pending) return;
    asked.current = pending;
    if (!pending) {
      setStatus({ status: 'unknown', label: null, expiresAt: null });
      return;
    }
    bindingApi(client)
      .pending(pending)
      .then(setStatus, () => setStatus({ status: 'unknown', label: null, expiresAt: null }));
  }, [pending, client]);

  const expire = () => setStatus({ status: 'expired', label: null, expiresAt: null });
  return (
    <div className="ref-login">
      <div className="ref-login__language">
        <LanguageSwitch />
      </div>
      <main className="ref-login__card">
        <ConsoleLogo size={40} />
        <h1 className="bo-login__title">{t('login.bindingUser.title')}</h1>
        {status === 'loading' ? (
          <Spin tip={t('bindingUser.loading')} />
        ) : status.status !== 'active' ? (
          <ExpiredNotice />
        ) : (
          <>
            <Typography.Paragraph>{t('bindingUser.intro')}</Typography.Paragraph>
            {status.label ? (
              <Typography.Paragraph type="secondary">{t('bindingUser.signedInAs', { label: status.label })}</Typography.Paragraph>
            ) : null}
            <BindingForm pending={pending} onExpired={expire} />
          </>
        )}
      </main>
    </div>
  );
}
