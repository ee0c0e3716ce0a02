import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { useConsole } from '../hooks/useConsole';
import { FakeConsoleStory } from '../testing/fixtures';
import { Button, Form } from '@arco-design/web-react';
import { CredentialFields, FormErrorLine } from './CredentialFields';
import { LoginForm, type LoginFormProps } from './LoginForm';

const meta = {
  title: 'Console/LoginForm',
  component: LoginForm,
  tags: ['autodocs'],
  parameters: { layout: 'centered' },
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty form: submit to see the required-field messages. */
export const Empty: Story = {
  render: (args) => (
    <FakeConsoleStory path="/login">
      <LoginForm {...args} />
    </FakeConsoleStory>
  ),
};

/** With a line under the title (what the console is for). */
export const WithSubtitle: Story = {
  args: { title: 'Login to Backoffice Console', subtitle: 'Projects, sessions and participants of moderated research, in one place.' },
  render: (args) => (
    <FakeConsoleStory path="/login">
      <LoginForm {...args} />
    </FakeConsoleStory>
  ),
};

/** Prefilled username; the server answers slowly so the button shows its loading state. */
export const Loading: Story = {
  args: { defaultUsername: 'admin' },
  render: (args) => (
    <FakeConsoleStory path="/login" options={{ delay: 1500 }}>
      <LoginForm {...args} />
    </FakeConsoleStory>
  ),
};

/** A next screen that asks the server for its data as it first renders, as a console's landing page does. */
function NextScreen() {
  const { client } = useConsole();
  const [name, setName] = useState('');
  useEffect(() => {
    void client.post<{ realName: string }>('/api/admin/self/selfInfo').then((info) => setName(info.realName));
  }, [client]);
  return <p>{name ? `Signed in as ${name}` : 'Loading your data'}</p>;
}

function SignInThenNextScreen(props: LoginFormProps) {
  const [signedIn, setSignedIn] = useState(false);
  return signedIn ? (
    <NextScreen />
  ) : (
    <LoginForm
      {...props}
      onSuccess={(result) => {
        props.onSuccess?.(result);
        setSignedIn(true);
      }}
    />
  );
}

/** Signing in shows the next screen at once; the data requests it makes leave once that screen is painted. */
export const ThenNextScreen: Story = {
  args: { defaultUsername: 'admin' },
  render: (args) => (
    <FakeConsoleStory path="/login">
      <SignInThenNextScreen {...args} />
    </FakeConsoleStory>
  ),
};

/** The server refuses the login with its own message. */
export const ServerFailure: Story = {
  args: { defaultUsername: 'admin' },
  render: (args) => (
    <FakeConsoleStory path="/login" options={{ loginError: 'Wrong username or password' }}>
      <LoginForm {...args} />
    </FakeConsoleStory>
  ),
};

/** The right password of a user with a second factor: `onSecondFactor` gets the step, nothing is stored. */
export const SecondFactor: Story = {
  args: { defaultUsername: 'admin' },
  render: (args) => (
    <FakeConsoleStory path="/login" options={{ secondFactorChallenge: 'challenge-1' }}>
      <LoginForm {...args} />
    </FakeConsoleStory>
  ),
};

/** The server refuses without a message: the generic one shows. */
export const GenericFailure: Story = {
  args: { defaultUsername: 'admin' },
  render: (args) => (
    <FakeConsoleStory path="/login" options={{ loginError: '' }}>
      <LoginForm {...args} />
    </FakeConsoleStory>
  ),
};

/** Chinese interface. */
export const Chinese: Story = {
  render: (args) => (
    <FakeConsoleStory path="/login" options={{ locale: 'zh-CN' }}>
      <LoginForm {...args} />
    </FakeConsoleStory>
  ),
};

/** The same credential fields in a form of your own (here: linking a Microsoft account), with its error line. */
export const CredentialFieldsInOwnForm: Story = {
  render: () => (
    <FakeConsoleStory path="/login">
      <Form layout="vertical" style={{ width: 320 }} aria-label="Link your account">
        <CredentialFields />
        <FormErrorLine message="The binding has expired" />
        <Button type="primary" htmlType="submit" long>
          Link
        </Button>
      </Form>
    </FakeConsoleStory>
  ),
};
