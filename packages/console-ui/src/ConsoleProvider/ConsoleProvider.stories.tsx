import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Space } from '@arco-design/web-react';
import { LanguageSwitch } from '../LanguageSwitch/LanguageSwitch';
import { useConsole } from '../hooks/useConsole';
import { useSettings } from '../hooks/useSettings';
import { useT } from '../hooks/useT';
import { FakeConsoleStory, type FakeConsoleOptions } from '../testing/fixtures';
import { ConsoleProvider } from './ConsoleProvider';

function Playground() {
  const t = useT();
  const { client, notifier } = useConsole();
  const theme = useSettings((s) => s.theme);
  const update = useSettings((s) => s.update);
  const toggleTheme = useSettings((s) => s.toggleTheme);
  const colorWeak = useSettings((s) => s.colorWeak);
  return (
    <Space direction="vertical" style={{ padding: 24 }}>
      <h2>{t('menu.dashboard.workplace')}</h2>
      <Space>
        <LanguageSwitch />
        <Button onClick={toggleTheme}>{theme === 'dark' ? t('navbar.theme.toLight') : t('navbar.theme.toDark')}</Button>
        <Button onClick={() => void update({ colorWeak: !colorWeak })}>{t('settings.colorWeak')}</Button>
        <Button onClick={() => notifier.toast({ type: 'success', content: 'Saved' })}>Toast</Button>
        <Button onClick={() => void client.post('/api/admin/nothing').catch(() => undefined)}>Failing request</Button>
      </Space>
    </Space>
  );
}

const meta = {
  title: 'Console/ConsoleProvider',
  component: ConsoleProvider,
  tags: ['autodocs'],
  args: { console: undefined as never },
  render: (_args, { parameters }) => (
    <FakeConsoleStory options={parameters.fake as FakeConsoleOptions | undefined}>
      <Playground />
    </FakeConsoleStory>
  ),
} satisfies Meta<typeof ConsoleProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Light theme, English. */
export const Default: Story = {};
/** Dark theme (`arco-theme="dark"` on body). */
export const Dark: Story = { parameters: { fake: { settings: { theme: 'dark' } } } };
/** Colour-weak mode (invert(80%) on the page). */
export const ColorWeak: Story = { parameters: { fake: { settings: { colorWeak: true } } } };
/** Chinese. */
export const Chinese: Story = { parameters: { fake: { locale: 'zh-CN' } } };
