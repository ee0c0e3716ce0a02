import type { Meta, StoryObj } from '@storybook/react-vite';
import { useT } from '../hooks/useT';
import { FakeConsoleStory } from '../testing/fixtures';
import { LanguageSwitch } from './LanguageSwitch';

function Title() {
  return <h2>{useT()('menu.dashboard.workplace')}</h2>;
}

const meta = {
  title: 'Console/LanguageSwitch',
  component: LanguageSwitch,
  tags: ['autodocs'],
  render: (args) => (
    <FakeConsoleStory>
      <div style={{ padding: 24 }}>
        <LanguageSwitch {...args} />
        <Title />
      </div>
    </FakeConsoleStory>
  ),
} satisfies Meta<typeof LanguageSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Click the globe, pick a language: the page re-renders and a confirmation shows. */
export const Default: Story = {};
