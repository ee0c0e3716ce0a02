export { ConsoleContext } from './ConsoleContext';
export { useConsole } from './useConsole';
export { useSession, type Session } from './useSession';
export { useSettings, type Settings } from './useSettings';
export { useTabs, type Tabs } from './useTabs';
export { useDict } from './useDict';
export { useT, useLocale } from './useT';
export { useOperationList, useOperateList } from './useOperateList';
export { useResourceVersion } from './useResourceVersion';
