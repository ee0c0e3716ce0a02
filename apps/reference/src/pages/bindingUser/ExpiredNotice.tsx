import { Button, Result, Space } from '@arco-design/web-react';
import { useNavigate } from 'react-router-dom';
import { useT } from '@backoffice/console-ui';
import { msStartUrl } from '../mslogin/api';

/** Shown when the pending binding is unknown, used up or expired: a clear message and a way to start again. */
export function ExpiredNotice() {
  const t = useT();
  const navigate = useNavigate();
  return (
    <Result
      status="warning"
      title={<span role="alert">{t('bindingUser.expired.title')}</span>}
      subTitle={t('bindingUser.expired.text')}
      extra={
        <Space direction="vertical">
          <Button type="primary" long href={msStartUrl(undefined)}>
            {t('bindingUser.startAgain')}
          </Button>
          <Button type="text" long onClick={() => navigate('/login')}>
            {t('bindingUser.backToLogin')}
          </Button>
        </Space>
      }
    />
  );
}
