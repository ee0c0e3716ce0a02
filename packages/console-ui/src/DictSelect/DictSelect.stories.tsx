import type { Meta, StoryObj } from '@storybook/react-vite';
import { DictTag } from '../DictTag/DictTag';
import { LanguageSwitch } from '../LanguageSwitch/LanguageSwitch';
import { FakeConsoleStory } from '../testing/fixtures';
import { DictSelect } from './DictSelect';

const meta = {
  title: 'Console/Dictionary',
  component: DictSelect,
  tags: ['autodocs'],
  args: { code: 'project_status', placeholder: 'Status', 'aria-label': 'Project status', style: { width: 200 } },
  parameters: { locale: 'en-US' as 'en-US' | 'zh-CN' },
  render: (args, { parameters }) => (
    <FakeConsoleStory options={{ loaded: true, locale: parameters.locale as 'en-US' | 'zh-CN' }}>
      <div style={{ padding: 24, display: 'flex', gap: 12, alignItems: 'center' }}>
        <LanguageSwitch />
        <DictSelect {...args} />
        <DictTag code="project_status" value="1" />
        <DictTag code="project_status" value="2" />
        <DictTag code="project_status" value="9" />
      </div>
    </FakeConsoleStory>
  ),
} satisfies Meta<typeof DictSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A select over the 'project_status' dictionary, and tags for two known values and an unknown one; the globe switches language. */
export const SelectAndTags: Story = {};

/**
 * The same in Chinese: the labels the server sends in zh-CN ('进行中'); 'Closed' has no zh-CN label and shows its
 * English one. Switching to English relabels them.
 */
export const InChinese: Story = { parameters: { locale: 'zh-CN' } };
