import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Space } from '@arco-design/web-react';
import { FakeConsoleStory, type FakeConsoleOptions } from '../testing/fixtures';
import { Permission } from './Permission';

const meta = {
  title: 'Console/Permission',
  component: Permission,
  tags: ['autodocs'],
  args: { roles: ['admin'], children: <Button type="primary">Delete project</Button>, fallback: <span>Not allowed</span> },
  render: (args, { parameters }) => (
    <FakeConsoleStory options={{ loaded: true, ...(parameters.fake as FakeConsoleOptions | undefined) }}>
      <Space style={{ padding: 24 }}>
        <Permission {...args} />
      </Space>
    </FakeConsoleStory>
  ),
} satisfies Meta<typeof Permission>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An admin sees the admin-only button. */
export const RoleAllowed: Story = {};
/** A 'user' does not. */
export const RoleDenied: Story = { parameters: { fake: { role: 'user' } } };
/** The operate list grants 'project:add'. */
export const OperationAllowed: Story = { args: { roles: undefined, operation: 'project:add', children: <Button>New project</Button> } };
/** The operate list lacks 'project:delete'. */
export const OperationDenied: Story = { args: { roles: undefined, operation: 'project:delete' } };
