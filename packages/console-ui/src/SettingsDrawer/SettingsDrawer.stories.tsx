import type { Meta, StoryObj } from '@storybook/react-vite';
import { useSettings } from '../hooks/useSettings';
import { FakeConsoleStory } from '../testing/fixtures';
import { SettingsDrawer } from './SettingsDrawer';

function SettingsJson() {
  const s = useSettings();
  return <pre data-testid="settings">{JSON.stringify({ navbar: s.navbar, topMenu: s.topMenu, menuCollapse: s.menuCollapse, menuWidth: s.menuWidth, colorWeak: s.colorWeak, serverMenu: s.serverMenu.length })}</pre>;
}

const meta = {
  title: 'Console/SettingsDrawer',
  component: SettingsDrawer,
  tags: ['autodocs'],
  args: { visible: true, onClose: () => undefined },
  render: (args) => (
    <FakeConsoleStory options={{ signedIn: true, settings: { menuCollapse: true, menuFromServer: false } }}>
      <SettingsDrawer {...args} />
      <SettingsJson />
    </FakeConsoleStory>
  ),
} satisfies Meta<typeof SettingsDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The drawer open (300 px). */
export const Open: Story = {};
