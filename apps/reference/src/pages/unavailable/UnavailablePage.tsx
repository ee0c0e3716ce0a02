import { Button, Result } from '@arco-design/web-react';
import { useNavigate } from 'react-router-dom';
import { DEFAULT_TAB } from '@backoffice/console-core';
import { useT } from '@backoffice/console-ui';

/** Shown for a server menu entry whose page this build does not have. */
export default function UnavailablePage() {
  const t = useT();
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title={t('unavailable.title')}
      subTitle={t('unavailable.subtitle')}
      extra={
        <Button type="primary" onClick={() => navigate(DEFAULT_TAB.fullPath)}>
          {t('unavailable.home')}
        </Button>
      }
    />
  );
}
