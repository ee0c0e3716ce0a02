import type { Meta, StoryObj } from '@storybook/react-vite';
import { EnvelopeError } from '@backoffice/console-core';
import { FakeConsoleStory } from '../testing/fixtures';
import { ChangePasswordForm, type PasswordChange } from './ChangePasswordForm';

/** A server that knows one current password and refuses a very common new one, naming the field as ours does. */
async function changePassword({ currentPassword, newPassword }: PasswordChange): Promise<null> {
  const refuse = (field: keyof PasswordChange, message: string) =>
    new EnvelopeError(message, { code: 400, status: 400, kind: 'envelope', result: { field } });
  if (currentPassword !== 'current passphrase') throw refuse('currentPassword', 'The current password is wrong');
  if (newPassword === 'password123') throw refuse('newPassword', 'This password is too common');
  return null;
}

const meta = {
  title: 'Console/ChangePasswordForm',
  component: ChangePasswordForm,
  tags: ['autodocs'],
  args: { onSubmit: changePassword },
  render: (args, { parameters }) => (
    <FakeConsoleStory
      options={{
        loaded: true,
        user: { mustChangePassword: Boolean(parameters.oneTime) },
        locale: parameters.locale as 'zh-CN' | undefined,
      }}
    >
      <ChangePasswordForm {...args} />
    </FakeConsoleStory>
  ),
} satisfies Meta<typeof ChangePasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The form with its default rule line (8 to 128 characters). */
export const Default: Story = {};
/** Signed in with a one-time password: the form says it must be changed first. */
export const OneTimePassword: Story = { parameters: { oneTime: true } };
/** The console's own rules text and success message. */
export const CustomRules: Story = {
  args: {
    rules: 'Long passphrases are welcome; very common passwords are refused.',
    successMessage: 'Password changed. Your other sign-ins have ended.',
  },
};
/** In Chinese. */
export const Chinese: Story = { parameters: { oneTime: true, locale: 'zh-CN' } };
