import type { Meta, StoryObj } from '@storybook/react-vite';
import { useSession } from '../hooks/useSession';
import { FakeConsoleStory } from '../testing/fixtures';
import { LogoutModal } from './LogoutModal';

function TokenState() {
  const token = useSession((s) => s.token);
  return <p data-testid="token">{token ?? 'signed out'}</p>;
}

const meta = {
  title: 'Console/LogoutModal',
  component: LogoutModal,
  tags: ['autodocs'],
  args: { visible: true, onCancel: () => undefined },
  render: (args) => (
    <FakeConsoleStory options={{ loaded: true }}>
      <LogoutModal {...args} />
      <TokenState />
    </FakeConsoleStory>
  ),
} satisfies Meta<typeof LogoutModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The confirmation before logging out. */
export const Open: Story = {};
