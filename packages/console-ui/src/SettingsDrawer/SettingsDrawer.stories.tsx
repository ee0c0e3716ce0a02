import type { ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useSettings } from '../hooks/useSettings';
import { FakeConsoleStory } from '../testing/fixtures';
import { SettingsDrawer } from './SettingsDrawer';

/** The drawer in a console created with `serverMenuSwitch` (the staff console), or with the library's defaults. */
function Frame({ serverMenuSwitch, children }: { serverMenuSwitch: boolean; children: ReactNode }) {
  return (
    <FakeConsoleStory options={{ signedIn: true, settings: { menuCollapse: true, menuFromServer: false }, features: { serverMenuSwitch } }}>
      {children}
      <SettingsJson />
    </FakeConsoleStory>
  );
}

function SettingsJson() {
  const s = useSettings();
  return (
    <pre data-testid="settings">
      {JSON.stringify({
        navbar: s.navbar,
        topMenu: s.topMenu,
        menuCollapse: s.menuCollapse,
        menuWidth: s.menuWidth,
        colorWeak: s.colorWeak,
        serverMenu: s.serverMenu.length,
      })}
    </pre>
  );
}

const meta = {
  title: 'Console/SettingsDrawer',
  component: SettingsDrawer,
  tags: ['autodocs'],
  args: { visible: true, onClose: () => undefined },
  render: (args) => (
    <Frame serverMenuSwitch>
      <SettingsDrawer {...args} />
    </Frame>
  ),
} satisfies Meta<typeof SettingsDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The drawer open (300 px), with the server-menu switch. */
export const Open: Story = {};
/** The library's default: no server-menu switch (the menu stays the server's). */
export const WithoutServerMenuSwitch: Story = {
  render: (args) => (
    <Frame serverMenuSwitch={false}>
      <SettingsDrawer {...args} />
    </Frame>
  ),
};
