import type { Meta, StoryObj } from '@storybook/react-vite';
import { FakeConsoleStory } from '../testing/fixtures';
import { DictTag } from './DictTag';

const meta = {
  title: 'Console/DictTag',
  component: DictTag,
  tags: ['autodocs'],
  args: { code: 'project_status', value: '1' },
  parameters: { locale: 'en-US' as 'en-US' | 'zh-CN' },
  render: (args, { parameters }) => (
    <FakeConsoleStory options={{ locale: parameters.locale as 'en-US' | 'zh-CN' }}>
      <div style={{ padding: 24 }}>
        <DictTag {...args} />
      </div>
    </FakeConsoleStory>
  ),
} satisfies Meta<typeof DictTag>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A known value: its label and colour. */
export const Known: Story = {};
/** A known value in Chinese: its zh-CN label. */
export const KnownInChinese: Story = { parameters: { locale: 'zh-CN' } };
/** A value whose item has no zh-CN label, in Chinese: its English label. */
export const FallbackInChinese: Story = { args: { value: '2' }, parameters: { locale: 'zh-CN' } };
/** An unknown value: shown as is. */
export const Unknown: Story = { args: { value: 42 } };
/** No value: nothing. */
export const Empty: Story = { args: { value: null } };
