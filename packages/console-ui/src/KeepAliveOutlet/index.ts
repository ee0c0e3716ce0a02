export { KeepAliveOutlet } from './KeepAliveOutlet';
export type { KeepAliveOutletProps } from './KeepAliveOutlet';
