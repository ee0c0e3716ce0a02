import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLocation } from 'react-router-dom';
import { FakeConsoleStory, FIXTURE_TABS } from '../testing/fixtures';
import { TabBar } from './TabBar';

function CurrentPath() {
  return <p data-testid="path">{useLocation().pathname}</p>;
}

const meta = {
  title: 'Console/TabBar',
  component: TabBar,
  tags: ['autodocs'],
  render: () => (
    <FakeConsoleStory options={{ loaded: true, tabs: FIXTURE_TABS }} path="/projectMgt/myProjects">
      <TabBar />
      <CurrentPath />
    </FakeConsoleStory>
  ),
} satisfies Meta<typeof TabBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Five tabs, 'My Projects' active; right-click a tab or use the dropdown for the actions. */
export const SeveralTabs: Story = {};
/** Only the default (dashboard) tab, which cannot be closed. */
export const DefaultOnly: Story = {
  render: () => (
    <FakeConsoleStory options={{ loaded: true }} path="/dashboard/workplace">
      <TabBar />
    </FakeConsoleStory>
  ),
};
