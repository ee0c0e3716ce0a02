import { ChangePasswordForm, useConsole, useT } from '@backoffice/console-ui';
import { accountApi } from './api';

/** Words of this product the strength meter counts as easy to guess (the server refuses them too). */
const PRODUCT_WORDS = ['backoffice', 'console'];

/** The own-password form: console-ui's, with this server's password rules and what a change does. */
export function PasswordForm() {
  const t = useT();
  const { client } = useConsole();
  return (
    <ChangePasswordForm
      rules={t('account.password.rules')}
      successMessage={t('account.password.success')}
      onSubmit={(change) => accountApi(client).changePassword(change)}
      strengthWords={PRODUCT_WORDS}
    />
  );
}
