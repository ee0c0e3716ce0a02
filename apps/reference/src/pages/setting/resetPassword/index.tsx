import { Space } from '@arco-design/web-react';
import { PasswordForm } from './PasswordForm';
import { PhoneForm } from './PhoneForm';
import { MsAccountSection } from './MsAccountSection';
import { SignInsSection } from './SignInsSection';
import { TwoStepSection } from '../../twoStep/TwoStepSection';

/** Settings > change password: the own-password form, the own-phone form, two-step verification, the Microsoft account and the own sign-ins. */
export default function ResetPasswordPage() {
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <PasswordForm />
      <PhoneForm />
      <TwoStepSection />
      <MsAccountSection />
      <SignInsSection />
    </Space>
  );
}
