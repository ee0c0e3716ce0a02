import type { Meta, StoryObj } from '@storybook/react-vite';
import { DictTag } from '../DictTag/DictTag';
import { FakeConsoleStory } from '../testing/fixtures';
import { DictSelect } from './DictSelect';

const meta = {
  title: 'Console/Dictionary',
  component: DictSelect,
  tags: ['autodocs'],
  args: { code: 'project_status', placeholder: 'Status', 'aria-label': 'Project status', style: { width: 200 } },
  render: (args) => (
    <FakeConsoleStory options={{ loaded: true }}>
      <div style={{ padding: 24, display: 'flex', gap: 12 }}>
        <DictSelect {...args} />
        <DictTag code="project_status" value="1" />
        <DictTag code="project_status" value="9" />
      </div>
    </FakeConsoleStory>
  ),
} satisfies Meta<typeof DictSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A select over the 'project_status' dictionary, and tags for a known and an unknown value. */
export const SelectAndTags: Story = {};
