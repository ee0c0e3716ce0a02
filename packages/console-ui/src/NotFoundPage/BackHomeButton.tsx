import { Button, type ButtonProps } from '@arco-design/web-react';
import { useNavigate } from 'react-router-dom';
import { DEFAULT_TAB } from '@backoffice/console-core';
import { useT } from '../hooks/useT';

/** "Back to home" (internal): the button of the kit's 404, 403 and page-error cards. */
export function BackHomeButton({ home = DEFAULT_TAB.fullPath, type }: { home?: string | undefined; type?: ButtonProps['type'] }) {
  const t = useT();
  const navigate = useNavigate();
  return (
    <Button type={type} onClick={() => navigate(home)}>
      {t('ui.notFound.back')}
    </Button>
  );
}
