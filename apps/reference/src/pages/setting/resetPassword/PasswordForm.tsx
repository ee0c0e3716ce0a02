import { ChangePasswordForm, useT } from '@backoffice/console-ui';
import { useApi } from '../../../app/useApi';

/** Words of this product the strength meter counts as easy to guess (the server refuses them too). */
const PRODUCT_WORDS = ['backoffice', 'console'];

/** The own-password form: console-ui's, with this server's password rules and what a change does. */
export function PasswordForm() {
  const t = useT();
  const api = useApi();
  return (
    <ChangePasswordForm
      rules={t('account.password.rules')}
      successMessage={t('account.password.success')}
      onSubmit={(change) => api.post('/api/admin/password/change', change)}
      strengthWords={PRODUCT_WORDS}
    />
  );
}
