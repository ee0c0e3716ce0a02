import { Space } from '@arco-design/web-react';
import { PasswordForm } from './PasswordForm';
import { PhoneForm } from './PhoneForm';
import { MsAccountSection } from './MsAccountSection';

/** Settings > change password: the own-password form and the own-phone form. */
export default function ResetPasswordPage() {
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <PasswordForm />
      <PhoneForm />
      <MsAccountSection />
    </Space>
  );
}
