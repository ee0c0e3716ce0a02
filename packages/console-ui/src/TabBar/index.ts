export { TabBar } from './TabBar';
export { useTabActions, TAB_ACTIONS } from './useTabActions';
export type { TabAction } from './useTabActions';
