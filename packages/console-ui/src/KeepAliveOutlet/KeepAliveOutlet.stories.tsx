import type { Meta, StoryObj } from '@storybook/react-vite';
import { ConsoleRoutes } from '../ConsoleRouter/ConsoleRoutes';
import { FakeConsoleStory, FIXTURE_APP_ROUTES, FIXTURE_TABS, resolveFixturePage } from '../testing/fixtures';
import { KeepAliveOutlet } from './KeepAliveOutlet';

const meta = {
  title: 'Console/KeepAliveOutlet',
  component: KeepAliveOutlet,
  tags: ['autodocs'],
  render: () => (
    <FakeConsoleStory options={{ loaded: true, tabs: FIXTURE_TABS, settings: { menuFromServer: false } }} path="/dashboard/workplace">
      <ConsoleRoutes resolvePage={resolveFixturePage} appRoutes={FIXTURE_APP_ROUTES} />
    </FakeConsoleStory>
  ),
} satisfies Meta<typeof KeepAliveOutlet>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Local routes (the Dict tab is ignoreCache). Type a note on the workplace, page the project table, switch tabs and come back: both survive. */
export const CachedTabs: Story = {};
