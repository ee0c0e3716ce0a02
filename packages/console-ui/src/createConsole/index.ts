export { createConsole } from './createConsole';
export type { ConsoleBundle, ConsoleFeatures, CreateConsoleOptions, HttpAdapter } from './createConsole';
export { createReloadStore } from './reloadStore';
export type { ReloadState, ReloadStore } from './reloadStore';
