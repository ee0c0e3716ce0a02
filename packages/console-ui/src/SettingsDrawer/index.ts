export { SettingsDrawer } from './SettingsDrawer';
export type { SettingsDrawerProps } from './SettingsDrawer';
