export { ConsoleContext } from './ConsoleContext';
export { useConsole } from './useConsole';
export { useSession } from './useSession';
export { useSettings } from './useSettings';
export { useTabs } from './useTabs';
export { useDict } from './useDict';
export { useT, useLocale } from './useT';
export { useOperateList } from './useOperateList';
