import type { Meta, StoryObj } from '@storybook/react-vite';
import { FakeConsoleStory, FIXTURE_TABS, type FakeConsoleOptions } from '../testing/fixtures';
import { ConsoleLayout } from './ConsoleLayout';

const meta = {
  title: 'Console/ConsoleLayout',
  component: ConsoleLayout,
  tags: ['autodocs'],
  args: { title: 'Backoffice Console', children: <h2>Page content</h2> },
  render: (args, { parameters }) => (
    <FakeConsoleStory
      options={{ loaded: true, tabs: FIXTURE_TABS, ...(parameters.fake as FakeConsoleOptions | undefined) }}
      path={(parameters.path as string | undefined) ?? '/projectMgt/projectList'}
    >
      <ConsoleLayout {...args} />
    </FakeConsoleStory>
  ),
} satisfies Meta<typeof ConsoleLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Side menu from the server menu, tab bar and footer. */
export const SideMenu: Story = {};
/** Top menu instead of the side menu. */
export const TopMenu: Story = { parameters: { fake: { settings: { topMenu: true } } } };
/** Collapsed side menu. */
export const Collapsed: Story = { parameters: { fake: { settings: { menuCollapse: true } } } };
/** No navbar: the floating settings button appears. */
export const NoNavbar: Story = { parameters: { fake: { settings: { navbar: false } } } };
/** Dark theme. */
export const Dark: Story = { parameters: { fake: { settings: { theme: 'dark' } } } };
/** Narrow screen: the menu opens as a drawer from the navbar. */
export const Mobile: Story = { args: { responsive: false }, parameters: { fake: { settings: { device: 'mobile' } } } };
/** The user menu with "Switch Roles", for a console created with `roleSwitch` (off by default). */
export const WithRoleSwitch: Story = { parameters: { fake: { features: { roleSwitch: true } } } };
/** Without menu, tab bar and footer. */
export const Bare: Story = { parameters: { fake: { settings: { menu: false, tabBar: false, footer: false } } } };
