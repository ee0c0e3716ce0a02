import { Button, Drawer, InputNumber, Switch } from '@arco-design/web-react';
import { SETTINGS_DRAWER_WIDTH, serializeSettings, type AppSettings } from '@backoffice/console-core';
import { useConsole } from '../hooks/useConsole';
import { useSettings } from '../hooks/useSettings';
import { useT } from '../hooks/useT';

/**
 * Props of {@link SettingsDrawer}.
 *
 * @example
 * <SettingsDrawer visible={open} onClose={close} />
 */
export interface SettingsDrawerProps {
  visible: boolean;
  onClose: () => void;
}

type Toggle = {
  key: keyof AppSettings & ('navbar' | 'menu' | 'topMenu' | 'footer' | 'tabBar' | 'menuFromServer' | 'colorWeak');
  label: string;
};

const CONTENT: Toggle[] = [
  { key: 'navbar', label: 'settings.navbar' },
  { key: 'menu', label: 'settings.menu' },
  { key: 'topMenu', label: 'settings.topMenu' },
  { key: 'footer', label: 'settings.footer' },
  { key: 'tabBar', label: 'settings.tabBar' },
];
const SERVER_MENU: Toggle = { key: 'menuFromServer', label: 'settings.menuFromServer' };

/**
 * The settings drawer: 300 px; navbar, menu, top menu, footer, tab bar, menu width, colour weak, and the
 * server-menu switch when the console was created with `serverMenuSwitch`; Copy Settings (JSON to the
 * clipboard + success message) and Close.
 *
 * @example
 * <SettingsDrawer visible={open} onClose={() => setOpen(false)} />
 */
export function SettingsDrawer({ visible, onClose }: SettingsDrawerProps) {
  const t = useT();
  const { notifier, settings: store, features } = useConsole();
  const settings = useSettings();
  const row = (id: string, label: string, control: React.ReactNode) => (
    <div className="bo-settings__row" key={id}>
      <label htmlFor={id}>{label}</label>
      {control}
    </div>
  );
  const toggle = ({ key, label }: Toggle) =>
    row(
      `bo-setting-${key}`,
      t(label),
      <Switch id={`bo-setting-${key}`} size="small" checked={settings[key]} onChange={(v) => void settings.update({ [key]: v })} />,
    );
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(serializeSettings(store.getState()));
      notifier.toast({ type: 'success', content: t('settings.copySettings.message') });
    } catch {
      notifier.toast({ type: 'error', content: t('ui.settings.copyFailed') });
    }
  };
  return (
    <Drawer
      width={SETTINGS_DRAWER_WIDTH}
      title={t('settings.title')}
      visible={visible}
      onCancel={onClose}
      unmountOnExit
      footer={
        <div className="bo-settings__actions">
          <Button onClick={onClose}>{t('settings.close')}</Button>
          <Button type="primary" onClick={() => void copy()}>
            {t('settings.copySettings')}
          </Button>
        </div>
      }
    >
      <section className="bo-settings__block">
        <h5 className="bo-settings__title">{t('settings.content')}</h5>
        {CONTENT.map(toggle)}
        {features.serverMenuSwitch ? toggle(SERVER_MENU) : null}
        {row(
          'bo-setting-menuWidth',
          t('settings.menuWidth'),
          <InputNumber
            id="bo-setting-menuWidth"
            size="small"
            style={{ width: 80 }}
            min={120}
            max={400}
            value={settings.menuWidth}
            onChange={(v) => typeof v === 'number' && void settings.update({ menuWidth: v })}
          />,
        )}
      </section>
      <section className="bo-settings__block">
        <h5 className="bo-settings__title">{t('settings.otherSettings')}</h5>
        {toggle({ key: 'colorWeak', label: 'settings.colorWeak' })}
      </section>
    </Drawer>
  );
}
