import type { Meta, StoryObj } from '@storybook/react-vite';
import { FakeConsoleStory } from '../testing/fixtures';
import { MissingPage } from './MissingPage';

const meta = {
  title: 'Console/MissingPage',
  component: MissingPage,
  tags: ['autodocs'],
  args: { component: 'reports/monthly' },
  render: (args) => (
    <FakeConsoleStory path="/reports/monthly">
      <MissingPage {...args} />
    </FakeConsoleStory>
  ),
} satisfies Meta<typeof MissingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A menu entry whose component the console has no page for. */
export const Default: Story = {};
