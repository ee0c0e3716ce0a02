import type { Meta, StoryObj } from '@storybook/react-vite';
import { FakeConsoleStory } from '../testing/fixtures';
import { DictTag } from './DictTag';

const meta = {
  title: 'Console/DictTag',
  component: DictTag,
  tags: ['autodocs'],
  args: { code: 'project_status', value: '1' },
  render: (args) => (
    <FakeConsoleStory>
      <div style={{ padding: 24 }}><DictTag {...args} /></div>
    </FakeConsoleStory>
  ),
} satisfies Meta<typeof DictTag>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A known value: its label and colour. */
export const Known: Story = {};
/** An unknown value: shown as is. */
export const Unknown: Story = { args: { value: 42 } };
/** No value: nothing. */
export const Empty: Story = { args: { value: null } };
