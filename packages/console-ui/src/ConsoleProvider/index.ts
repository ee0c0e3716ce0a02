export { ConsoleProvider } from './ConsoleProvider';
export type { ConsoleProviderProps } from './ConsoleProvider';
export { ArcoNotifierBridge } from './ArcoNotifierBridge';
