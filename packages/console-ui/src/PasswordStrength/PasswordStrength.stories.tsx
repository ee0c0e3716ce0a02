import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Input } from '@arco-design/web-react';
import { FakeConsoleStory } from '../testing/fixtures';
import { PasswordStrength, type PasswordStrengthProps } from './PasswordStrength';

/** A labelled password field with the meter under it, as a form shows them. */
function TypedPassword(props: Omit<PasswordStrengthProps, 'password'>) {
  const [password, setPassword] = useState('');
  return (
    <div style={{ maxWidth: 360 }}>
      <label htmlFor="story-new-password">New password</label>
      <Input.Password id="story-new-password" value={password} onChange={setPassword} autoComplete="new-password" />
      <PasswordStrength password={password} {...props} />
    </div>
  );
}

const meta = {
  title: 'Console/PasswordStrength',
  component: PasswordStrength,
  tags: ['autodocs'],
  args: { password: 'Password1!' },
  parameters: { locale: 'en-US' as 'en-US' | 'zh-CN' },
  render: (args, { parameters }) => (
    <FakeConsoleStory options={{ locale: parameters.locale as 'en-US' | 'zh-CN' }}>
      <div style={{ padding: 24, maxWidth: 360 }}>
        <PasswordStrength {...args} />
      </div>
    </FakeConsoleStory>
  ),
} satisfies Meta<typeof PasswordStrength>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One of the most common passwords, decorated: weak, and why. */
export const Weak: Story = {};
/** A long passphrase of uncommon words: very strong. */
export const Strong: Story = { args: { password: 'violet kettle orbits quiet dunes' } };
/** The user's own name with a year: weak, because it is theirs. */
export const OwnName: Story = { args: { password: 'AdaLovelace2024', userInputs: ['ada.lovelace', 'Ada Lovelace', 'backoffice'] } };
/** The weak one in Chinese: the rating and zxcvbn-ts's reason in the user's language. */
export const Chinese: Story = { parameters: { locale: 'zh-CN' } };
/** A field to type into: the meter appears with the first character. */
export const WhileTyping: Story = {
  args: { password: '' },
  render: (args, { parameters }) => (
    <FakeConsoleStory options={{ locale: parameters.locale as 'en-US' | 'zh-CN' }}>
      <div style={{ padding: 24 }}>
        <TypedPassword userInputs={args.userInputs} loadScorer={args.loadScorer} />
      </div>
    </FakeConsoleStory>
  ),
};
